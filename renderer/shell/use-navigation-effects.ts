import { useEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigate, useNavigationType } from 'react-router';
import { hashTargetId } from './hash-target';
import { isReturnLocation, nextBackTrail } from './navigation';
import { rememberReturnLocation } from './return-location';
import { siteRoutes, type RouteKind } from './route-table';
import { tracking } from './tracking';

/** The kind of the route a pathname (with language prefix) matches; unknown paths count as system pages. */
export function routeKindOf(pathname: string): RouteKind {
  const below = pathname.split('/').filter(Boolean).slice(1).join('/');
  const route = siteRoutes.find((r) => matchPath({ path: `/${r.path}`, end: true }, `/${below}`));
  return route?.kind ?? 'system';
}

/** Azure AD B2C's error code for "the visitor forgot their password". */
export const FORGOT_PASSWORD_CODE = 'AADB2C90118';

/**
 * The navigation state of a block moving its own state in the URL (the session catalog's search, filters, page):
 * the same page, so focus and scroll stay where the visitor is (typing on in the search box, say).
 */
export const IN_PAGE_STATE = { inPage: true } as const;
const isInPage = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as { inPage?: unknown }).inPage === true;

/**
 * What the shell does on every navigation: scroll to top (or to the hash target), track the page view, remember
 * the return location, keep the back trail, and move focus to the new page's main heading (not on first load,
 * where the browser's own focus order is right).
 */
export function useNavigationEffects(mainId: string): readonly string[] {
  const location = useLocation();
  const action = useNavigationType();
  const [trail, setTrail] = useState<readonly string[]>([]);
  const previous = useRef<string | null>(null);
  const placed = useRef(false);
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    const from = previous.current;
    previous.current = here;
    if (from === here) return;
    setTrail((t) => nextBackTrail(t, { kind: routeKindOf(location.pathname), from, to: here, action }));
    if (isReturnLocation(location.pathname)) rememberReturnLocation(`${here}${location.hash}`);
    tracking.trackPageView(here, document.title);
    if (from !== null && !isInPage(location.state)) focusMainHeading(mainId);
    // Only the path and query mark a new page; a hash change alone is handled below.
  }, [here]); // eslint-disable-line react-hooks/exhaustive-deps

  // The identity provider's "forgot your password" answer in the hash (docs/behaviour/routes-and-gates.md): sign
  // out, then the sign-out page starts the provider's password reset.
  const navigate = useNavigate();
  useEffect(() => {
    if (!location.hash.includes(FORGOT_PASSWORD_CODE)) return;
    const language = location.pathname.split('/').filter(Boolean)[0] ?? 'en';
    void navigate(`/${language}/sign-out?reset=1`, { replace: true });
  }, [location.hash]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const first = !placed.current;
    placed.current = true;
    const id = hashTargetId(location.hash);
    if (id) {
      // The scrolling code (retries, the 20 s limit, cancelling on input) loads only for URLs with a hash.
      let cancel: (() => void) | undefined;
      let active = true;
      void import('./hash-scroll').then(({ scrollToHashTarget }) => {
        if (active) cancel = scrollToHashTarget(id);
      });
      return () => {
        active = false;
        cancel?.();
      };
    }
    if (isInPage(location.state)) return undefined;
    // The page as it loaded is where the browser put it: at the top, where a reload or Back left it, or where the
    // visitor scrolled to before the page's code ran, who is not sent back up when it has.
    if (first) return undefined;
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
    return undefined;
  }, [here, location.hash, location.state]);

  return trail;
}

/** How long a new page may take to put its heading in (layouts and block code load lazily). */
export const headingWaitMs = 10_000;

/**
 * Moves focus to the new page: main at once (so assistive technology announces the new content), then the page's
 * first heading as soon as it renders, unless the visitor has moved focus elsewhere meanwhile.
 */
function focusMainHeading(mainId: string) {
  const main = document.getElementById(mainId);
  if (!main) return;
  main.focus({ preventScroll: true });
  const focusHeading = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1, h2');
    if (!heading) return false;
    const active = document.activeElement;
    if (active === main || active === document.body || active === null) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (focusHeading()) return;
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => stop(), headingWaitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
}
