// The one module that touches localStorage/sessionStorage. Reads and writes never throw: storage can be
// missing (server rendering), blocked (privacy settings) or full, and a page must still render.
import { useCallback, useMemo, useSyncExternalStore } from 'react';

export type StorageArea = 'local' | 'session';

const CHANGE_EVENT = 'rb-storage-change';

function area(which: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function parse<T>(raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

function notify(key: string, which: StorageArea) {
  if (typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: { key, area: which } }));
}

export const storage = {
  /** The raw stored string, or null. */
  getRaw(key: string, which: StorageArea = 'local'): string | null {
    try {
      return area(which)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  /** The stored JSON value, or `fallback` when missing or not valid JSON. */
  get<T>(key: string, fallback: T, which: StorageArea = 'local'): T {
    return parse(storage.getRaw(key, which), fallback);
  },
  /** Stores `value` as JSON; answers false when storage is unavailable or full. */
  set(key: string, value: unknown, which: StorageArea = 'local'): boolean {
    try {
      const s = area(which);
      if (!s) return false;
      s.setItem(key, JSON.stringify(value));
      notify(key, which);
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string, which: StorageArea = 'local'): void {
    try {
      area(which)?.removeItem(key);
      notify(key, which);
    } catch {
      // Unavailable storage has nothing to remove.
    }
  },
  /** Calls `listener` when `key` changes in this tab (through this module) or in another tab. */
  subscribe(key: string, which: StorageArea, listener: () => void): () => void {
    if (typeof window === 'undefined') return () => {};
    const onLocal = (e: Event) => {
      const d = (e as CustomEvent<{ key: string; area: StorageArea }>).detail;
      if (d.key === key && d.area === which) listener();
    };
    const onOther = (e: StorageEvent) => {
      if (e.key === key || e.key === null) listener();
    };
    window.addEventListener(CHANGE_EVENT, onLocal);
    window.addEventListener('storage', onOther);
    return () => {
      window.removeEventListener(CHANGE_EVENT, onLocal);
      window.removeEventListener('storage', onOther);
    };
  },
};

/** State kept in storage under `key`, shared by every component using the same key. */
export function useStoredState<T>(
  key: string,
  initial: T,
  which: StorageArea = 'local',
): [T, (next: T | ((prev: T) => T)) => void, () => void] {
  const subscribe = useCallback((cb: () => void) => storage.subscribe(key, which, cb), [key, which]);
  const raw = useSyncExternalStore(
    subscribe,
    () => storage.getRaw(key, which),
    () => null,
  );
  // Parse once per stored string so the value is referentially stable between renders.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => parse(raw, initial), [raw]);
  const set = useCallback(
    (next: T | ((prev: T) => T)) => {
      const prev = storage.get(key, initial, which);
      storage.set(key, typeof next === 'function' ? (next as (p: T) => T)(prev) : next, which);
    },
    // `initial` is only a fallback; a new literal each render must not create a new setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, which],
  );
  const remove = useCallback(() => storage.remove(key, which), [key, which]);
  return [value, set, remove];
}
