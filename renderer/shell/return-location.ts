// The return location lives in sessionStorage: it must survive the identity provider's full-page redirect but
// belongs to this tab only. Storage can throw (private mode, quota), in which case it is simply not remembered.
const key = 'shell.returnLocation';

export function rememberReturnLocation(location: string, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(key, location);
  } catch {
    /* not remembered */
  }
}

export function readReturnLocation(storage: Storage | undefined = globalThis.sessionStorage): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
