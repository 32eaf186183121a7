import { useCallback, useSyncExternalStore } from 'react';

// pushState/replaceState do not fire hashchange; this module announces its own changes with this event.
const HASH_EVENT = 'rb-hashchange';

function subscribe(cb: () => void) {
  window.addEventListener('hashchange', cb);
  window.addEventListener(HASH_EVENT, cb);
  return () => {
    window.removeEventListener('hashchange', cb);
    window.removeEventListener(HASH_EVENT, cb);
  };
}

function read(): string {
  const raw = window.location.hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The current location hash without '#', and a setter. The setter changes the URL through history (no jump
 * to an element); `replace` keeps the back button for real navigation.
 */
export function useHash(): [string, (hash: string, options?: { replace?: boolean }) => void] {
  const hash = useSyncExternalStore(subscribe, read, () => '');
  const setHash = useCallback((next: string, options?: { replace?: boolean }) => {
    const value = next.replace(/^#/, '');
    const url = `${window.location.pathname}${window.location.search}${value ? `#${encodeURI(value)}` : ''}`;
    if (options?.replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new Event(HASH_EVENT));
  }, []);
  return [hash, setHash];
}
