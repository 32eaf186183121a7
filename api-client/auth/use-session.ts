import { use, useEffect, useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session-store';
import { readStoredSession } from './token-storage';
import { SessionSnapshotContext } from './session-snapshot';
import type { SessionState } from './types';

/** The signed-in user and what they may do; re-renders on sign-in, sign-out and expiry. */
export function useSession(): SessionState {
  // The 30-minute token is renewed from the HttpOnly refresh cookie before it ends (renewal.ts). Its code loads once
  // this browser holds a session (now or after a sign-in): anonymous visitors never download it.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    let loading = false;
    const start = () => {
      if (loading || readStoredSession() === null) return;
      loading = true;
      void import('./renewal').then(({ keepSessionFresh }) => {
        if (active) stop = keepSessionFresh();
      });
    };
    start();
    const unsubscribe = subscribeSession(start);
    return () => {
      active = false;
      unsubscribe();
      stop?.();
    };
  }, []);
  // Server rendering and hydration read the session the page was rendered for (session-snapshot.ts); the browser
  // then moves to the stored one, which is the same visitor unless the session changed in between.
  const rendered = use(SessionSnapshotContext);
  return useSyncExternalStore(subscribeSession, getSession, rendered ? () => rendered : getSession);
}
