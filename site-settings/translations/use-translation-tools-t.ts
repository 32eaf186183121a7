import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translationStrings } from './strings';

const registered = new WeakSet<I18n>();

/** The shell's t with this tool's English defaults added once (texts loaded from the API win). */
export function useTranslationToolsT(): TFunction {
  const { t, i18n } = useTranslation();
  if (!registered.has(i18n)) {
    registered.add(i18n);
    const ns = typeof i18n.options.defaultNS === 'string' ? i18n.options.defaultNS : 'common';
    // Silent: this runs while rendering; an 'added' event would re-render the shell mid-render.
    i18n.addResourceBundle('en', ns, translationStrings, true, false, { silent: true });
  }
  return t;
}
