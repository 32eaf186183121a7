/**
 * The signed-in state, read from token-storage and shared with React through a subscription.
 * A token is valid only while its expiry is in the future (docs/behaviour/roles-and-flags.md); an expired one is
 * never sent and reads as signed out.
 */
import type { SessionState, SessionUser } from './types';
import {
  TOKEN_STORAGE_KEY,
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  type StoredSession,
} from './token-storage';

type Listener = () => void;

const listeners = new Set<Listener>();
export const SIGNED_OUT: SessionState = Object.freeze({
  user: null,
  scopes: Object.freeze([]) as readonly string[],
  signedIn: false,
  isContentEditor: false,
  isSiteEditor: false,
  token: null,
  expiry: null,
});

// The snapshot handed to React must be the same object until something changes.
let cachedRecord: StoredSession | null = null;
let cachedState: SessionState = SIGNED_OUT;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

// setTimeout takes a signed 32-bit delay; a longer one fires at once.
const MAX_TIMER_MS = 2_147_483_647;

export function isExpired(expiry: string, now: number = Date.now()): boolean {
  const at = Date.parse(expiry);
  return Number.isNaN(at) || at <= now;
}

/** The state of a stored record; `token` null for a session rendered on the server (the token never travels in HTML). */
export function stateOf(record: StoredSession, token: string | null = record.token): SessionState {
  const scopes = Object.freeze([...record.user.scopes]);
  return Object.freeze({
    user: record.user,
    scopes,
    signedIn: true,
    isContentEditor: scopes.includes('contenteditor') || scopes.includes('siteeditor'),
    isSiteEditor: scopes.includes('siteeditor'),
    token,
    expiry: record.expiry,
  });
}

/** The current session; signed out when there is no record or its expiry has passed. */
export function getSession(): SessionState {
  const record = readStoredSession();
  if (!record || isExpired(record.expiry)) {
    cachedRecord = null;
    cachedState = SIGNED_OUT;
    return SIGNED_OUT;
  }
  // The same stored text gives the same record object (token-storage.ts), so the record's identity says whether it changed.
  if (record !== cachedRecord) {
    cachedRecord = record;
    cachedState = stateOf(record);
  }
  return cachedState;
}

/** The bearer token to send, or null when signed out or expired. */
export function getValidToken(): string | null {
  return getSession().token;
}

function notify(): void {
  scheduleExpiryNotice();
  for (const listener of [...listeners]) listener();
}

// Without this, a page left open past the expiry would keep showing the user as signed in.
function scheduleExpiryNotice(): void {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  const record = readStoredSession();
  if (!record || listeners.size === 0) return;
  const wait = Date.parse(record.expiry) - Date.now();
  if (!(wait > 0) || wait > MAX_TIMER_MS) return;
  expiryTimer = setTimeout(notify, wait + 1);
}

export function saveSession(token: string, user: SessionUser, expiry: string): void {
  writeStoredSession({ token, user, expiry });
  notify();
}

/**
 * Counts this tab's sign-outs: a renewal that was on its way when the visitor signed out must not store the session
 * again (renewal.ts compares the count from before and after its request).
 */
let signOuts = 0;
export const sessionSignOuts = (): number => signOuts;

export function clearSession(): void {
  signOuts += 1;
  clearStoredSession();
  notify();
}

function onStorage(event: StorageEvent): void {
  if (event.key === TOKEN_STORAGE_KEY || event.key === null) notify();
}

/** Calls `listener` whenever the session changes (here, in another tab, or by expiring). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  // One expiry timer for all listeners: set with the first, and again on every change (notify).
  if (listeners.size === 1) {
    if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    scheduleExpiryNotice();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      if (expiryTimer !== undefined) clearTimeout(expiryTimer);
      expiryTimer = undefined;
    }
  };
}
