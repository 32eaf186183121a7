/**
 * The answer and body types of the API, generated from schemas/api/*.schema.json (the same schemas the
 * server's routes declare). This file is the one place api-client names them.
 */
export type { PageComponent, PageLayout, SiteSettings } from '../schemas';
export type {
  AuthUser,
  ChangelogAnswer,
  ChangelogAnswerEntry,
  ChromeAnswer,
  ContentAllAnswer,
  CopyToEnvironmentBody,
  DevSignInAnswer,
  PageLayoutAnswer,
  PageLayoutAnswerComponent,
  PhaseAssignmentAnswer,
  PhaseAssignmentBody,
  PhaseAssignmentBodyTarget,
  PingAnswer,
  SaveComponentAnswer,
  SaveComponentBody,
  SavePageAnswer,
  SavePageBody,
  SettingsAnswer,
  SiteEditorAllAnswer,
  SiteEditorAnswer,
  SiteEditorBody,
  SiteEditorSaveAnswer,
  SiteEditorSettingBody,
  TestingDateAnswer,
  TestingDateBody,
  TranslationMap,
  TranslationMetadataAnswer,
  VersionAnswer,
} from '../schemas';
