import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session-store';
import type { SessionState } from './types';

/** The signed-in user and what they may do; re-renders on sign-in, sign-out and expiry. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
