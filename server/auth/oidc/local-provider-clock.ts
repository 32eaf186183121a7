// The local provider's clock (local-provider.ts), for tests of expired tokens.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

// oidc-provider reads the time through Date.now() only (lib/helpers/epoch_time.js, the cookie library), with no hook.
// So while some local provider runs with an offset, Date.now is wrapped: inside a request to that provider (its
// AsyncLocalStorage context) it answers the real time plus the offset; everywhere else, the relying party and the
// rest of the process included, the real time. Until a provider is given an offset, nothing is wrapped; its close()
// unwraps.

export interface ClockState {
  offsetMs: number;
}
export const clock = new AsyncLocalStorage<ClockState>();
let realNow: (() => number) | null = null;
let shiftedNow: (() => number) | null = null;
let clockUsers = 0;

export function acquireShiftedClock(): void {
  clockUsers += 1;
  if (clockUsers > 1) return;
  const now = Date.now.bind(Date);
  const shifted = () => now() + (clock.getStore()?.offsetMs ?? 0);
  realNow = now;
  shiftedNow = shifted;
  Date.now = shifted;
}

export function releaseShiftedClock(): void {
  clockUsers -= 1;
  if (clockUsers > 0) return;
  // Something that replaced Date.now after us (fake timers) is left alone; our wrapper then sits harmlessly below it.
  if (realNow && Date.now === shiftedNow) Date.now = realNow;
  realNow = null;
  shiftedNow = null;
}

/**
 * Cookie expiry is a date in the browser's real clock: a cookie the shifted provider sets (its session, its interaction)
 * must not arrive already expired, or the browser would drop it and a sign-in with a clock far behind could not finish.
 */
export function keepCookieExpiryReal(res: ServerResponse, state: ClockState): void {
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const header = res.getHeader('set-cookie');
    const cookies = typeof header === 'string' ? [header] : Array.isArray(header) ? header : [];
    if (state.offsetMs !== 0 && cookies.length) {
      res.setHeader('set-cookie', cookies.map((cookie) => unshiftExpiry(cookie, state.offsetMs)));
    }
    return writeHead.apply(res, args);
  }) as ServerResponse['writeHead'];
}

function unshiftExpiry(cookie: string, offsetMs: number): string {
  return cookie.replace(/(;\s*expires=)([^;]+)/i, (whole, prefix: string, date: string) => {
    const time = Date.parse(date);
    // The epoch date deletes a cookie and must stay in the past.
    if (Number.isNaN(time) || time === 0) return whole;
    return `${prefix}${new Date(time - offsetMs).toUTCString()}`;
  });
}
