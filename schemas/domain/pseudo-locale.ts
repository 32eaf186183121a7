/**
 * The pseudo-locale: every text the site translates, shown as English with accented letters, in brackets and
 * about 35 % longer (`Show more` -> `[Šĥöŵ ɱöŕê ~~~]`). Editors and tests switch to it (`/xx/...`) to see at a
 * glance which words bypass the translations (they stay plain English) and which boxes are too small for longer
 * languages. Its texts are the English ones (the first language's locale), transformed by an i18next
 * post-processor (renderer/i18n/i18n.ts), so every key, default and editor override takes part. Here in the
 * domain core because the server names the page's language too.
 */
export const PSEUDO_LANGUAGE = 'xx';

/** The page's `lang` for a URL language: the pseudo-locale is English, in the region code reserved for pseudo-locales. */
export function htmlLangOf(language: string): string {
  return language === PSEUDO_LANGUAGE ? 'en-XA' : language;
}

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđêƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÊƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] as string]),
);

// Markup and character references inside a text (rich-text translations) are left as they are.
const MARKUP = /(<[^>]*>|&#?\w+;|\{\{[^}]*\}\})/;

/** Texts that are addresses rather than words (image sources, links) keep working. */
function isAddress(text: string): boolean {
  return /^(https?:|mailto:|tel:|\/|#)/.test(text.trim()) || /^[\w.-]+@[\w.-]+$/.test(text.trim());
}

export function pseudoLocalize(text: string): string {
  if (text.trim() === '' || isAddress(text)) return text;
  const accented = text
    .split(MARKUP)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
  const visible = text.replace(new RegExp(MARKUP.source, 'g'), '').length;
  // The padding wraps like words do (groups of at most six), so a long text still fits a narrow column.
  const padding = '~'.repeat(Math.max(1, Math.ceil(visible * 0.35))).replace(/(~{6})(?=~)/g, '$1 ');
  return `[${accented} ${padding}]`;
}

/** The i18next post-processor that applies it, for the pseudo-locale only. */
export const pseudoPostProcessor = {
  type: 'postProcessor' as const,
  name: 'pseudo',
  process(value: string, _key: string | string[], options: { lng?: string }, translator: { language?: string }): string {
    return (options.lng ?? translator.language) === PSEUDO_LANGUAGE ? pseudoLocalize(value) : value;
  },
};
