// The site chrome (header and footer HTML) for pages embedded outside the SPA, built from settings.
import type { MenuItem } from '../../schemas/index.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function link(language: string, item: MenuItem): string {
  const href = item.href ?? '#';
  const url = /^https?:\/\//.test(href) ? href : `/${language}${href.startsWith('/') ? '' : '/'}${href}`;
  const label = item.ariaLabel ? ` aria-label="${escapeHtml(item.ariaLabel)}"` : '';
  return `<li><a href="${escapeHtml(url)}"${label}>${escapeHtml(item.name ?? href)}</a></li>`;
}

export function buildChrome(language: string, settings: Record<string, unknown>) {
  const menus = (settings.menus ?? {}) as Record<string, MenuItem[] | undefined>;
  const nav = (menus.anonymousNavigation ?? []).filter((i) => !i.hidden);
  const footerLinks: MenuItem[] = [
    { name: 'Code of conduct', href: '/code-of-conduct' },
    { name: 'Accessibility', href: '/accessibility' },
    { name: 'Confidentiality', href: '/confidentiality' },
  ];
  return {
    cssIncludes: [] as string[],
    javascriptIncludes: [] as string[],
    headerHtml: `<header class="site-chrome-header"><nav aria-label="Main"><ul>${nav.map((i) => link(language, i)).join('')}</ul></nav></header>`,
    footerHtml: `<footer class="site-chrome-footer"><nav aria-label="Footer"><ul>${footerLinks.map((i) => link(language, i)).join('')}</ul></nav></footer>`,
  };
}
