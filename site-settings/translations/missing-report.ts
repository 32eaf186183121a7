import { blockTypesReading, uiNamespaces } from '../../blocks/ui-strings';
import { shellNamespace, siteRoutes } from '../../renderer';
import type { SiteLanguage } from './KeyEditor';
import { translationKeysOf } from './page-keys';
import { uiKeysOf } from './ui-keys';

type Texts = Readonly<Record<string, string>>;

/** What a page's layouts (every phase of one environment) hold: its block types and the content keys in their props. */
export interface PageUsage {
  page: string;
  blockTypes: ReadonlySet<string>;
  contentKeys: readonly string[];
}

/** A key a language has no text for. */
export interface MissingKey {
  key: string;
  /** Where its texts live: the block's namespace (UI keys) or the shell's (content keys of block props). */
  namespace: string;
  kind: 'ui' | 'content';
  /** The English text: the site's English language's (for a UI key, else its default); null: none. */
  english: string | null;
  /** The pages (layout ids) that use the key. */
  pages: readonly string[];
  /** UI keys: the block types that read its namespace. */
  blockTypes: readonly string[];
}

export interface LanguageReport {
  language: SiteLanguage;
  missing: readonly MissingKey[];
}

/** The page layouts of the site: the layout ids of its page routes, each once (sessions/:id -> sessions-detail). */
export function sitePageIds(): string[] {
  return [...new Set(siteRoutes.filter((r) => r.view === 'page').map((r) => r.layoutId))];
}

/** A layout id's address below the language, as its route names it (`sessions-detail` -> `sessions/:id`). */
export function pathOfPage(page: string): string {
  return siteRoutes.find((r) => r.view === 'page' && r.layoutId === page)?.path ?? page;
}

export function usageOfPage(page: string, layouts: readonly { components: readonly { component: string; props?: unknown }[] }[]): PageUsage {
  const components = layouts.flatMap((l) => l.components);
  return { page, blockTypes: new Set(components.map((c) => c.component)), contentKeys: translationKeysOf(components) };
}

/** Whether a language looks the key up: a plural form (`.one`, `.few`, …) only where the language has that form. */
export function wantedIn(locale: string, key: string): boolean {
  const form = /\.(zero|one|two|few|many|other)$/.exec(key)?.[1];
  if (!form) return true;
  try {
    return new Intl.PluralRules(locale).resolvedOptions().pluralCategories.includes(form as Intl.LDMLPluralRule);
  } catch {
    return true;
  }
}

const hasText = (texts: Texts | undefined, key: string) => (texts?.[key] ?? '').trim() !== '';

/** Used pages first (a visitor sees those), then in the order found. */
const byUse = (a: MissingKey, b: MissingKey) => Number(a.pages.length === 0) - Number(b.pages.length === 0);

/**
 * Per language of the site, the keys without a text in it, each with the pages that use it. UI keys (every block
 * namespace's) count in the languages other than the first and English ones, which show the English defaults; a
 * page uses one when its layouts hold a block type that reads the key's namespace. Content keys (in block props)
 * count in every language; a page uses one when its blocks' props hold it. `textsOf` answers a language's texts of a
 * namespace (undefined while unknown, which counts as none).
 */
export function missingTranslations(
  languages: readonly SiteLanguage[],
  usage: readonly PageUsage[],
  textsOf: (locale: string, namespace: string) => Texts | undefined,
): LanguageReport[] {
  const english = languages.find((l) => l.language === 'en') ?? languages[0];
  const ui = uiNamespaces().flatMap((ns) => {
    const blockTypes = blockTypesReading(ns);
    const pages = usage.filter((u) => blockTypes.some((type) => u.blockTypes.has(type))).map((u) => u.page);
    // What English visitors see: the text the English language has, else the default.
    const overrides = english ? textsOf(english.locale, ns) : undefined;
    return uiKeysOf(ns).map((k): MissingKey => {
      const own = overrides?.[k.key];
      return { key: k.key, namespace: ns, kind: 'ui', english: own?.trim() ? own : k.english, pages, blockTypes };
    });
  });
  const contentPages = new Map<string, string[]>();
  for (const u of usage) for (const key of u.contentKeys) contentPages.set(key, [...(contentPages.get(key) ?? []), u.page]);
  const content = [...contentPages].map(([key, pages]): MissingKey => {
    const text = english ? textsOf(english.locale, shellNamespace)?.[key] : undefined;
    return { key, namespace: shellNamespace, kind: 'content', english: text?.trim() ? text : null, pages, blockTypes: [] };
  });
  return languages.map((language, index) => {
    const hasDefaults = index === 0 || language.language === 'en';
    const candidates = hasDefaults ? content : [...ui, ...content];
    const missing = candidates.filter((k) => wantedIn(language.locale, k.key) && !hasText(textsOf(language.locale, k.namespace), k.key));
    return { language, missing: missing.sort(byUse) };
  });
}
