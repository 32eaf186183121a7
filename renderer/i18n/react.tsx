import { use, useCallback } from 'react';
import { I18nContext, I18nextProvider, useTranslation as useI18nextTranslation } from 'react-i18next';
import { addDefaults, addNamespaceTexts, defaultNamespaceOf, type I18n, type Strings, type TFunction } from './i18n';
import { useNamespaceTexts } from './namespace-texts';

/** Puts an app root's i18next instance (`createI18n`) into context for `useTranslation`. */
export { I18nextProvider };

/**
 * The one translation hook of the site, for the shell, blocks, the editor and the site tools: react-i18next's
 * `useTranslation` on the instance of the nearest `I18nextProvider`, with an optional set of English defaults
 * (a lazy chunk's own strings), added once and never over texts already loaded.
 *
 * A feature passes its namespace (`translate.{namespace}.…` keys): its texts in the visitor's language are read
 * from the API (renderer/i18n/namespace-texts.ts) and win over the defaults.
 *
 * The component renders again when the language changes or texts arrive, and `t` then gets a new identity, so
 * memoised children that take it render again too.
 */
export function useTranslation(defaults?: Strings, namespace?: string): { t: TFunction; i18n: I18n; language: string } {
  const context = use(I18nContext) as { i18n?: I18n } | undefined;
  const instance = context?.i18n;
  if (!instance) throw new Error('useTranslation needs an I18nextProvider above it');
  // The shell's namespace comes with every page (SiteApp reads it); a feature's own is read here.
  const ns = namespace ?? defaultNamespaceOf(instance);
  const texts = useNamespaceTexts(ns, namespace !== undefined && namespace !== defaultNamespaceOf(instance));
  if (defaults) addDefaults(instance, defaults, ns);
  if (texts) addNamespaceTexts(instance, instance.language, texts, ns);
  const { t: i18nextT } = useI18nextTranslation();
  const t = useCallback<TFunction>((key, options) => String(i18nextT(key, options?.ns ? options : { ...options, ns })), [i18nextT, ns]);
  // The instance itself (stable), not react-i18next's per-language wrapper: effects keyed on it run once.
  return { t, i18n: instance, language: instance.language };
}
