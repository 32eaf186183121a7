import { use, useCallback, useSyncExternalStore } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { addDefaults, addNamespaceTexts, defaultNamespaceOf, type I18n, type Strings, type TFunction } from './i18n';
import { useNamespaceTexts } from './namespace-texts';

/** Puts an app root's i18next instance (`createI18n`) into context for `useTranslation`. */
export { I18nextProvider };

/**
 * What makes translated components render again: a revision per i18next instance, moved on by a change of language
 * and by texts added loudly (live updates, the in-place translation tools; the silent adds made while rendering do
 * not count). One listener per instance, however many components translate: react-i18next's own hook bound two
 * events and kept state and effects in every one of them, a tenth of the hydration of a page of session tiles.
 */
interface Revision {
  value: number;
  subscribe: (listener: () => void) => () => void;
}
const revisions = new WeakMap<I18n, Revision>();

function revisionOf(i18n: I18n): Revision {
  const known = revisions.get(i18n);
  if (known) return known;
  const listeners = new Set<() => void>();
  const made: Revision = {
    value: 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const bump = () => {
    made.value += 1;
    for (const listener of [...listeners]) listener();
  };
  i18n.on('languageChanged', bump);
  i18n.store.on('added', bump);
  revisions.set(i18n, made);
  return made;
}

/**
 * The one translation hook of the site, for the shell, blocks, the editor and the site tools: the i18next instance
 * of the nearest `I18nextProvider`, with an optional set of English defaults (a lazy chunk's own strings), added once
 * and never over texts already loaded.
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
  const changes = revisionOf(instance);
  const revision = useSyncExternalStore(changes.subscribe, () => changes.value, () => changes.value);
  // A new function whenever what it answers may have changed: the language, texts added, this namespace's texts.
  const t = useCallback<TFunction>(
    (key, options) => String(instance.t(key, options?.ns ? options : { ...options, ns })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision and texts change what instance.t answers
    [instance, ns, revision, texts],
  );
  // The instance itself (stable), not a per-language wrapper: effects keyed on it run once.
  return { t, i18n: instance, language: instance.language };
}
