/**
 * The site's translations on i18next (DESIGN section 7): texts per language and namespace (loaded from the API,
 * English defaults bundled), `translate.*` keys looked up flat (no key or namespace separator), `{{name}}`
 * placeholders (React escapes, so i18next does not), plural forms `key.one`/`key.other` (the key rule allows no underscore), English as the fallback
 * language, and i18next's built-in Intl formatters (`{{val, datetime}}`, `number`, `relativetime`, `list`).
 *
 * One instance per app root (`createI18n`), never the i18next global: two apps in one process (server rendering,
 * tests) do not share texts or the language.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { pseudoPostProcessor } from '../../schemas';

export type { I18n };

/** Placeholder values, a count for plural forms, the text to show when no language has the key, format params. */
export interface TranslateOptions {
  defaultValue?: string;
  count?: number;
  ns?: string;
  [name: string]: unknown;
}

/** What `useTranslation().t` is: a key and options in, the text out. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

/** Key -> text of one language and namespace, the shape the API answers. */
export type Strings = Readonly<Record<string, string>>;

export const FALLBACK_LANGUAGE = 'en';
export const DEFAULT_NAMESPACE = 'common';

export interface CreateI18nOptions {
  language?: string;
  defaultNamespace?: string;
  /** Initial texts: language -> namespace -> key -> text. */
  resources?: Readonly<Record<string, Readonly<Record<string, Strings>>>>;
}

/** A fresh, initialised i18next instance (synchronously: there is no backend, texts are added as they arrive). */
export function createI18n({ language = FALLBACK_LANGUAGE, defaultNamespace = DEFAULT_NAMESPACE, resources = {} }: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance().use(pseudoPostProcessor);
  const copy: Record<string, Record<string, Record<string, string>>> = {};
  for (const [lng, namespaces] of Object.entries(resources)) {
    copy[lng] = {};
    for (const [ns, strings] of Object.entries(namespaces)) copy[lng][ns] = { ...strings };
  }
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [defaultNamespace],
    defaultNS: defaultNamespace,
    keySeparator: false,
    nsSeparator: false,
    // Plural forms are `key.one`, `key.other`: translation keys hold only letters, digits, dots and hyphens.
    pluralSeparator: '.',
    resources: copy,
    initAsync: false,
    // i18next 25 writes an advertisement to the console once per page unless told not to.
    showSupportNotice: false,
    returnNull: false,
    // The pseudo-locale's texts are the English ones, transformed (schemas/domain/pseudo-locale.ts).
    postProcess: ['pseudo'],
    // A value not passed shows as nothing rather than as braces.
    missingInterpolationHandler: () => '',
    interpolation: { escapeValue: false },
    // Re-render on language changes and when texts arrive (live updates, the in-place translation tools).
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added', useSuspense: false },
  });
  return instance;
}

/** The namespace `t` reads when no `ns` is given. */
export function defaultNamespaceOf(i18n: I18n): string {
  const ns = i18n.options.defaultNS;
  return typeof ns === 'string' ? ns : DEFAULT_NAMESPACE;
}

/**
 * Texts loaded from the API for a language: they replace texts already there (later loads win) and re-render
 * the components that translate (the store's 'added' event).
 */
export function addTranslations(i18n: I18n, language: string, strings: Strings, namespace = defaultNamespaceOf(i18n)): void {
  // The same texts again (the page's HTML brought them, then the shell's effect adds what the query holds) change
  // nothing; adding them would tell every translated component to re-render, all at once, right after hydration.
  const key = `${language}|${namespace}`;
  const added = translationsAdded.get(i18n) ?? new Map<string, Strings>();
  translationsAdded.set(i18n, added);
  if (added.get(key) === strings) return;
  added.set(key, strings);
  i18n.addResourceBundle(language, namespace, strings, true, true);
}

const translationsAdded = new WeakMap<I18n, Map<string, Strings>>();

/** i18next's addResourceBundle with the options its store takes: i18next 25's types leave them out, its runtime passes them on. */
type AddBundleSilently = (lng: string, ns: string, resources: Strings, deep: boolean, overwrite: boolean, options: { silent: boolean }) => unknown;
const addBundleSilently = (i18n: I18n, ...args: Parameters<AddBundleSilently>) => (i18n.addResourceBundle as AddBundleSilently)(...args);

/**
 * A feature namespace's texts, added while its component renders (renderer/i18n/react.tsx): silently, because a
 * change event mid-render would re-render other components; every component of the namespace reads the same query
 * and renders again when it changes, so none keeps an old text.
 */
export function addNamespaceTexts(i18n: I18n, language: string, strings: Strings, namespace: string): void {
  const key = `${language}|${namespace}`;
  const added = translationsAdded.get(i18n) ?? new Map<string, Strings>();
  translationsAdded.set(i18n, added);
  if (added.get(key) === strings) return;
  added.set(key, strings);
  addBundleSilently(i18n, language, namespace, strings, true, true, { silent: true });
}

const defaultsAdded = new WeakMap<I18n, WeakSet<Strings>>();

/**
 * A lazy chunk's English defaults, added once per strings object and instance: deep, never overwriting texts
 * already loaded, so API texts always win. Silent, because chunks add them while rendering, where a change
 * event would re-render the shell mid-render.
 */
export function addDefaults(i18n: I18n, strings: Strings, namespace = defaultNamespaceOf(i18n)): void {
  let added = defaultsAdded.get(i18n);
  if (!added) {
    added = new WeakSet();
    defaultsAdded.set(i18n, added);
  }
  if (added.has(strings)) return;
  added.add(strings);
  addBundleSilently(i18n, FALLBACK_LANGUAGE, namespace, strings, true, false, { silent: true });
}
