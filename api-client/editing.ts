// The editors' surface of api-client: reads for the editing UI and every write as a mutation hook that owns its cache
// update (no raw write fetchers: views call hooks only). Only the lazy editor and site-settings chunks (and
// editing/, stories) import it. It is apart from index.ts because a bundler puts every module an entry reaches by a
// static import into the entry's chunk, used or not: through index.ts these modules were part of every attendee
// page. Lint keeps renderer/, blocks/ and app/ from importing it.

// Content: environments, saves, pushes, phase assignment
export { allEnvironmentsQueryOptions, useAllEnvironments, useReadAllEnvironments, type AllEnvironmentsAnswer } from './content/get-all-environments';
export { useSavePage, type OutgoingComponent } from './content/save-page';
export { useSaveComponent } from './content/save-component';
export { useCopyToEnvironment } from './content/copy-to-environment';
export { useAssignPhases, type AssignPhasesInput } from './content/assign-phases';

// Translations
export { useTranslationsOf } from './translations/translations-of';
export {
  allTranslationsQueryOptions,
  translationHashOf,
  useAddInitialTranslations,
  useCopyTranslationsToEnvironment,
  useTranslationMetadata,
  useUpdateTranslations,
} from './translations/translation-writes';

// Change logs
export { useContentChangelog, type ChangelogEntry } from './changelog/get-changelog';
export { useContentVersion, useRestoreBlockVersion, useRestorePageVersion } from './changelog/versions';
export { useEnvironmentSettingsChangelog } from './site-editor/settings-changelog';

// Site editor: settings, files, attendee type, testing date
export {
  EMPTY_SETTINGS_HASH,
  useAllSiteEditorSettings,
  useSaveEnvironmentSettings,
  useSaveSiteEditorSettings,
  useSiteEditorSettings,
} from './site-editor/site-editor-settings';
export type { StoredSiteSettings } from './site-editor/site-editor-settings';
export { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS, useSiteFiles, useUploadSiteFile, type StoredSiteFile, type UploadPurpose } from './site-editor/site-files';
export { VIEWABLE_ATTENDEE_TYPES, useChangeAttendeeType } from './site-editor/attendee-type';
export { useSaveTestingDate } from './site-editor/testing-date';

// QA screenshot matrix: runs, captures, baselines, design images.
export {
  MAX_QA_DESIGN_BYTES,
  isOpenRun,
  useApproveQaCaptures,
  useCancelQaRun,
  useQaDesigns,
  useQaImage,
  useQaRun,
  useQaRuns,
  useStartQaRun,
  useUploadQaDesign,
} from './qa/qa';
export type { QaBreakpointKey, QaCapture, QaRun, QaRunRequestBody } from './qa/qa';
// Notification rules (site editors): the management center, the rule form, detail and history.
export {
  useCreateNotificationRule,
  useDeleteNotificationRule,
  useNotificationAttendeeTypes,
  useNotificationRule,
  useNotificationRuleHistory,
  useNotificationRules,
  useNotificationSessionFacets,
  useSetNotificationRuleStatus,
  useUpdateNotificationRule,
} from './site-editor/notification-rules';
export type { NotificationRuleStatusInput, NotificationRuleSummary, NotificationSessionFacets } from './site-editor/notification-rules';
// Preview frames and share links.
export { useCreatePreviewFrames, useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink, type PreviewAudience, type PreviewLink } from './preview/preview-links';
export { setPreviewModeForTests } from './preview-mode';
// The live-now ticker's messages (content editors): the ticker editor's list and writes.
export {
  useCreateTickerMessage,
  useDeleteTickerMessage,
  useReadTickerMessageAgain,
  useTickerMessages,
  useUpdateTickerMessage,
} from './site-editor/ticker-messages';
