// The viewer part of every personal query key (schedule, meetings, evaluations, favorites...): the id the server
// stores the signed-in user's rows under (cmsId), so a server loader and the browser's hooks build the same keys.
import type { SessionUser } from './types';

type KeyedUser = Pick<SessionUser, 'cmsId' | 'eventProfileId'>;

/** The signed-in user's key; 'signed-in' when the token names no id; null for an anonymous visitor. */
export function viewerKey(user: KeyedUser | null | undefined): string | null {
  if (!user) return null;
  return user.cmsId ?? user.eventProfileId ?? 'signed-in';
}
