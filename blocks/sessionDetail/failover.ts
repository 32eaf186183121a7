// The session page's backup stream (docs/behaviour/catalog.md, Session detail, Backup stream): with the
// enableTeamsLiveEventFailover flag, a live session with a failoverVideoUrl offers it, and the page moves to it by
// itself when the main player posts an error.
import type { Session } from '../../schemas/api-types';
import { toVideoUrl } from '../shared/video-url';

/** The message a player posts when the stream's end event fires (docs/behaviour/live-and-video.md, video message events). */
export const SESSION_END_MESSAGE = 'sessionend';
/** The message a player posts when its stream fails: the page moves to the backup stream. */
export const PLAYER_ERROR_MESSAGE = 'error';

/** Whether a posted message is the named player event: the bare name, or an object whose type or event is it. */
export function isPlayerMessage(data: unknown, name: string): boolean {
  if (data === name) return true;
  if (typeof data !== 'object' || data === null) return false;
  const d = data as { type?: unknown; event?: unknown };
  return d.type === name || d.event === name;
}

/** The backup stream's playable URL (http(s) only, with autoplay=1), or null when there is none to offer. */
export function failoverUrlOf(session: Pick<Session, 'failoverVideoUrl'>, live: boolean, flagOn: boolean): string | null {
  if (!live || !flagOn) return null;
  return toVideoUrl(session.failoverVideoUrl, true);
}

/** The origin of a URL, or null when it is not one. */
export function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
