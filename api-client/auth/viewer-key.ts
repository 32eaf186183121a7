// The viewer part of every personal query key (schedule, meetings, evaluations, favorites, the catalog's lists...):
// one rule, the id the server stores the signed-in user's rows under (cmsId, else the event profile id), so a server
// loader and the browser's hooks build the same keys and no two features name one user differently.

/** The ids a session user or a server loader's visitor carries. */
export interface ViewerIds {
  readonly cmsId?: string;
  readonly eventProfileId?: string;
}

/** The viewer key of keys only a signed-in user has. */
const SIGNED_IN_WITHOUT_ID = 'signed-in';
/** The viewer key of keys anonymous visitors share (the catalog, directories, the schedule's public view). */
export const ANONYMOUS_VIEWER_KEY = 'anonymous';

/** The signed-in user's key; 'signed-in' when the token names no id; null for an anonymous visitor. */
export function viewerKey(user: ViewerIds | null | undefined): string | null {
  if (!user) return null;
  return user.cmsId ?? user.eventProfileId ?? SIGNED_IN_WITHOUT_ID;
}

/** The same key, 'anonymous' for a visitor who is not signed in. */
export function viewerKeyOrAnonymous(user: ViewerIds | null | undefined): string {
  return viewerKey(user) ?? ANONYMOUS_VIEWER_KEY;
}
