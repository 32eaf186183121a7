import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import type { MenuItem } from './shell-settings';

/** A menu href below the current language: '/sessions' -> '/en/sessions'; absolute URLs stay as they are. */
export function localHref(href: string, language: string, languages: readonly string[]): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const first = href.split(/[/?#]/)[1] ?? '';
  return languages.includes(first) ? href : `/${language}${href === '/' ? '/home' : href}`;
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
}: {
  item: MenuItem;
  language: string;
  languages: readonly string[];
  onNavigate?: () => void;
}) {
  const label = useMenuLabel();
  const common = {
    className: item.className,
    title: item.title,
    'aria-label': item.ariaLabel,
    'data-analytics': item.analyticsTag,
    onClick: onNavigate,
  };
  const href = item.href ?? '';
  const local = localHref(href, language, languages);
  if (local !== null && item.target !== '_blank') {
    return (
      <Link to={local} {...common}>
        {label(item)}
      </Link>
    );
  }
  // External links and new-window links leave the SPA; noopener keeps the opened page from reaching back.
  return (
    <a href={local ?? href} target={item.target} rel={item.target === '_blank' ? 'noopener noreferrer' : undefined} {...common}>
      {label(item)}
    </a>
  );
}
