// Through safe-url, not the schemas index: see the note there (the entry chunk's size).
import { sameSitePath } from '../safe-url';
import { homePath, returnLocationExcluded, systemPages, type RouteKind } from './route-table';

/** The error code of the forbidden redirect (docs/behaviour/routes-and-gates.md). */
export const accessDeniedErrorCode = 3403;

export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The languages the shell serves when settings name none. */
export const defaultLanguages: readonly string[] = ['en', 'de'];

/** The first path segment, if it is one of `languages`. */
export function languageOf(pathname: string, languages: readonly string[]): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return first !== undefined && languages.includes(first) ? first : null;
}

/** The path below the language prefix, without leading or trailing slashes ('' for the language root). */
export function pathBelowLanguage(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(1).join('/');
}

/**
 * Where an unprefixed URL goes: the same path under `/{language}` with its query and hash kept; the root goes to
 * home. Answers null when the URL already has a language prefix.
 */
export function languageRedirect(url: UrlParts, languages: readonly string[], language: string): string | null {
  if (languageOf(url.pathname, languages)) return null;
  const rest = url.pathname.split('/').filter(Boolean).join('/');
  return `/${language}/${rest || homePath}${url.search}${url.hash}`;
}

/**
 * The forbidden page for a denied route or a failed sign-in: the errorCode, the English errorMessage and the error's
 * translation key (errorKey), which the page shows in the visitor's language.
 */
export function forbiddenPath(language: string, errorCode: number = accessDeniedErrorCode, errorMessage?: string, errorKey?: string | null): string {
  const message = errorMessage ? `&errorMessage=${encodeURIComponent(errorMessage)}` : '';
  const key = errorKey ? `&errorKey=${encodeURIComponent(errorKey)}` : '';
  return `/${language}/forbidden?errorCode=${errorCode}${message}${key}`;
}

/** The errorCode a failed sign-in goes to forbidden with: the HTTP status when there was one, else 500 (docs/behaviour/routes-and-gates.md). */
export function signInFailureCode(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0 ? status : 500;
}

export function homeUrl(language: string): string {
  return `/${language}/${homePath}`;
}

/** The sign-in page, carrying the page to come back to. */
export function signInPath(language: string, returnTo: string): string {
  return `/${language}/login?returnUrl=${encodeURIComponent(returnTo)}`;
}

/** Whether a visited URL may become the return location (not the locale, error or identity-provider paths). */
export function isReturnLocation(pathname: string): boolean {
  const first = pathBelowLanguage(pathname).split('/')[0] ?? '';
  return !returnLocationExcluded.includes(first);
}

/**
 * Where to go after sign-in: the stored return page, unless there is none, it is not a same-site path, or it is a
 * system page (forbidden, unauthorized, not found, sign-in, sign-out, error, redirect, login): then the
 * authenticated home.
 */
export function postSignInTarget(returnTo: string | null, language: string): string {
  if (!returnTo || sameSitePath(returnTo) === null) return homeUrl(language);
  const pathname = returnTo.split(/[?#]/)[0] ?? '';
  const first = pathBelowLanguage(pathname).split('/')[0] ?? '';
  if (first === '' || systemPages.includes(first)) return homeUrl(language);
  return returnTo;
}

/** A same-site path from a `dest` query value, or null (no open redirects). */
export function safeDestination(dest: string | null): string | null {
  // The one URL check: '/\\host' and '/<TAB>/host' resolve off-site and are refused like '//host'.
  return sameSitePath(dest);
}

/**
 * The back trail after a navigation. Root list pages reset it; detail pages push the page we came from; going back
 * (history pop) drops the last entry. System pages leave it as it is.
 */
export function nextBackTrail(
  trail: readonly string[],
  move: { kind: RouteKind; from: string | null; to: string; action: 'PUSH' | 'REPLACE' | 'POP' },
): readonly string[] {
  // An unchanged trail is the same array, so the shell's state does not change (no re-render on the first page).
  if (move.kind === 'root') return trail.length === 0 ? trail : [];
  if (move.action === 'POP') {
    const last = trail[trail.length - 1];
    return last === move.to ? trail.slice(0, -1) : trail;
  }
  if (move.kind === 'system') return trail;
  if (move.action === 'REPLACE' || move.from === null || move.from === move.to) return trail;
  return [...trail, move.from];
}

/** The parent list page of a detail route, the Back button's fallback: /en/sessions/12 -> /en/sessions. */
export function fallbackFor(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 2) return `/${segments[0] ?? ''}/${homePath}`;
  return `/${segments.slice(0, 2).join('/')}`;
}
