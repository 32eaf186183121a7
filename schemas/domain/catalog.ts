/**
 * The session catalog's and the directories' facts both the server and the blocks apply: page sizes, sorts, the
 * defaults, the catalog's on/off toggles and the favorite kinds. The JSON Schemas of the API spell the same values
 * as enums (the contract); code reads them here.
 */

/** Page sizes a visitor picks. */
export const PAGE_SIZES = [12, 24, 48, 96] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** The one larger size the API takes: a full-list lookup (every speaker, every company). */
export const FULL_LIST_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE: PageSize = 12;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** Sort options of the session catalog; typing a search switches to relevance. */
export const CATALOG_SORTS = ['relevance', 'asc', 'desc', 'chronological'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
/** Sort options of the speaker and company directories (no chronological order). */
export const DIRECTORY_SORTS = ['relevance', 'asc', 'desc'] as const satisfies readonly CatalogSort[];
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const DEFAULT_SORT = 'asc' satisfies DirectorySort;
/** The sort a search switches to. */
export const SEARCH_SORT = 'relevance' satisfies DirectorySort;

/** Facet nesting: a filter is facet>value with at most 5 levels of values below the facet. */
export const MAX_FILTER_LEVELS = 5;
/** Minutes from midnight the time refiners take: 0 to 1440, the end of the day; the API reads 1440 as 1439. */
export const DAY_MINUTES = 1440;
export const LAST_MINUTE = DAY_MINUTES - 1;

/** The catalog's on/off filters, in the order the refiners list them. */
export const CATALOG_TOGGLES = ['recommendations', 'favorites', 'spaceAvailable', 'onDemand', 'liveAndUpcoming', 'recorded', 'notRecorded'] as const;
export type CatalogToggle = (typeof CATALOG_TOGGLES)[number];
/** The toggles that are one `name=true` API parameter each ('recorded' and 'notRecorded' share `recorded`). */
export const CATALOG_FLAGS = ['spaceAvailable', 'onDemand', 'liveAndUpcoming', 'favorites', 'recommendations'] as const;

/** Favorite kinds, the numbers of the API's /favorites/{kind}/{id}: Attendee 0, Speaker 1, Sponsor/company 2, {product}Solution 3, Session 4. */
export const FAVORITE_KIND = { attendee: 0, speaker: 1, sponsor: 2, solution: 3, session: 4 } as const;
export type FavoriteKindName = keyof typeof FAVORITE_KIND;
export type FavoriteKind = (typeof FAVORITE_KIND)[FavoriteKindName];
/** The kinds in the order the favorites page lists them (also the settings' `favoriteKinds` keys). */
export const FAVORITE_KIND_NAMES: readonly FavoriteKindName[] = ['session', 'speaker', 'sponsor', 'solution', 'attendee'];

export function favoriteKindName(kind: FavoriteKind): FavoriteKindName {
  return (Object.keys(FAVORITE_KIND) as FavoriteKindName[]).find((name) => FAVORITE_KIND[name] === kind) ?? 'session';
}
