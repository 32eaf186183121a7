// The event clock of one request: the instant every time-dependent answer (live and upcoming, happening now, RSVP
// and evaluation windows, meeting time status, catalog override windows) is judged at. It is the tab's preview date
// of the phase switcher's Apply (Local) when a content editor sends one, else the environment's testing date
// (Apply (Server)), else the server's clock: the same rule the pages apply (schemas/domain/phases.ts effectiveNow).
import type { FastifyRequest } from 'fastify';
import { effectiveNow, PREVIEW_DATE_HEADER } from '../../schemas/index.js';
import { ApiError } from '../errors.js';
import { isContentEditor, type RouteContext } from './context.js';
import { readSettings } from './reads.js';

/**
 * The preview date a content editor's tab asks for, or null. Others' headers are ignored (a visitor cannot move
 * the event's clock); an editor's unreadable date is refused, so a broken switcher does not silently show today.
 */
export function previewDateOf(req: FastifyRequest): Date | null {
  // A preview frame or share link (server/preview): the date its signed grant names.
  if (req.preview) return new Date(req.preview.date);
  const raw = req.headers[PREVIEW_DATE_HEADER];
  if (raw === undefined || !isContentEditor(req.user)) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const at = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) {
    throw new ApiError('badRequest', { header: PREVIEW_DATE_HEADER, reason: 'invalidDate' }, `${PREVIEW_DATE_HEADER} must be an ISO 8601 date and time.`);
  }
  return new Date(at);
}

/** The event's now for a request whose settings document (as the viewer sees it) is already read. */
export function eventNowOf(req: FastifyRequest, settings: { testingDate?: unknown }, clock: Date): Date {
  return previewDateOf(req) ?? effectiveNow(typeof settings.testingDate === 'string' ? settings.testingDate : null, clock);
}

/** The event's now for a request: preview date (editors), else the testing date, else the server's clock. */
export async function eventNow(ctx: RouteContext, req: FastifyRequest): Promise<Date> {
  const { value } = await readSettings(ctx, req.preview?.environment ?? ctx.config.siteEnv, req.user?.scopes ?? []);
  return eventNowOf(req, value as { testingDate?: unknown }, ctx.now());
}
