// The site chrome (header and footer HTML) for pages embedded outside the SPA, built from settings; the footer's
// links also as data (footerLinks), which the SPA's own footer renders (translated, through its router).
import { DEFAULT_FOOTER_LINKS } from '../../schemas/index.js';
import type { ChromeAnswer, MenuItem } from '../../schemas/api-types.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// The default links' English names, for a language whose translations lack them (the SPA translates keys itself).
const ENGLISH: Readonly<Record<string, string>> = {
  'translate.shell.footer.code-of-conduct': 'Code of conduct',
  'translate.shell.footer.accessibility': 'Accessibility',
  'translate.shell.footer.confidentiality': 'Confidentiality',
  'translate.shell.footer.get-help': 'Get help',
};

/** An href below the language ('/sessions' -> '/en/sessions'); absolute URLs and paths in a site language stay. */
function urlOf(language: string, languages: readonly string[], href: string): string {
  if (/^https?:\/\//.test(href)) return href;
  const first = href.split(/[/?#]/)[1] ?? '';
  if (href.startsWith('/') && (first === language || languages.includes(first))) return href;
  return `/${language}${href.startsWith('/') ? '' : '/'}${href}`;
}

type Texts = Readonly<Record<string, string>>;

function link(language: string, languages: readonly string[], texts: Texts, item: MenuItem): string {
  const url = urlOf(language, languages, item.href ?? '#');
  const label = item.ariaLabel ? ` aria-label="${escapeHtml(item.ariaLabel)}"` : '';
  const name = item.name.startsWith('translate.')
    ? (texts[item.name] ?? ENGLISH[item.name] ?? item.href ?? item.name)
    : item.name;
  return `<li><a href="${escapeHtml(url)}"${label}>${escapeHtml(name)}</a></li>`;
}

type LanguageSetting = { language?: string; langLocale?: string };

/** The content locale of a URL language (settings.languages), for reading the menus' translations. */
export function chromeLocale(language: string, settings: Record<string, unknown>): string {
  const languages = (settings.languages ?? []) as LanguageSetting[];
  return languages.find((l) => l.language === language)?.langLocale ?? language;
}

function chromeMenus(settings: Record<string, unknown>) {
  const menus = (settings.menus ?? {}) as Record<string, MenuItem[] | undefined>;
  const nav = (menus.anonymousNavigation ?? []).filter((i) => !i.hidden);
  const configured = (menus.footerNavigation ?? []).filter((i) => !i.hidden && i.href);
  return { nav, footer: configured.length > 0 ? configured : DEFAULT_FOOTER_LINKS };
}

/**
 * The translation namespace the chrome's link names are read from: the one the site's shell reads its menus'
 * texts from (renderer/shell/i18n.ts, shellNamespace), so the embedded HTML names links as the site does.
 */
export const CHROME_NAMESPACE = 'common';

export function buildChrome(language: string, settings: Record<string, unknown>, texts: Texts = {}): ChromeAnswer {
  const languages = ((settings.languages ?? []) as LanguageSetting[]).map((l) => l.language ?? '');
  const { nav, footer } = chromeMenus(settings);
  return {
    cssIncludes: [] as string[],
    javascriptIncludes: [] as string[],
    headerHtml: `<header class="site-chrome-header"><nav aria-label="Main"><ul>${nav.map((i) => link(language, languages, texts, i)).join('')}</ul></nav></header>`,
    footerHtml: `<footer class="site-chrome-footer"><nav aria-label="Footer"><ul>${footer.map((i) => link(language, languages, texts, i)).join('')}</ul></nav></footer>`,
    footerLinks: footer.map((i) => ({
      name: i.name,
      href: urlOf(language, languages, i.href ?? '#'),
      ...(i.target ? { target: i.target } : {}),
      ...(i.ariaLabel ? { ariaLabel: i.ariaLabel } : {}),
    })),
  };
}
