/**
 * A page the server rendered for a signed-in visitor (its session cookie) in a browser that holds no session of
 * its own: the identity provider's sign-in set the cookies on the way back, or this site's storage was cleared.
 * The browser adopts that session from the HttpOnly refresh cookie (renewal.ts), and until it knows whether it
 * can, the page keeps showing the visitor it was rendered for instead of flashing the signed-out page.
 */
import { readStoredSession } from './token-storage';

let state: 'unknown' | 'adopting' | 'settled' = 'unknown';

/** Whether the rendered visitor still stands: decided on first use (hydration), until `settleCookieSession`. */
export function adoptingCookieSession(): boolean {
  if (state === 'unknown') state = readStoredSession() === null ? 'adopting' : 'settled';
  return state === 'adopting';
}

function settleCookieSession(): void {
  state = 'settled';
}

let adoption: Promise<boolean> | null = null;

/**
 * Adopts the session once per page, however many components ask: each one that reads the session asks on mounting,
 * and those mounted while the first renewal was on its way (its answer re-renders the page) asked for a second one.
 * Settled when it has answered.
 */
export function adoptCookieSession(refresh: () => Promise<boolean>): Promise<boolean> {
  adoption ??= refresh().then(
    (ok) => {
      settleCookieSession();
      return ok;
    },
    () => {
      settleCookieSession();
      return false;
    },
  );
  return adoption;
}
