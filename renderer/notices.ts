// Editor-facing notice texts: keys of the shell's namespace (renderer/shell/i18n.ts), shown in the editor's language
// by BlockNotice. The first two are spec strings (docs/behaviour/content-and-environments.md, docs/behaviour/README.md
// error table); the functions below give their English.
import { shellStrings, type ShellStringKey } from './shell/i18n';

/** A notice's text: its key and the values of its placeholders (ids and type names, never translated). */
export interface NoticeText {
  key: ShellStringKey;
  values: Readonly<Record<string, string>>;
}

/** The notice in English (its placeholders filled in): where no i18next instance is around (Storybook, tests). */
export function englishText({ key, values }: NoticeText): string {
  return shellStrings[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

export const disabledText = (id: string): NoticeText => ({ key: 'translate.shell.notice.disabled', values: { id } });
export const unresolvedText = (name: string, id: string): NoticeText => ({ key: 'translate.shell.notice.unresolved', values: { name, id } });
export const notAvailableText = (name: string, id: string): NoticeText => ({ key: 'translate.shell.notice.not-available', values: { name, id } });
export const failedText = (name: string, id: string): NoticeText => ({ key: 'translate.shell.notice.failed', values: { name, id } });
export const orphanText = (parent: string): NoticeText => ({ key: 'translate.shell.notice.orphan-parent', values: { parent } });

/** 'Component [id] is disabled' (the spec's text), in English. */
export const disabledMessage = (id: string) => englishText(disabledText(id));
