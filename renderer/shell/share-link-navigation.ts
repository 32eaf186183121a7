import { useEffect } from 'react';
import { getPreviewMode } from '../../api-client';

/**
 * A share link shows one page (the server refuses every other page's layout to it). A link on that page to
 * another page of the site leaves the preview: the browser loads the other page as an ordinary visit (no grant, the
 * visitor's own sign-in if any) instead of the router showing it in preview mode, where it could only fail. Editors'
 * preview frames are not share links and navigate as usual.
 */
export function useShareLinkNavigation(): void {
  useEffect(() => {
    if (!getPreviewMode()?.shared) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(`${url.pathname}${url.search}${url.hash}`);
    };
    // Capture: before the router's own link handler turns the click into an in-app navigation.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
