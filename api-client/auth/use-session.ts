import { use, useCallback, useEffect, useSyncExternalStore } from 'react';
import { viewerKey } from './viewer-key';
import { clearSession, getSession, subscribeSession } from './session-store';
import { readStoredSession } from './token-storage';
import { getPreviewMode } from '../preview-mode';
import { SessionSnapshotContext } from './session-snapshot';
import { adoptCookieSession, adoptingCookieSession } from './cookie-session';
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
      // A preview tab (preview-mode.ts) has no session to renew: its grant stands for it.
      if (loading || readStoredSession() === null || getPreviewMode()) return;
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
  useEffect(() => {
    if (!rendered?.signedIn || !adoptingCookieSession() || getPreviewMode()) return;
    void adoptCookieSession(() => import('./renewal').then(({ refreshSession }) => refreshSession())).then((ok) => {
      // Signed out after all (the session ended meanwhile): the page follows, as after any sign-out.
      if (!ok) clearSession();
    });
  }, [rendered]);
  // While the stored session is the visitor the page was rendered for, with the same scopes, the answer stays the
  // rendered state (which lacks only the token and the renewed expiry, and no component reads those from here: the
  // calls take the token from the store): a different object would make React re-render every user of the session
  // at once, synchronously, when the page adopts its cookie session right after hydration (a new token, a new
  // expiry, the same visitor).
  const read = useCallback(() => {
    const current = getSession();
    if (rendered?.signedIn && !current.signedIn && !getPreviewMode() && adoptingCookieSession()) return rendered;
    return rendered && sameVisitor(current, rendered) ? rendered : current;
  }, [rendered]);
  return useSyncExternalStore(subscribeSession, read, rendered ? () => rendered : getSession);
}

/**
 * The user as a page's HTML carries them (never their provider tokens, server/ssr/page-route.ts), less the expiry a
 * renewal moves on.
 */
const shown = (session: SessionState) => JSON.stringify(session.user && { ...session.user, providerTokens: undefined, expiry: undefined });

/** Signed in (or out) alike, as the same user with the same scopes. */
const sameVisitor = (a: SessionState, b: SessionState) =>
  a.signedIn === b.signedIn && shown(a) === shown(b) && a.scopes.join(' ') === b.scopes.join(' ');

/**
 * The viewer part of a personal query key: the signed-in user's id, null when anonymous (every personal answer of
 * one tab is one user's, and its key names them so a sign-in as someone else never reads the last one's cache).
 */
export function useSignedInViewerKey(): string | null {
  const { signedIn, user } = useSession();
  return signedIn ? viewerKey(user) : null;
}
