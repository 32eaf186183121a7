// Favorite kinds (spec 000 section 3): Attendee 0, Speaker 1, Sponsor/company 2, {product}Solution 3, Session 4.
// The same numbers as the API's /favorites/{kind}/{id} (server/catalog/favorites.ts).

export const FAVORITE_KIND = { attendee: 0, speaker: 1, sponsor: 2, solution: 3, session: 4 } as const;

export type FavoriteKindName = keyof typeof FAVORITE_KIND;
export type FavoriteKind = (typeof FAVORITE_KIND)[FavoriteKindName];

/** Named constants for call sites: `<FavoriteButton kind={SESSION_FAVORITE} ... />`. */
export const ATTENDEE_FAVORITE = FAVORITE_KIND.attendee;
export const SPEAKER_FAVORITE = FAVORITE_KIND.speaker;
export const SPONSOR_FAVORITE = FAVORITE_KIND.sponsor;
export const SOLUTION_FAVORITE = FAVORITE_KIND.solution;
export const SESSION_FAVORITE = FAVORITE_KIND.session;

/** The kinds in the order the favorites page lists them, with their name (settings `favoriteKinds` keys). */
export const FAVORITE_KIND_NAMES: readonly FavoriteKindName[] = ['session', 'speaker', 'sponsor', 'solution', 'attendee'];

export function kindName(kind: FavoriteKind): FavoriteKindName {
  return (Object.keys(FAVORITE_KIND) as FavoriteKindName[]).find((name) => FAVORITE_KIND[name] === kind) ?? 'session';
}

/** The query key's viewer (the same rule as the catalog's keys): the user's event profile id, else their CMS id. */
export function favoritesViewer(user: { eventProfileId?: string; cmsId?: string } | null | undefined): string | null {
  if (!user) return null;
  return user.eventProfileId ?? user.cmsId ?? 'signed-in';
}
