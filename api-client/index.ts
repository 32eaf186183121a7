// The public surface of api-client/: the only module other folders import from it.
// Nothing outside api-client calls fetch; everything goes through these fetchers and hooks.

// Configuration, environment, errors
export { configureApiClient, getApiClientConfig, resetApiClientConfig } from './config';
export type { ApiClientConfig } from './config';
export { DEFAULT_ENVIRONMENT, ENVIRONMENTS, isEnvironment } from '../schemas';
export type { Environment } from '../schemas';
export { getSiteEnvironment } from './site-env';
export { getPreviewMode } from './preview-mode';
export type { PreviewMode } from './preview-mode';
export { ApiError, CLIENT_ERROR_CODES, isApiError } from './api-error';
export type { ApiErrorInit } from './api-error';
export { apiRequest, clearEtagCache, isShownError, setApiPreviewDate, subscribeApiErrorNotices } from './http';
export type { HttpMethod, QueryParams, RequestOptions } from './http';
export { PUBLIC_PATH_PREFIXES, isPingPath, isPublicPath } from './public-paths';

// API types (generated from schemas/api)
export type {
  AuthUser,
  ChangelogAnswer,
  ChromeAnswer,
  ContentAllAnswer,
  DevSignInAnswer,
  PageLayoutAnswer,
  PageLayoutAnswerComponent,
  PingAnswer,
  SaveComponentAnswer,
  SavePageAnswer,
  SettingsAnswer,
  SiteEditorAllAnswer,
  SiteEditorAnswer,
  SiteEditorSaveAnswer,
  TranslationMap,
  VersionAnswer,
} from '../schemas';

// Query client and keys
export { MAX_QUERY_RETRIES, createQueryClient, shouldRetry } from './query-client';
export { queryKeys } from './query-keys';

// Static fallback
export {
  isServingStaticFallback,
  resetStaticFallbackState,
  staticPaths,
  subscribeStaticFallback,
  useStaticFallbackActive,
  withStaticFallback,
} from './static-fallback';
export type { Fetched } from './static-fallback';

// Auth
export { PERSONAS } from '../schemas';
export type { Persona } from '../schemas';
export type { SessionState, SessionUser } from './auth/types';
export { getSession, getValidToken, isExpired, subscribeSession } from './auth/session-store';
export { signIn, signOut } from './auth/sign-in';
export type { SignInAnswer } from './auth/sign-in';
export { useSession } from './auth/use-session';
export { viewerKey, viewerKeyOrAnonymous, type ViewerIds } from './auth/viewer-key';
export { SessionSnapshotProvider, renderedSessionState, type RenderedSession } from './auth/session-snapshot';
export { sessionQueryOptions } from './auth/session-query';
export { currentUserQueryOptions, getCurrentUser } from './auth/current-user';

// System: ping, version, chrome
export {
  PING_FAILURE_MESSAGE,
  PING_RESTRICTED_IP_MESSAGE,
  connectionMessages,
  getPing,
  ping,
  pingQueryOptions,
} from './system/ping';
export { getVersion, useVersion, versionQueryOptions } from './system/get-version';
export { chromeQueryOptions, getChrome, useChrome } from './system/get-chrome';

// Content
export { getPage, pagePath, pageQueryOptions, usePage } from './content/get-page';
export type { PageParams } from './content/get-page';
export type { PageDocument, SaveResult } from './content/types';

// Catalog: sessions, facets, speakers, companies by kind, favorites (server/catalog). The one list fetcher is here
// (light: the data blocks of every page read through it); the rest of the catalog is api-client/catalog.ts.
export { catalogListQueryOptions, catalogQueryString, getCatalogList } from './catalog/lists';
export type {
  CatalogCompanyDetail,
  CatalogCompanyList,
  CatalogFacets,
  CatalogFacetValue,
  CatalogSessionDetail,
  CatalogSessionList,
  CatalogSpeakerDetail,
  CatalogSpeakerList,
  Company,
  Favorite,
  FavoriteList,
  LabeledValue,
  Room,
  Session,
  SessionCard,
  Speaker,
} from '../schemas';

// Hook options (bulletproof-react's queryConfig / mutationConfig)
export type { MutationConfig, MutationHookOptions, QueryConfig, QueryHookOptions } from './react-query-config';

// Settings and translations
export { getSettings, settingsQueryOptions, useSettings } from './settings/get-settings';
export type { PublicSettings } from './settings/get-settings';
export { getTranslations, translationsQueryOptions, useTranslations } from './translations/get-translations';
export type { Translations } from './translations/get-translations';

// Live updates (GET /api/live, Server-Sent Events)
export { LIVE_EVENT_TYPES, LIVE_MAX_RETRIES, LIVE_RETRY_DELAY_MS } from './live/live-events';
export type { LiveEvent, LiveEventType } from './live/live-events';
export { connectLive, liveUrl } from './live/live-connection';
export type { EventSourceFactory, EventSourceLike, LiveConnection, LiveConnectionOptions, LiveStatus } from './live/live-connection';
export { invalidateForLiveEvent } from './live/invalidate-live';
export { useLiveUpdates } from './live/use-live-updates';
export type { UseLiveUpdatesOptions } from './live/use-live-updates';
