// Who is asking and what the environment's flags allow, read once per request: the attendee routes and the profile
// routes gate on the same flags (docs/behaviour/attendees-and-profile.md route gates), so both read this one viewer.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import type { RouteContext } from '../http/context.js';
import { readSettings } from '../http/reads.js';
import type { Viewer } from '../http/viewer.js';
import { applyScopedFeatures } from '../settings/index.js';

export interface AttendeeViewer extends Viewer {
  features: Record<string, boolean>;
  eventTimezone: string;
}

export async function viewerOf(ctx: RouteContext, req: FastifyRequest): Promise<AttendeeViewer> {
  const { userId, scopes } = req.viewer;
  const { value } = await readSettings(ctx, ctx.config.siteEnv, scopes);
  const settings = value as Record<string, unknown>;
  const timezones = (settings.timezones ?? {}) as { eventTimezone?: unknown };
  return {
    userId,
    scopes,
    features: applyScopedFeatures(settings, scopes),
    eventTimezone: typeof timezones.eventTimezone === 'string' && timezones.eventTimezone !== '' ? timezones.eventTimezone : 'UTC',
  };
}

/** A switched-off feature is not there (404); 403 stays for a missing scope, as the attendee-type changer does. */
export function requireFeature(viewer: AttendeeViewer, flag: string): void {
  if (viewer.features[flag] !== true) throw new ApiError('notFound', { feature: flag }, `This feature is switched off (${flag}).`);
}
