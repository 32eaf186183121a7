// The editors' surface of api-client: writes, environment compare, change logs and the site tools' calls.
// Only the lazy editor and site-settings chunks import it. It is apart from index.ts because a bundler puts
// every module an entry reaches by a static import into the entry's chunk, used or not: through index.ts these
// modules were part of every attendee page. Lint keeps renderer/, blocks/ and app/ from importing it.

export { allEnvironmentsQueryOptions, getAllEnvironments, useAllEnvironments } from './content/get-all-environments';
export type { AllEnvironmentsAnswer } from './content/get-all-environments';
export { savePage, useSavePage } from './content/save-page';
export type { OutgoingComponent, SavePageInput } from './content/save-page';
export { saveComponent, saveComponentPath, useSaveComponent } from './content/save-component';
export type { SaveComponentInput } from './content/save-component';
export { copyToEnvironment, useCopyToEnvironment } from './content/copy-to-environment';
export type { CopyToEnvironmentInput } from './content/copy-to-environment';
export {
  addInitialTranslations,
  allTranslationsQueryOptions,
  copyTranslationsToEnvironment,
  getAllTranslations,
  updateTranslations,
  useAllTranslations,
} from './translations/translation-writes';
export type { AllTranslations, TranslationItem, TranslationWriteAnswer } from './translations/translation-writes';
export {
  contentChangelogQueryOptions,
  getContentChangelog,
  getSettingsChangelog,
  settingsChangelogQueryOptions,
  useContentChangelog,
  useSettingsChangelog,
} from './changelog/get-changelog';
export type { ChangelogChange, ChangelogEntry } from './changelog/get-changelog';
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
