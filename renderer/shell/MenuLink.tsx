import { useLocation } from 'react-router';
import { RouterLink as Link } from './RouterLink';
import { useTranslation } from '../i18n/react';
import { Icon, isGlyph } from '../../ui';
import { OFF_SITE_LINK, vetLink } from '../../schemas';
import type { MenuItem } from '../../schemas/api-types';

/** A menu href below the current language: '/sessions' -> '/en/sessions'; absolute URLs stay as they are. */
export function localHref(href: string, language: string, languages: readonly string[]): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const first = href.split(/[/?#]/)[1] ?? '';
  return languages.includes(first) ? href : `/${language}${href === '/' ? '/home' : href}`;
}

/** The path part of a local href ('/en/sessions?day=1#x' -> '/en/sessions'), without a trailing slash. */
const pathOf = (href: string) => (href.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1');

/**
 * Whether an item (or one of its sub-items) links to the page shown: its link carries aria-current="page" and its
 * group button is marked as holding the current page.
 */
export function useIsCurrent(): (item: MenuItem, language: string, languages: readonly string[]) => boolean {
  const { pathname } = useLocation();
  const here = pathOf(pathname);
  const current = (item: MenuItem, language: string, languages: readonly string[]): boolean => {
    const local = item.href ? localHref(item.href, language, languages) : null;
    if (local !== null && pathOf(local) === here) return true;
    return (item.subMenu ?? []).some((child) => current(child, language, languages));
  };
  return current;
}

/** The visible text of a menu item: its name, translated when it is a translate.* key. */
export function useMenuLabel(): (item: MenuItem) => string {
  const { t } = useTranslation();
  return (item) => (item.name.startsWith('translate.') ? t(item.name, { defaultValue: item.name }) : item.name);
}

export function MenuLink({
  item,
  language,
  languages,
  onNavigate,
  glyph = false,
}: {
  item: MenuItem;
  language: string;
  languages: readonly string[];
  onNavigate?: () => void;
  /** Show the item's glyph before its label (tab bar, account menu). */
  glyph?: boolean;
}) {
  const label = useMenuLabel();
  const { pathname } = useLocation();
  const text = glyph && isGlyph(item.glyph) ? (
    <>
      <Icon glyph={item.glyph} />
      <span>{label(item)}</span>
    </>
  ) : (
    label(item)
  );
  // The accessible name must contain the visible text (WCAG 2.5.3, axe label-content-name-mismatch): a settings
  // aria-label that does not (untranslated, or written for another language) gives way to the visible label.
  const visible = label(item);
  const ariaLabel = item.ariaLabel && item.ariaLabel.toLowerCase().includes(visible.toLowerCase()) ? item.ariaLabel : undefined;
  const common = {
    className: item.className,
    title: item.title,
    'aria-label': ariaLabel,
    'data-analytics': item.analyticsTag,
    onClick: onNavigate,
  };
  const href = item.href ?? '';
  const local = localHref(href, language, languages);
  if (local !== null && item.target !== '_blank') {
    // The link to the page shown says so (WAI-ARIA aria-current; styled as the current entry).
    const current = pathOf(local) === pathOf(pathname) ? ('page' as const) : undefined;
    return (
      <Link to={local} {...common} aria-current={current}>
        {text}
      </Link>
    );
  }
  // External links and new-window links leave the SPA; noopener keeps the opened page from reaching back. The one
  // URL check refuses script URLs (no href then) and sends links that resolve off-site to a new window.
  const link = vetLink(local ?? href);
  const newWindow = item.target === '_blank' || Boolean(link?.external);
  return (
    <a href={link?.href} {...(newWindow ? OFF_SITE_LINK : null)} {...common}>
      {text}
    </a>
  );
}
