import { ENVIRONMENTS, type Environment } from '../../schemas';
import type { DemoTranslation } from './types';
import { CONTENT_TEXT, PAGE_NOTES, PAGE_TITLES, PHASE_NOTES, SHELL_TEXT, pageMetaTexts } from './translation-text';
import { CONTENT_PAGE_NOTES, CONTENT_PAGE_TEXT } from './page-text';
import { JA_TEXT } from './ja-text';
import { UI_TEXTS } from './ui-text';

/**
 * The shell's and the content's keys live in one namespace, so every page reads them in a single fetch per locale;
 * the blocks' UI words live in a namespace per feature (server/demo/ui-text/), read with the blocks that use them.
 */
export const TRANSLATION_NAMESPACE = 'common';

export const TRANSLATION_LOCALES = [
  { language: 'en', locale: 'en-US', index: 0 },
  { language: 'de', locale: 'de-DE', index: 1 },
  { language: 'ja', locale: 'ja-JP', index: 2 },
] as const;

/** Keys that exist only where they were added first (cont, then pushed to uat; prod not yet). */
const NOT_IN_PROD = new Set(['translate.home.hero.title-2027', 'translate.home.festival.ai-day.title', 'translate.home.festival.ai-day.body']);

/** cont carries a newer English wording of the hero subtitle that has not been pushed. */
const CONT_OVERRIDES: Record<string, string> = {
  'translate.home.hero.subtitle': 'Seattle and online · May 18–20, 2027 · AI Builders Day May 17',
};

function allTexts(): [string, readonly [string, string]][] {
  const pageRows: [string, readonly [string, string]][] = [];
  for (const [page, title] of Object.entries(PAGE_TITLES)) {
    pageRows.push([`translate.${page}.heading`, title]);
    for (const [note, text] of Object.entries(PHASE_NOTES)) pageRows.push([`translate.${page}.${note}`, PAGE_NOTES[page] ?? CONTENT_PAGE_NOTES[page] ?? text]);
  }
  return [...Object.entries(SHELL_TEXT), ...pageRows, ...Object.entries(pageMetaTexts()), ...Object.entries(CONTENT_TEXT), ...Object.entries(CONTENT_PAGE_TEXT)];
}

export function generateTranslations(): DemoTranslation[] {
  const texts = allTexts();
  const rows: DemoTranslation[] = [];
  for (const environment of ENVIRONMENTS) {
    for (const { language, locale, index } of TRANSLATION_LOCALES) {
      for (const [key, pair] of texts) {
        if (environment === 'prod' && NOT_IN_PROD.has(key)) continue;
        const content = environment === 'cont' && language === 'en' && CONT_OVERRIDES[key] !== undefined ? CONT_OVERRIDES[key] : textIn(index, key, pair);
        if (content !== undefined) rows.push({ environment, language, locale, namespace: TRANSLATION_NAMESPACE, key, content });
      }
      if (language === 'en') continue;
      // The shell's UI words share the `common` namespace with the content keys; a key listed there wins.
      const common = new Set(texts.map(([key]) => key));
      for (const [namespace, text] of Object.entries(UI_TEXTS)) {
        for (const [key, content] of Object.entries(text[language])) {
          if (namespace !== TRANSLATION_NAMESPACE || !common.has(key)) rows.push({ environment, language, locale, namespace, key, content });
        }
      }
    }
  }
  return rows;
}

/** A key's text in the language at `index` (0 English, 1 German, 2 Japanese); undefined when it has none. */
function textIn(index: number, key: string, pair: readonly [string, string]): string | undefined {
  return index === 2 ? JA_TEXT[key] : pair[index];
}

export function translationKeysOf(rows: readonly DemoTranslation[], environment: Environment, locale: string): Set<string> {
  return new Set(rows.filter((r) => r.environment === environment && r.locale === locale).map((r) => r.key));
}
