import { createContext } from 'react';
import type { useShell } from '../../../renderer';

export interface SiteLanguage {
  language: string;
  locale: string;
  label: string;
}

const ENGLISH_ONLY: readonly SiteLanguage[] = [{ language: 'en', locale: 'en', label: 'English' }];

/**
 * The site's languages from its settings (English alone when none are configured, as the shell does), each with the
 * locale its texts are stored under.
 */
export function siteLanguages(settings: ReturnType<typeof useShell>['settings']): SiteLanguage[] {
  const configured = settings?.languages ?? [];
  if (configured.length === 0) return [...ENGLISH_ONLY];
  return configured.map((l) => ({
    language: l.language,
    locale: l.langLocale,
    label: l.englishLabel ?? l.langTranslation ?? l.language,
  }));
}

/** A prop value that names a translation (`translate.*`) rather than holding text. */
export function isTranslationKey(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('translate.');
}

/**
 * A new key for a block's text: `translate.<page>.<block>.<prop>`, with a counter when the page's texts have it
 * already. Keys are lower-case like component ids; characters a key does not take become hyphens.
 */
export function newTranslationKey(page: string, componentId: string, prop: string, taken: ReadonlySet<string>): string {
  const part = (text: string) => text.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'text';
  const base = `translate.${part(page)}.${part(componentId)}.${part(prop)}`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The site's languages for the fields (the page editor provides them from the shell's settings); English alone where
 * no shell is around (component tests, stories, the keystroke bench).
 */
export const SiteLanguagesContext = createContext<readonly SiteLanguage[]>(ENGLISH_ONLY);
