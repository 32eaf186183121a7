// Who is asking, as every route reads it: req.viewer, set by the auth hook from the token's user. The signed-in user's
// rows (schedule, meetings, favorites, evaluations, attendee record...) are all keyed by one id, the token's cmsId
// (the subject when the token names no cmsId).
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/tokens.js';
import { ApiError } from '../errors.js';

export interface Viewer {
  /** The id the viewer's rows are stored under; null for an anonymous visitor. */
  readonly userId: string | null;
  readonly scopes: readonly string[];
}

/** A viewer who is signed in. */
export interface SignedInViewer extends Viewer {
  readonly userId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every API request (anonymous when no valid token came). */
    viewer: Viewer;
  }
}

export const ANONYMOUS_VIEWER: Viewer = Object.freeze({ userId: null, scopes: Object.freeze([]) });

export function viewerOfUser(user: AuthUser | undefined): Viewer {
  return user ? { userId: user.cmsId || null, scopes: user.scopes } : ANONYMOUS_VIEWER;
}

/** Records who is asking: the user and the viewer always agree. */
export function setUser(req: FastifyRequest, user: AuthUser | undefined): void {
  req.user = user;
  req.viewer = viewerOfUser(user);
}

export const isSignedIn = (viewer: Viewer): viewer is SignedInViewer => viewer.userId !== null;

/** The viewer of a route that needs a signed-in user; 401 otherwise. */
export function signedInViewer(req: FastifyRequest): SignedInViewer {
  const viewer = req.viewer;
  if (!isSignedIn(viewer)) throw new ApiError('unauthorized');
  return viewer;
}
