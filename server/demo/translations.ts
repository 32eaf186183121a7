import { ENVIRONMENTS, type Environment } from '../../schemas';
import type { DemoTranslation } from './types';
import { CONTENT_TEXT, PAGE_NOTES, PAGE_TITLES, PHASE_NOTES, SHELL_TEXT } from './translation-text';
import { CONTENT_PAGE_NOTES, CONTENT_PAGE_TEXT } from './page-text';

/** Every demo key lives in one namespace, so a page needs a single translation fetch per locale. */
export const TRANSLATION_NAMESPACE = 'common';

export const TRANSLATION_LOCALES = [
  { language: 'en', locale: 'en-US', index: 0 },
  { language: 'de', locale: 'de-DE', index: 1 },
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
  return [...Object.entries(SHELL_TEXT), ...pageRows, ...Object.entries(CONTENT_TEXT), ...Object.entries(CONTENT_PAGE_TEXT)];
}

export function generateTranslations(): DemoTranslation[] {
  const texts = allTexts();
  const rows: DemoTranslation[] = [];
  for (const environment of ENVIRONMENTS) {
    for (const { language, locale, index } of TRANSLATION_LOCALES) {
      for (const [key, pair] of texts) {
        if (environment === 'prod' && NOT_IN_PROD.has(key)) continue;
        const content = environment === 'cont' && language === 'en' && CONT_OVERRIDES[key] !== undefined ? CONT_OVERRIDES[key] : pair[index];
        rows.push({ environment, language, locale, namespace: TRANSLATION_NAMESPACE, key, content: content as string });
      }
    }
  }
  return rows;
}

export function translationKeysOf(rows: readonly DemoTranslation[], environment: Environment, locale: string): Set<string> {
  return new Set(rows.filter((r) => r.environment === environment && r.locale === locale).map((r) => r.key));
}
