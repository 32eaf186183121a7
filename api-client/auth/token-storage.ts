/**
 * The one module that touches localStorage for the sign-in: the token, the user and the expiry.
 * Outside a browser (server rendering, node tests) there is no localStorage, so the record lives in
 * memory for the life of the process instead.
 */
import type { SessionUser } from './types';

export const TOKEN_STORAGE_KEY = 'conference.auth';

export interface StoredSession {
  token: string;
  user: SessionUser;
  /** ISO 8601 instant after which the token is no longer sent. */
  expiry: string;
}

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

function storage(): KeyValueStorage {
  try {
    // Reading the property throws in some privacy modes; then memory is the best we have.
    const ls = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (ls) return ls;
  } catch {
    /* fall through */
  }
  return memoryStorage;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    typeof v.expiry === 'string' &&
    typeof v.user === 'object' &&
    v.user !== null &&
    Array.isArray((v.user as Record<string, unknown>).scopes)
  );
}

/** The stored record, or null when absent or unreadable (a damaged record is removed). */
export function readStoredSession(): StoredSession | null {
  const raw = storage().getItem(TOKEN_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredSession(parsed)) return parsed;
  } catch {
    /* damaged JSON: treated like a damaged shape below */
  }
  storage().removeItem(TOKEN_STORAGE_KEY);
  return null;
}

export function writeStoredSession(session: StoredSession): void {
  storage().setItem(TOKEN_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredSession(): void {
  storage().removeItem(TOKEN_STORAGE_KEY);
}
