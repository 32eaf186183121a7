import { use, useEffect, useSyncExternalStore } from 'react';
import { keepSessionFresh } from './renewal';
import { getSession, subscribeSession } from './session-store';
import { SessionSnapshotContext } from './session-snapshot';
import type { SessionState } from './types';

/** The signed-in user and what they may do; re-renders on sign-in, sign-out and expiry. */
export function useSession(): SessionState {
  // The 30-minute token is renewed from the HttpOnly refresh cookie before it ends (renewal.ts).
  useEffect(() => keepSessionFresh(), []);
  // Server rendering and hydration read the session the page was rendered for (session-snapshot.ts); the browser
  // then moves to the stored one, which is the same visitor unless the session changed in between.
  const rendered = use(SessionSnapshotContext);
  return useSyncExternalStore(subscribeSession, getSession, rendered ? () => rendered : getSession);
}
