// The report's rules and the page's UI key groups, on the fixture's namespaces (site-settings/test-support/
// ui-strings-fixture.ts): UI keys count missing outside the first (English) language, plural forms only where the
// language has them, content keys in every language; pages by the block types that read a namespace.
import { describe, expect, it, vi } from 'vitest';
import type { SiteLanguage } from './KeyEditor';
import { missingTranslations, pathOfPage, sitePageIds, usageOfPage, wantedIn } from './missing-report';
import { uiKeyGroupsOf } from './ui-keys';

vi.mock('../../blocks/ui-strings', () => import('../test-support/ui-strings-fixture'));

const LANGUAGES: SiteLanguage[] = [
  { language: 'en', locale: 'en-US', label: 'English' },
  { language: 'de', locale: 'de-DE', label: 'Deutsch' },
  { language: 'ja', locale: 'ja-JP', label: '日本語' },
];

const usage = [
  usageOfPage('home', [
    { components: [{ component: 'testHeading', props: { text: 'translate.home.title' } }] },
    { components: [{ component: 'testHeading', props: { items: [{ label: 'translate.home.later' }] } }] },
  ]),
  usageOfPage('sessions', [{ components: [{ component: 'otherBlock', props: {} }] }]),
];

const TEXTS: Record<string, Record<string, Record<string, string>>> = {
  'en-US': { common: { 'translate.home.title': 'Welcome', 'translate.home.later': ' ' }, 'shared-bits': { 'translate.shared-bits.more': 'Show more' } },
  'de-DE': { probe: { 'translate.probe.close': 'Schließen' }, common: { 'translate.home.later': 'Später' } },
  'ja-JP': { probe: { 'translate.probe.items.other': '{{count}} 件' } },
};
const textsOf = (locale: string, ns: string) => TEXTS[locale]?.[ns];

describe('the missing-translation report', () => {
  const [en, de, ja] = missingTranslations(LANGUAGES, usage, textsOf);
  const keysOf = (report: typeof en) => report!.missing.map((k) => k.key);

  it('counts only content keys in the first language (its UI keys show the English defaults); a blank text is none', () => {
    expect(keysOf(en)).toEqual(['translate.home.later']);
    expect(en!.missing[0]).toMatchObject({ kind: 'content', namespace: 'common', english: null, pages: ['home'] });
  });

  it('counts the UI keys elsewhere, plural forms only where the language has them, used keys first', () => {
    expect(keysOf(de)).toEqual([
      'translate.probe.items.one',
      'translate.probe.items.other',
      'translate.shared-bits.more',
      'translate.home.title',
      'translate.unused.hint',
    ]);
    // Japanese has one plural form (.other), which it has.
    expect(keysOf(ja)).toEqual(['translate.probe.close', 'translate.shared-bits.more', 'translate.home.title', 'translate.home.later', 'translate.unused.hint']);
  });

  it('names the pages that use a key and the blocks that read a UI key', () => {
    const more = de!.missing.find((k) => k.key === 'translate.shared-bits.more');
    // The English text English visitors see: the site's own where it has one, else the default.
    expect(more).toMatchObject({ kind: 'ui', namespace: 'shared-bits', english: 'Show more', pages: ['home', 'sessions'], blockTypes: ['testHeading', 'otherBlock'] });
    expect(de!.missing.find((k) => k.key === 'translate.unused.hint')).toMatchObject({ english: 'Nobody shows this', pages: [], blockTypes: ['unusedBlock'] });
    expect(de!.missing.find((k) => k.key === 'translate.home.title')).toMatchObject({ kind: 'content', english: 'Welcome', pages: ['home'] });
  });

  it('knows the plural forms per language', () => {
    expect(wantedIn('de-DE', 'translate.x.n.one')).toBe(true);
    expect(wantedIn('ja-JP', 'translate.x.n.one')).toBe(false);
    expect(wantedIn('ja-JP', 'translate.x.n.other')).toBe(true);
    expect(wantedIn('ja-JP', 'translate.x.plain')).toBe(true);
  });

  it('reads the site pages from the route table, each layout once', () => {
    const pages = sitePageIds();
    expect(pages).toContain('home');
    expect(pages).toContain('sessions-detail');
    expect(pages).not.toContain('login');
    expect(new Set(pages).size).toBe(pages.length);
    expect(pathOfPage('sessions-detail')).toBe('sessions/:id');
  });
});

describe("a page's UI keys", () => {
  it('are grouped by the block types that read them, each namespace once', () => {
    const groups = uiKeyGroupsOf(['testHeading', 'otherBlock', 'testHeading']);
    expect(groups.map((g) => ({ blockTypes: g.blockTypes, namespaces: g.namespaces }))).toEqual([
      { blockTypes: ['testHeading'], namespaces: ['probe'] },
      { blockTypes: ['testHeading', 'otherBlock'], namespaces: ['shared-bits'] },
    ]);
    expect(groups[1]!.keys).toEqual([{ key: 'translate.shared-bits.more', namespace: 'shared-bits', english: 'More' }]);
    expect(uiKeyGroupsOf(['sectionHeading'])).toEqual([]);
  });
});
