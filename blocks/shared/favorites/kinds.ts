// Favorite kinds as the blocks name them; the kinds themselves are a domain fact (schemas/domain/catalog.ts).
import { FAVORITE_KIND, favoriteKindName } from '../../../schemas';

export { FAVORITE_KIND, FAVORITE_KIND_NAMES } from '../../../schemas';
export type { FavoriteKind, FavoriteKindName } from '../../../schemas';

/** Named constants for call sites: `<FavoriteButton kind={SESSION_FAVORITE} ... />`. */
export const ATTENDEE_FAVORITE = FAVORITE_KIND.attendee;
export const SPEAKER_FAVORITE = FAVORITE_KIND.speaker;
export const SPONSOR_FAVORITE = FAVORITE_KIND.sponsor;
export const SOLUTION_FAVORITE = FAVORITE_KIND.solution;
export const SESSION_FAVORITE = FAVORITE_KIND.session;

export const kindName = favoriteKindName;
