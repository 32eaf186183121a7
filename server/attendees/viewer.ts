// The attendee routes' own gates: the viewer of a photo (named by the page session cookie) and the directory's
// sign-in, scope and flag rule. The viewer with the environment's flags is server/shared/attendee-viewer.ts.
import type { FastifyRequest } from 'fastify';
import { readCookie, SESSION_COOKIE } from '../auth/index.js';
import { ApiError } from '../errors.js';
import type { RouteContext } from '../http/context.js';
import { setUser } from '../http/viewer.js';
import { requireFeature, viewerOf, type AttendeeViewer } from '../shared/attendee-viewer.js';

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

/** docs/behaviour/attendees-and-profile.md: the directory needs sign-in, the attendee-directory scope and enableAttendees. */
export function requireDirectory(viewer: AttendeeViewer): string {
  requireFeature(viewer, 'enableAttendees');
  if (viewer.userId === null) throw new ApiError('unauthorized', { route: 'attendee' }, 'The attendee directory needs a signed-in user.');
  if (!viewer.scopes.includes('attendee-directory')) {
    throw new ApiError('forbidden', { scope: 'attendee-directory' }, 'The attendee directory needs the attendee-directory scope.');
  }
  return viewer.userId;
}
