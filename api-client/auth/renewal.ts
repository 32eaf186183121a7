/**
 * Keeps the sign-in fresh. Access tokens live 30 minutes; the long-lived credential is
 * the server's HttpOnly refresh cookie, which no script can read. A few minutes before the token ends (or at once,
 * when a reload finds it ended) POST /auth/refresh re-signs it from the cookie. A 401 there means the session was
 * signed out or is over: the stored token is dropped. Other tabs follow through the storage event.
 */
import { isApiError } from '../api-error';
import { apiRequest } from '../http';
import { clearSession, saveSession, sessionSignOuts, subscribeSession } from './session-store';
import { readStoredSession } from './token-storage';
import type { SessionUser } from './types';

/** How long before the token's end it is renewed (at most half its remaining life). */
export const RENEW_BEFORE_MS = 5 * 60_000;
const RETRY_MS = 30_000;
const MAX_TIMER_MS = 2_147_483_647;

let inFlight: Promise<boolean> | null = null;

/** Renews the token from the refresh cookie; answers whether it worked. Concurrent calls share one request. */
export function refreshSession(): Promise<boolean> {
  inFlight ??= (async () => {
    const signOuts = sessionSignOuts();
    const held = readStoredSession() !== null;
    try {
      const answer = await apiRequest<{ token: string; user: SessionUser }>('/auth/refresh', { method: 'POST', anonymous: true });
      // Signed out meanwhile, here or in another tab: the sign-out wins over the renewal's answer.
      if (sessionSignOuts() !== signOuts || (held && readStoredSession() === null)) return false;
      const expiry = typeof answer?.user?.expiry === 'string' ? answer.user.expiry : null;
      if (!answer || typeof answer.token !== 'string' || !expiry || Number.isNaN(Date.parse(expiry))) return false;
      saveSession(answer.token, answer.user, expiry);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 401) clearSession();
      return false;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

let timer: ReturnType<typeof setTimeout> | undefined;
/** Set while renewing: the subscription that follows the session. */
let unsubscribe: (() => void) | undefined;

function schedule(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const record = readStoredSession();
  if (!record || unsubscribe === undefined) return;
  const left = Date.parse(record.expiry) - Date.now();
  const wait = Number.isNaN(left) ? 0 : Math.max(0, left - Math.min(RENEW_BEFORE_MS, left / 2));
  if (wait > MAX_TIMER_MS) return;
  timer = setTimeout(() => {
    timer = undefined;
    void refreshSession().then((ok) => {
      // A failed renewal that did not end the session (offline, 5xx) is tried again a little later.
      if (!ok && readStoredSession() && unsubscribe !== undefined) timer = setTimeout(schedule, RETRY_MS);
    });
  }, wait);
}

/**
 * Starts renewing; answers the stop function. One renewal serves the page: useSession starts it with the page's
 * first reader of the session and stops it with the last (use-session.ts counts them). Started again while running,
 * it is the same renewal, and only the first start's stop ends it.
 */
export function keepSessionFresh(): () => void {
  if (unsubscribe !== undefined) return () => undefined;
  const mine = subscribeSession(schedule);
  unsubscribe = mine;
  schedule();
  return () => {
    // A stop called late (after a newer start) leaves the newer renewal running.
    if (unsubscribe !== mine) return;
    mine();
    unsubscribe = undefined;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}
