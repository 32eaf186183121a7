// The public surface of api-client/: the only module other folders import from it.
// Nothing outside api-client calls fetch; everything goes through these fetchers and hooks.

// Configuration, environment, errors
export { configureApiClient, resetApiClientConfig } from './config';
export { ENVIRONMENTS } from '../schemas';
export type { Environment } from '../schemas';
export { getSiteEnvironment } from './site-env';
export { getPreviewMode, previewModeOf, setPreviewModeSource } from './preview-mode';
export type { PreviewMode } from './preview-mode';
export { ApiError, CLIENT_ERROR_CODES, isApiError } from './api-error';
export { apiRequest, clearEtagCache, isShownError, setApiPreviewDate, subscribeApiErrorNotices } from './http';

// API types (generated from schemas/api)
export type { SaveComponentAnswer, SavePageAnswer } from '../schemas/api-types';

// Query client and keys
export { createQueryClient, hydratedAnswersReadAs } from './query-client';
export { queryKeys } from './query-keys';

// Static fallback
export { resetStaticFallbackState, useStaticFallbackActive } from './static-fallback';

// Auth
export { PERSONAS } from '../schemas';
export type { Persona } from '../schemas';
export { getSession } from './auth/session-store';
export { signIn, signInStartPath, signOut, signOutEverywhere } from './auth/sign-in';
export { useSession } from './auth/use-session';
export { viewerKey, viewerKeyOrAnonymous } from './auth/viewer-key';
export { SessionSnapshotProvider } from './auth/session-snapshot';
export { previewSession } from './auth/token-storage';

// System: ping, version, chrome
export { ping } from './system/ping';
export { useVersion } from './system/get-version';
export { chromeQueryOptions, useChrome } from './system/get-chrome';

// Content
export { getPage, pageQueryOptions, usePage } from './content/get-page';
export type { PageDocument } from './content/types';

// Catalog: sessions, facets, speakers, companies by kind, favorites (server/catalog). The one list's query options are
// here (light: the data blocks of every page read through them); the rest of the catalog is api-client/catalog.ts.
export { catalogListQueryOptions } from './catalog/lists';

// Settings and translations
export { getSettings, settingsQueryOptions, useSettings } from './settings/get-settings';
export type { PublicSettings } from './settings/get-settings';
export { translationsQueryOptions, useTranslations } from './translations/get-translations';

// Live updates (GET /api/live, Server-Sent Events)
export { LIVE_EVENT_TYPES } from './live/live-events';
export type { LiveEvent, LiveEventType } from './live/live-events';
export type { EventSourceFactory, EventSourceLike } from './live/live-connection';
export { invalidateForLiveEvent } from './live/invalidate-live';
export { useLiveUpdates } from './live/use-live-updates';
export { liveNoticeStrings } from './live/notice-text';
export type { LiveNotice } from './live/notice-text';
