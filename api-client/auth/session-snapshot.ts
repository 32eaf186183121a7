/**
 * The session the server rendered a page for. On the server it is the visitor the page request's session cookie
 * names (there is no per-request localStorage); in the browser it is what that page's HTML was rendered with, so
 * hydration sees the same visitor and no anonymous content flashes. After hydration the stored session rules.
 */
import { createContext, createElement, type ReactNode } from 'react';
import { SIGNED_OUT, stateOf } from './session-store';
import type { SessionState, SessionUser } from './types';

/** What travels in the page's HTML: who is signed in, never the token. */
export interface RenderedSession {
  user: SessionUser;
  expiry: string;
}

export const SessionSnapshotContext = createContext<SessionState | null>(null);

/** The state `useSession()` answers while the server renders or the browser hydrates this session. */
export function renderedSessionState(session: RenderedSession | null): SessionState {
  return session ? stateOf({ token: '', user: session.user, expiry: session.expiry }, null) : SIGNED_OUT;
}

export function SessionSnapshotProvider({ session, children }: { session: RenderedSession | null; children: ReactNode }) {
  return createElement(SessionSnapshotContext, { value: renderedSessionState(session) }, children);
}
