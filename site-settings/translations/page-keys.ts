import { matchPath } from 'react-router';
import { TRANSLATION_KEY, siteRoutes } from '../../renderer';

/** The page layout a URL renders (`/en/sessions/12` -> `sessions-detail`), or null for shell pages. */
export function layoutIdForUrl(pathname: string): string | null {
  const rest = pathname.replace(/^\/[^/]+\/?/, '');
  for (const route of siteRoutes) {
    if (matchPath({ path: `/${route.path}`, end: true }, `/${rest || 'home'}`)) return route.view === 'page' ? route.layoutId : null;
  }
  return null;
}

/** Every `translate.*` string in the blocks' props, at any depth, in order of first use. */
export function translationKeysOf(components: readonly { props?: unknown }[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (TRANSLATION_KEY.test(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const c of components) walk(c.props);
  return [...found];
}

/** The rule of docs/behaviour/translations.md: translate. then only letters, digits, dots, hyphens. */
export function isValidTranslationKey(key: string): boolean {
  return TRANSLATION_KEY.test(key);
}
