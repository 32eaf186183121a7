// The public surface of api-client/: the only module other folders import from it.
// Nothing outside api-client calls fetch; everything goes through these fetchers and hooks.

// Configuration, environment, errors
export { configureApiClient, getApiClientConfig, resetApiClientConfig } from './config';
export type { ApiClientConfig } from './config';
export { DEFAULT_ENVIRONMENT, ENVIRONMENTS, getSiteEnvironment, isEnvironment } from './site-env';
export type { Environment } from './site-env';
export { ApiError, CLIENT_ERROR_CODES, isApiError } from './api-error';
export type { ApiErrorInit } from './api-error';
export { apiRequest, clearEtagCache, isShownError, subscribeApiErrorNotices } from './http';
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
} from './api-types';

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
export { PERSONAS } from './auth/types';
export type { Persona, SessionState, SessionUser } from './auth/types';
export { getSession, getValidToken, isExpired, subscribeSession } from './auth/session-store';
export { jwtExpiry, signIn, signOut } from './auth/sign-in';
export type { SignInAnswer } from './auth/sign-in';
export { useSession } from './auth/use-session';
export { sessionQueryOptions } from './auth/session-query';
export { currentUserQueryOptions, getCurrentUser, useCurrentUser } from './auth/current-user';

// System: ping, version, chrome
export {
  PING_FAILURE_MESSAGE,
  PING_RESTRICTED_IP_MESSAGE,
  connectionMessages,
  getPing,
  ping,
  pingQueryOptions,
  usePing,
} from './system/ping';
export { getVersion, useVersion, versionQueryOptions } from './system/get-version';
export { chromeQueryOptions, getChrome, useChrome } from './system/get-chrome';

// Content
export { getPage, pagePath, pageQueryOptions, usePage } from './content/get-page';
export type { PageParams } from './content/get-page';
export { allEnvironmentsQueryOptions, getAllEnvironments, useAllEnvironments } from './content/get-all-environments';
export type { AllEnvironmentsAnswer } from './content/get-all-environments';
export { savePage, useSavePage } from './content/save-page';
export type { OutgoingComponent, SavePageInput } from './content/save-page';
export { saveComponent, saveComponentPath, useSaveComponent } from './content/save-component';
export type { SaveComponentInput } from './content/save-component';
export { copyToEnvironment, useCopyToEnvironment } from './content/copy-to-environment';
export type { CopyToEnvironmentInput } from './content/copy-to-environment';
export type { PageDocument, SaveResult } from './content/types';

// Settings and translations
export { getSettings, settingsQueryOptions, useSettings } from './settings/get-settings';
export type { PublicSettings } from './settings/get-settings';
export { getTranslations, translationsQueryOptions, useTranslations } from './translations/get-translations';
export type { Translations } from './translations/get-translations';
export {
  addInitialTranslations,
  allTranslationsQueryOptions,
  copyTranslationsToEnvironment,
  getAllTranslations,
  updateTranslations,
  useAllTranslations,
} from './translations/translation-writes';
export type { AllTranslations, TranslationItem, TranslationWriteAnswer } from './translations/translation-writes';

// Live updates (GET /api/live, Server-Sent Events)
export { LIVE_EVENT_TYPES, LIVE_MAX_RETRIES, LIVE_RETRY_DELAY_MS } from './live/live-events';
export type { LiveEvent, LiveEventType } from './live/live-events';
export { connectLive, liveUrl } from './live/live-connection';
export type { EventSourceFactory, EventSourceLike, LiveConnection, LiveConnectionOptions, LiveStatus } from './live/live-connection';
export { invalidateForLiveEvent } from './live/invalidate-live';
export { useLiveUpdates } from './live/use-live-updates';
export type { UseLiveUpdatesOptions } from './live/use-live-updates';

// Change logs
export {
  contentChangelogQueryOptions,
  getContentChangelog,
  getSettingsChangelog,
  settingsChangelogQueryOptions,
  useContentChangelog,
  useSettingsChangelog,
} from './changelog/get-changelog';
export type { ChangelogChange, ChangelogEntry } from './changelog/get-changelog';

// Site editor
export {
  allSiteEditorSettingsQueryOptions,
  getAllSiteEditorSettings,
  getSiteEditorSettings,
  saveEnvironmentSettings,
  saveSiteEditorSettings,
  siteEditorSettingsQueryOptions,
  useAllSiteEditorSettings,
  useSaveEnvironmentSettings,
  useSaveSiteEditorSettings,
  useSiteEditorSettings,
} from './site-editor/site-editor-settings';
export type {
  AllSiteEditorSettings,
  SaveEnvironmentSettingsInput,
  SaveSettingsResult,
  SaveSiteEditorSettingsInput,
  StoredSiteSettings,
} from './site-editor/site-editor-settings';
export { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS, uploadSiteFile, useUploadSiteFile } from './site-editor/site-files';
export type { StoredSiteFile, UploadPurpose, UploadSiteFileInput } from './site-editor/site-files';
export { VIEWABLE_ATTENDEE_TYPES, changeAttendeeType, resetAttendeeType, useChangeAttendeeType } from './site-editor/attendee-type';
export type { AttendeeTypeResult, ViewableAttendeeType } from './site-editor/attendee-type';
export {
  environmentSettingsChangelogQueryOptions,
  getEnvironmentSettingsChangelog,
  useEnvironmentSettingsChangelog,
} from './site-editor/settings-changelog';
export { saveTestingDate, useSaveTestingDate } from './site-editor/testing-date';
export type { SaveTestingDateInput, SaveTestingDateResult } from './site-editor/testing-date';
