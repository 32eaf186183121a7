import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { editorStrings } from './strings';

const registered = new WeakSet<I18n>();

/** Adds the editor's English defaults to an i18next instance once; translations already loaded win. */
export function registerEditorStrings(i18n: I18n): void {
  if (registered.has(i18n)) return;
  registered.add(i18n);
  const ns = typeof i18n.options.defaultNS === 'string' ? i18n.options.defaultNS : 'common';
  // Silent: registering happens while the editor renders; an 'added' event would re-render the shell mid-render.
  i18n.addResourceBundle('en', ns, editorStrings, true, false, { silent: true });
}

/** The shell's t, with the editor's English defaults registered. */
export function useEditorT(): TFunction {
  const { t, i18n } = useTranslation();
  registerEditorStrings(i18n);
  return t;
}
