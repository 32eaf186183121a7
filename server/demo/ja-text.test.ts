// The Japanese demo text covers every key English and German have in the `common` namespace, keeps their
// {{placeholders}} and their markup (links, lists, emphasis), and is written in Japanese.
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from '../../schemas';
import { JA_TEXT } from './ja-text';
import { generateTranslations, TRANSLATION_NAMESPACE } from './translations';

const rows = generateTranslations().filter((r) => r.namespace === TRANSLATION_NAMESPACE);
// Japanese has one plural form: `.other` stands for every count, so German's `.one` has no Japanese row.
const wanted = (key: string) => !key.endsWith('.one');
const textsOf = (environment: string, locale: string) =>
  new Map(rows.filter((r) => r.environment === environment && r.locale === locale).map((r) => [r.key, r.content]));

const placeholders = (text: string) => [...new Set(text.match(/\{\{[^}]*\}\}/g) ?? [])].sort();
/** Every tag with its attributes, in sorted order: Japanese word order may move a tag, never drop or change one. */
const tags = (text: string) => (text.match(/<[^>]+>/g) ?? []).sort();
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Keys whose Japanese is the English (up to case): the event's, the venue's and the programmes' proper names. */
const KEPT_AS_IS = new Set([
  'translate.shell.event-name',
  'translate.shell.footer.copyright',
  'translate.home.venue.heading',
  'translate.home.festival.labs.title',
  'translate.home.festival.ai-day.title',
  'translate.signature-pass.heading',
  'translate.executive-connections.heading',
  // Their document titles: the page's name and the event's.
  'translate.signature-pass.meta.title',
  'translate.executive-connections.meta.title',
]);

/**
 * The shell's UI words that are a name or only placeholders, as in German (their English is beside the shell's
 * components, not stored).
 */
const UI_KEPT_AS_IS = new Set(['translate.shell.error.pwa', 'translate.shell.copyright-of', 'translate.shell.copyright-name']);

describe('Japanese demo text (ja-JP, namespace common)', () => {
  it('has a ja-JP row for every de-DE key of every environment, with text and the same {{placeholders}}', () => {
    for (const env of ENVIRONMENTS) {
      const de = textsOf(env, 'de-DE');
      const en = textsOf(env, 'en-US');
      const ja = textsOf(env, 'ja-JP');
      expect(de.size, env).toBeGreaterThan(300);
      expect([...de.keys()].filter((k) => wanted(k) && !ja.has(k)), env).toEqual([]);
      for (const [key, german] of de) {
        if (!wanted(key)) continue;
        const japanese = ja.get(key) ?? '';
        expect(japanese.trim().length, `${env} ${key}`).toBeGreaterThan(0);
        expect(placeholders(japanese), `${env} ${key}`).toEqual(placeholders(german));
        // The shell's UI words have no stored English (it is beside the components).
        if (en.has(key)) expect(placeholders(japanese), `${env} ${key}`).toEqual(placeholders(en.get(key) ?? ''));
      }
    }
  });

  it('has no key that English and German lack (a renamed key would leave its text behind)', () => {
    const de = textsOf('cont', 'de-DE');
    expect(Object.keys(JA_TEXT).filter((k) => !de.has(k))).toEqual([]);
    expect([...textsOf('cont', 'ja-JP').keys()].sort()).toEqual([...de.keys()].filter(wanted).sort());
  });

  it('keeps the markup of the English text: the same tags, links and attributes', () => {
    const en = textsOf('prod', 'en-US');
    for (const [key, japanese] of textsOf('prod', 'ja-JP')) expect(tags(japanese), key).toEqual(tags(en.get(key) ?? ''));
    expect(JA_TEXT['translate.code-of-conduct.report.body']).toContain('<a href="mailto:safety@nimbusconf.example.com">');
    expect(JA_TEXT['translate.code-of-conduct.pledge.body']).toMatch(/^<h2>[^<]+<\/h2><p>/);
  });

  it('is written in Japanese, apart from the proper names kept in Latin script', () => {
    const en = textsOf('prod', 'en-US');
    const de = textsOf('prod', 'de-DE');
    for (const [key, japanese] of textsOf('prod', 'ja-JP')) {
      if (KEPT_AS_IS.has(key)) expect(japanese.toLowerCase(), key).toBe(en.get(key)?.toLowerCase());
      else if (UI_KEPT_AS_IS.has(key)) expect(japanese, key).toBe(de.get(key));
      else expect(japanese, key).toMatch(JAPANESE);
    }
  });
});
