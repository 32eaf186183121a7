/**
 * The data a route's first render reads, loaded ahead of rendering: the settings, the language's shell texts, the
 * footer's links and, for a page route, the current phase's layout. The server calls this before it renders a page (its query
 * functions reach the API in-process), so the HTML holds the content and the browser hydrates from the same cache
 * without asking again. Failures stay in the cache as the query's error, which the shell renders as it would in
 * the browser (a missing layout is the not-found page).
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { chromeQueryOptions, pageQueryOptions, settingsQueryOptions, translationsQueryOptions, type Environment } from '../../api-client';
import { addTranslations, type I18n } from '../i18n/i18n';
import { errorNamespace } from '../i18n/error-text';
import type { RenderableLayout } from '../page-types';
import { routeTools } from './editor-slots';
import { createShellI18n, shellNamespace } from './i18n';
import { currentPhaseId, previewPhaseId } from './render-context';
import { siteRoutes } from './route-table';
import { languageCodes, localeOf, type ShellSettings } from './shell-settings';

export interface RouteDataRequest {
  /** The URL's path, e.g. `/en/sessions/123`. */
  pathname: string;
  environment: Environment;
  now: Date;
  /** A preview grant's date: its phase is the one shown, whatever the testing date says. */
  previewDate?: Date;
}

export interface RouteData {
  /** The URL's language when the site serves it, else null (the shell redirects). */
  language: string | null;
  /** The language's locale (`de-DE`), whose texts the page reads; null with no language. */
  locale: string | null;
  /** The layout the route renders, when it is a page route that has one. */
  layout: RenderableLayout | null;
  settings: ShellSettings | undefined;
  /** The matched route's path parameters (`{ id }` on `/sessions/:id`); empty when no route matched. */
  params: Readonly<Record<string, string>>;
}

/** The site route a path below the language prefix renders, if any. */
export function routeForPath(below: string) {
  return siteRoutes.find((r) => matchPath({ path: `/${r.path}`, end: true }, `/${below}`));
}

async function settle<T>(load: Promise<T>): Promise<T | undefined> {
  return load.catch(() => undefined);
}

export async function prefetchRouteData(queryClient: QueryClient, request: RouteDataRequest): Promise<RouteData> {
  const { environment } = request;
  const settings = (await settle(queryClient.fetchQuery(settingsQueryOptions(environment))))?.data as ShellSettings | undefined;
  const languages = languageCodes(settings);
  const [first = '', ...rest] = request.pathname.split('/').filter(Boolean);
  const language = languages.includes(first) ? first : null;
  if (!settings || language === null) return { language, locale: null, layout: null, settings, params: {} };

  const locale = localeOf(settings, language);
  const below = rest.join('/') || 'home';
  const route = routeForPath(below);
  const phase = request.previewDate ? previewPhaseId(settings, request.previewDate) : currentPhaseId(settings, request.now);
  const wantsLayout = route?.view === 'page' && !routeTools[route.path] && phase !== null;
  const [page] = await Promise.all([
    wantsLayout ? settle(queryClient.fetchQuery(pageQueryOptions({ page: route.layoutId, phase, env: environment }))) : undefined,
    settle(queryClient.fetchQuery(translationsQueryOptions(locale, shellNamespace, environment))),
    // The error texts the shell's toasts and status pages read (renderer/i18n/error-text.ts).
    settle(queryClient.fetchQuery(translationsQueryOptions(locale, errorNamespace, environment))),
    // The footer's links (GET /chrome/{language}).
    settle(queryClient.fetchQuery(chromeQueryOptions(language))),
  ]);
  const match = route ? matchPath({ path: `/${route.path}`, end: true }, `/${below}`) : null;
  const params = Object.fromEntries(Object.entries(match?.params ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return { language, locale, layout: page?.data ?? null, settings, params };
}

/**
 * The app root's i18next instance for a path, from what the cache holds: the URL's language (else the site's first)
 * with its shell texts. The server builds it after prefetchRouteData, the browser from the hydrated cache, so both
 * render the first HTML in the same language with the same texts.
 */
export function routeI18n(queryClient: QueryClient, pathname: string, environment: Environment): I18n {
  const settings = queryClient.getQueryData(settingsQueryOptions(environment).queryKey)?.data as ShellSettings | undefined;
  const languages = languageCodes(settings);
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  const language = languages.includes(first) ? first : (languages[0] ?? 'en');
  const i18n = createShellI18n(language);
  if (settings && languages.includes(first)) {
    const texts = queryClient.getQueryData(translationsQueryOptions(localeOf(settings, language), shellNamespace, environment).queryKey);
    if (texts) addTranslations(i18n, language, texts.data);
  }
  return i18n;
}
