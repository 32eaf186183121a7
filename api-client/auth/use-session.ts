import { useEffect, useSyncExternalStore } from 'react';
import { keepSessionFresh } from './renewal';
import { getSession, subscribeSession } from './session-store';
import type { SessionState } from './types';

/** The signed-in user and what they may do; re-renders on sign-in, sign-out and expiry. */
export function useSession(): SessionState {
  // The 30-minute token is renewed from the HttpOnly refresh cookie before it ends (renewal.ts).
  useEffect(() => keepSessionFresh(), []);
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
