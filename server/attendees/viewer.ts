// Who is asking and what the environment's flags allow, read once per request: the attendee routes and the profile
// routes gate on the same flags (docs/behaviour/attendees-and-profile.md route gates) and the viewer's own attendee record.
import type { FastifyRequest } from 'fastify';
import { readCookie, SESSION_COOKIE } from '../auth/index.js';
import { ApiError } from '../errors.js';
import type { RouteContext } from '../http/context.js';
import { readSettings } from '../http/reads.js';
import { setUser, type Viewer } from '../http/viewer.js';
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

/**
 * The viewer of an image: an <img> carries no Authorization header, so without one the page session cookie names
 * the visitor (safe here: reading a photo changes nothing, and the answer is private to that visitor).
 */
export async function photoViewerOf(ctx: RouteContext, req: FastifyRequest): Promise<AttendeeViewer> {
  if (!req.user) {
    const token = readCookie(req, SESSION_COOKIE);
    if (token) setUser(req, await ctx.tokens.verify(token, ctx.now()).catch(() => undefined));
  }
  return viewerOf(ctx, req);
}

/** A switched-off feature is not there (404); 403 stays for a missing scope, as the attendee-type changer does. */
export function requireFeature(viewer: AttendeeViewer, flag: string): void {
  if (viewer.features[flag] !== true) throw new ApiError('notFound', { feature: flag }, `This feature is switched off (${flag}).`);
}

/** docs/behaviour/attendees-and-profile.md: the directory needs sign-in, the attendee-directory scope and enableAttendees. */
export function requireDirectory(viewer: AttendeeViewer): string {
  requireFeature(viewer, 'enableAttendees');
  if (viewer.userId === null) throw new ApiError('unauthorized', { route: 'attendee' }, 'The attendee directory needs a signed-in user.');
  if (!viewer.scopes.includes('attendee-directory')) {
    throw new ApiError('forbidden', { scope: 'attendee-directory' }, 'The attendee directory needs the attendee-directory scope.');
  }
  return viewer.userId;
}
