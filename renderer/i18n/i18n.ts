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

/** A `t` that takes only the keys of one strings table: a screen's parts pass it down typed by their keys. */
export type KeyedT<Table> = (key: keyof Table & string, options?: Record<string, unknown>) => string;

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
  const instance = i18next.createInstance().use(pseudoPostProcessor).use(keysReadRecorder);
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
    postProcess: ['pseudo', KEYS_READ],
    // A value not passed shows as nothing rather than as braces.
    missingInterpolationHandler: () => '',
    interpolation: { escapeValue: false },
    // Re-render on language changes and when texts arrive (live updates, the in-place translation tools).
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added', useSuspense: false },
  });
  keysRead.set(translatorOf(instance), new Set());
  return instance;
}

const KEYS_READ = 'keys-read';
const keysRead = new WeakMap<object, Set<string>>();
const translatorOf = (i18n: I18n) => (i18n as unknown as { translator: object }).translator;

/**
 * Records the keys every `t` of an instance looks up. i18next's post-processors are registered for all instances
 * and called with the instance's translator, which finds its own record.
 */
const keysReadRecorder = {
  type: 'postProcessor' as const,
  name: KEYS_READ,
  process(value: string, key: string | string[], options: LookupOptions, translator: object): string {
    const keys = Array.isArray(key) ? key : [key];
    const read = keysRead.get(translator);
    if (read) for (const k of keys) read.add(k);
    const missing = onMissing.get(translator);
    if (missing && namespaceOf(translator as Translator, options) === missing.namespace && !keys.some((k) => holds(translator as Translator, k, options))) {
      onMissing.delete(translator);
      missing.callback();
    }
    return value;
  },
};

interface Translator {
  language?: string;
  options: { defaultNS?: unknown };
  resourceStore: { data: Readonly<Record<string, Readonly<Record<string, Strings | undefined>> | undefined>> };
}

type LookupOptions = { lng?: string; ns?: string | readonly string[] };

const onMissing = new WeakMap<object, { namespace: string; callback: () => void }>();

function namespaceOf(translator: Translator, options: LookupOptions): string {
  const ns = options.ns ?? translator.options.defaultNS;
  return typeof ns === 'string' ? ns : Array.isArray(ns) && typeof ns[0] === 'string' ? ns[0] : DEFAULT_NAMESPACE;
}

/**
 * Whether the language being shown has a text for the key in its namespace (itself or a plural form). Read from the
 * store's data directly: the texts are flat (no key separator), and this runs on every `t` of the namespace while
 * part of it is missing. i18next's getResource searches every missed key again as a path (a plural key misses its
 * base form first); through it this check was about 15 % of what `t` costs.
 */
function holds(translator: Translator, key: string, options: LookupOptions): boolean {
  const lng = options.lng ?? translator.language ?? FALLBACK_LANGUAGE;
  const strings = translator.resourceStore.data[lng]?.[namespaceOf(translator, options)];
  if (!strings) return false;
  if (strings[key] !== undefined) return true;
  for (const form of PLURAL_FORMS) if (strings[`${key}.${form}`] !== undefined) return true;
  return false;
}

/**
 * Calls `callback` once, the first time `t` looks up a key of `namespace` that the language being shown has no
 * text for (the browser, when the page brought only part of that namespace: app/main.tsx).
 */
export function whenTextMissing(i18n: I18n, namespace: string, callback: () => void): void {
  onMissing.set(translatorOf(i18n), { namespace, callback });
}

/**
 * The keys `t` has looked up on this instance so far (plural forms under their base key). The server's render
 * sends the browser only the shell's texts it read (app/ssr/state.ts); the browser adds the rest quietly when none
 * of it was read (addTranslations).
 */
export function keysReadBy(i18n: I18n): ReadonlySet<string> {
  return keysRead.get(translatorOf(i18n)) ?? new Set();
}

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_FORM = new RegExp(`\\.(${PLURAL_FORMS.join('|')})$`);
const wasRead = (key: string, read: ReadonlySet<string>) => read.has(key) || read.has(key.replace(PLURAL_FORM, ''));

/** The texts of `strings` whose keys were read (a plural form when its base key was). */
export function textsRead(strings: Strings, read: ReadonlySet<string>): Strings {
  return Object.fromEntries(Object.entries(strings).filter(([key]) => wasRead(key, read)));
}

/** Whether `next` only adds texts to `before`, none of which was read: the screen shows nothing of what it adds. */
function addsOnlyUnread(before: Strings, next: Strings, read: ReadonlySet<string>): boolean {
  for (const [key, text] of Object.entries(before)) if (next[key] !== text) return false;
  for (const key of Object.keys(next)) if (!(key in before) && wasRead(key, read)) return false;
  return true;
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
  const before = added.get(key);
  if (before === strings) return;
  added.set(key, strings);
  if (before !== undefined && Object.keys(before).some((k) => k in strings && strings[k] !== before[k])) changedTexts += 1;
  // The rest of a namespace whose page brought only the texts it showed (app/ssr/state.ts): nothing on screen
  // changes, so nothing re-renders.
  if (before !== undefined && addsOnlyUnread(before, strings, keysReadBy(i18n))) addBundleSilently(i18n, language, namespace, strings, true, true, { silent: true });
  else i18n.addResourceBundle(language, namespace, strings, true, true);
}

const translationsAdded = new WeakMap<I18n, Map<string, Strings>>();
let changedTexts = 0;

/**
 * How many times loaded texts replaced a text with another one (a live edit, another language's texts). A block
 * that keeps the server's HTML (renderer/Block.tsx) may show such a text without it being in its props.
 */
export const textChanges = (): number => changedTexts;

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
