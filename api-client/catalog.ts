// The catalog's surface of api-client (sessions, facets, speakers, companies, favorites): typed reads and their query
// options for the catalog blocks, which load in a chunk of their own. Apart from index.ts for the reason editing.ts
// is: a bundler puts what an entry reaches through index.ts into the entry's chunk, used or not, so through
// index.ts these fetchers were part of every attendee page (0.7 kB on /en/home).
export {
  catalogQueryString,
  companiesQueryOptions,
  companyQueryOptions,
  deleteFavorite,
  facetsQueryOptions,
  favoritesQueryOptions,
  getCompanies,
  getCompany,
  getFacets,
  getFavorites,
  putFavorite,
  getCatalogSession,
  getSessions,
  getSpeaker,
  getSpeakers,
  catalogSessionQueryOptions,
  sessionsQueryOptions,
  speakerQueryOptions,
  speakersQueryOptions,
} from './catalog/catalog';
export type { CompanyKind, DirectoryParams, SessionCatalogParams, SpeakerDirectoryParams } from './catalog/catalog';
// Favorites toggled optimistically (one mutation: the cache changes at once, rolls back on error).
export { hasFavorite, useFavoriteToggle, withFavorite } from './catalog/favorite-toggle';
export type { FavoriteRef } from './catalog/favorite-toggle';
// The signed-in user's remembered catalog choices (page size, view): GET / PUT /preferences.
export { getPreferences, preferencesQueryOptions, putPreferences, usePutPreferences } from './catalog/preferences';
export type { Preferences, PreferencesBody } from './catalog/preferences';
