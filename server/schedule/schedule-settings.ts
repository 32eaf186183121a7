// What the schedule reads from the environment's settings, as the viewer's scopes see them (scoped feature
// overrides applied), from the read cache that every settings write clears.
import type { FastifyRequest } from 'fastify';
import { effectiveNow } from '../../schemas/index.js';
import type { RouteContext } from '../http/context.js';
import { previewDateOf } from '../http/event-clock.js';
import { readSettings } from '../http/reads.js';

export interface ScheduleSettings {
  enableMySchedule: boolean;
  enableWebCal: boolean;
  enableShareScheduleFeature: boolean;
  showTripReportAction: boolean;
  /** docs/behaviour/schedule-and-rsvp.md: appointments appear in the schedule only with the appointments flag. */
  showAppointments: boolean;
  eventTimezone: string;
  /**
   * The clock RSVP windows and "currently active" are judged by: an editor tab's preview date, else the settings'
   * testingDate when set (date testing, as the current phase is), else the server's clock (server/http/event-clock.ts).
   */
  now: Date;
}

export function scheduleSettingsOf(doc: Record<string, unknown>, clock: Date, preview: Date | null = null): ScheduleSettings {
  const features = (doc.features ?? {}) as Record<string, unknown>;
  const zone = (doc.timezones as { eventTimezone?: unknown } | undefined)?.eventTimezone;
  return {
    enableMySchedule: features.enableMySchedule === true,
    enableWebCal: features.enableWebCal === true,
    enableShareScheduleFeature: features.enableShareScheduleFeature === true,
    showTripReportAction: features.showTripReportAction === true,
    showAppointments: features.showAppointments === true,
    eventTimezone: typeof zone === 'string' && zone !== '' ? zone : 'UTC',
    now: preview ?? effectiveNow(typeof doc.testingDate === 'string' ? doc.testingDate : null, clock),
  };
}

/** The settings for this request's viewer (anonymous: no scopes). */
export async function scheduleSettings(ctx: RouteContext, req: FastifyRequest): Promise<ScheduleSettings> {
  const { value } = await readSettings(ctx, ctx.config.siteEnv, req.viewer.scopes);
  return scheduleSettingsOf(value as Record<string, unknown>, ctx.now(), previewDateOf(req));
}
