import { createContext, useCallback, useContext, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/react';
import { fallbackFor } from './navigation';
import { Button } from '../../ui';

/** The back trail (navigation.ts nextBackTrail), kept by the shell's navigation effects. */
export const BackTrailContext = createContext<readonly string[]>([]);

export function useBackTrail(): readonly string[] {
  return useContext(BackTrailContext);
}

/** Whether the browser history has an earlier entry of this app (react-router keeps an index in history.state). */
export function hasPreviousPage(historyState: unknown = globalThis.history?.state): boolean {
  const idx = (historyState as { idx?: unknown } | null | undefined)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/** Goes back in history when there is somewhere to go, else replaces the page with the fallback. */
export function useGoBack(fallback?: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const trail = useBackTrail();
  return useCallback(() => {
    // The trail only grows on in-app navigations, so a non-empty trail means history has an earlier app page.
    if (hasPreviousPage() || trail.length > 0) {
      void navigate(-1);
      return;
    }
    void navigate(fallback ?? trail[trail.length - 1] ?? fallbackFor(location.pathname), { replace: true });
  }, [navigate, fallback, trail, location.pathname]);
}

/** What a detail page's back link is: where it goes, whether it names the list (else "Back"), and its click. */
export interface BackLinkTarget {
  /** The page the visitor came from (with its query: a filtered catalog stays filtered), else the list page. */
  href: string;
  /** True when it leads to another page than the list (a speaker's page, say): label it "Back", not "All ...". */
  fromTrail: boolean;
  /** Goes back in history (popping the trail) when the trail has the page; else the link navigates as usual. */
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const pathOf = (href: string) => href.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';

/**
 * The back link of a detail page (docs/behaviour/routes-and-gates.md, Navigation: detail pages push the previous page and going
 * back pops it): to the previous page of the back trail when there is one (speaker, then one of its sessions: back
 * to the speaker), else to `listHref`, the page's list. Server render and first load have no trail: the list.
 */
export function useBackLink(listHref: string): BackLinkTarget {
  const navigate = useNavigate();
  const trail = useBackTrail();
  const previous = trail[trail.length - 1];
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      // The trail grows only on in-app navigations (useGoBack): its last page is the history entry before this one.
      if (previous === undefined) return;
      // Back in history, so the trail pops and the previous page keeps its scroll and state.
      event.preventDefault();
      void navigate(-1);
    },
    [navigate, previous],
  );
  if (previous === undefined) return { href: listHref, fromTrail: false, onClick };
  return { href: previous, fromTrail: pathOf(previous) !== pathOf(listHref), onClick };
}

/** A Back button for detail pages and headers. */
export function BackButton({ fallback, className }: { fallback?: string; className?: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  return (
    <Button variant="ghost" className={className ?? 'shell-back'} onClick={goBack}>
      {t('translate.shell.back')}
    </Button>
  );
}
