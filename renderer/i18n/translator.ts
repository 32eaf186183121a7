/**
 * The site's translator: texts per language and namespace (loaded from the API, English defaults bundled),
 * `translate.*` keys looked up flat, `{{name}}` placeholders filled in, plural forms chosen by
 * Intl.PluralRules (`key_one`, `key_other`, … before the bare key), English as the fallback language.
 *
 * Why not i18next: it cost 18 kB gzip (with react-i18next) of the 130 kB every attendee page may load, for
 * backends, formatters and nesting the site does not use. The resource shape is the same, so texts, keys
 * and the API are unchanged.
 */

/** Placeholder values, a count for plural forms, and the text to show when no language has the key. */
export interface TranslateOptions {
  defaultValue?: string;
  count?: number;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

export type Strings = Readonly<Record<string, string>>;

export interface AddStringsOptions {
  namespace?: string;
  /** Whether these strings replace ones already there (default) or only fill gaps (defaults of a lazy chunk). */
  overwrite?: boolean;
  /** No change event: for defaults registered while rendering, where an event would re-render mid-render. */
  silent?: boolean;
}

export interface TranslatorOptions {
  language: string;
  fallbackLanguage?: string;
  defaultNamespace?: string;
  /** Initial texts: language -> namespace -> key -> text. */
  resources?: Readonly<Record<string, Readonly<Record<string, Strings>>>>;
}

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

export class Translator {
  readonly fallbackLanguage: string;
  readonly defaultNamespace: string;
  private current: string;
  private revision = 0;
  private readonly texts = new Map<string, Record<string, string>>();
  private readonly listeners = new Set<() => void>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly defaultsAdded = new WeakSet<Strings>();

  constructor({ language, fallbackLanguage = 'en', defaultNamespace = 'common', resources = {} }: TranslatorOptions) {
    this.current = language;
    this.fallbackLanguage = fallbackLanguage;
    this.defaultNamespace = defaultNamespace;
    for (const [lang, namespaces] of Object.entries(resources)) {
      for (const [namespace, strings] of Object.entries(namespaces)) this.addStrings(lang, strings, { namespace, silent: true });
    }
  }

  get language(): string {
    return this.current;
  }

  /** Bumped on every language change and every non-silent addition, so readers know to render again. */
  get version(): number {
    return this.revision;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  setLanguage(language: string): void {
    if (language === this.current) return;
    this.current = language;
    this.changed();
  }

  addStrings(language: string, strings: Strings, options: AddStringsOptions = {}): void {
    const { namespace = this.defaultNamespace, overwrite = true, silent = false } = options;
    const slot = `${language}|${namespace}`;
    const present = this.texts.get(slot) ?? {};
    this.texts.set(slot, overwrite ? { ...present, ...strings } : { ...strings, ...present });
    if (!silent) this.changed();
  }

  /**
   * A lazy chunk's English defaults, added once per strings object: they fill gaps and never replace texts
   * already loaded. Silent, because chunks add them while rendering, where a change event would re-render
   * the shell mid-render.
   */
  addDefaults(strings: Strings, language = this.fallbackLanguage): void {
    if (this.defaultsAdded.has(strings)) return;
    this.defaultsAdded.add(strings);
    this.addStrings(language, strings, { overwrite: false, silent: true });
  }

  hasStrings(language: string, namespace = this.defaultNamespace): boolean {
    return this.texts.has(`${language}|${namespace}`);
  }

  /** Whether the language (the current one by default) or the fallback has a text for the key. */
  exists(key: string, language = this.current, namespace = this.defaultNamespace): boolean {
    return this.lookup(key, language, namespace) !== undefined;
  }

  readonly t: TFunction = (key, options = {}) => {
    const namespace = typeof options.ns === 'string' ? options.ns : this.defaultNamespace;
    const count = options.count;
    const plural = typeof count === 'number' ? this.lookup(`${key}_${this.pluralOf(count)}`, this.current, namespace) : undefined;
    const text = plural ?? this.lookup(key, this.current, namespace) ?? options.defaultValue ?? key;
    // A value not passed shows as nothing rather than as braces (as i18next does).
    return text.replace(PLACEHOLDER, (_, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? '' : String(value as string | number);
    });
  };

  private lookup(key: string, language: string, namespace: string): string | undefined {
    return this.texts.get(`${language}|${namespace}`)?.[key] ?? this.texts.get(`${this.fallbackLanguage}|${namespace}`)?.[key];
  }

  private pluralOf(count: number): Intl.LDMLPluralRule {
    let rules = this.plurals.get(this.current);
    if (!rules) {
      try {
        rules = new Intl.PluralRules(this.current);
      } catch {
        rules = new Intl.PluralRules(this.fallbackLanguage);
      }
      this.plurals.set(this.current, rules);
    }
    return rules.select(count);
  }

  private changed(): void {
    this.revision += 1;
    for (const listener of [...this.listeners]) listener();
  }
}
