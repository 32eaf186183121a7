/**
 * The answer and body types of the API, generated from schemas/api/*.schema.json (the same schemas the
 * server's routes declare). This file is the one place api-client names them.
 */
export type { PageComponent, PageLayout, SiteSettings } from '../schemas';

// schemas/index.ts does not re-export the generated API types yet; once it does, this import moves
// to '../schemas' and nothing else in api-client changes.
export type {
  AuthUser,
  ChangelogAnswer,
  ChromeAnswer,
  ContentAllAnswer,
  CopyToEnvironmentBody,
  DevSignInAnswer,
  PageLayoutAnswer,
  PageLayoutAnswerComponent,
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
  VersionAnswer,
} from '../schemas/generated/types';
