import { use, useCallback, useEffect, useSyncExternalStore } from 'react';
import { viewerKey } from './viewer-key';
import { clearSession, getSession, subscribeSession } from './session-store';
import { readStoredSession } from './token-storage';
import { getPreviewMode } from '../preview-mode';
import { SessionSnapshotContext } from './session-snapshot';
import { adoptCookieSession, adoptingCookieSession } from './cookie-session';
import type { SessionState } from './types';

/**
 * One renewal for the page, however many components read the session: the first reader starts it, the last one
 * to unmount stops it. (Started per reader, a signed-in page of a hundred session cards asked for the renewal code
 * and set its timer a hundred times while it hydrated.)
 */
let readers = 0;
let loadingRenewal = false;
let stopRenewal: (() => void) | undefined;
let stopWatching: (() => void) | undefined;

/** Loads the renewal once this browser holds a session (now or after a sign-in): anonymous visitors never download it. */
function startRenewal(): void {
  // A preview tab (preview-mode.ts) has no session to renew: its grant stands for it.
  if (stopRenewal || loadingRenewal || readStoredSession() === null || getPreviewMode()) return;
  loadingRenewal = true;
  void import('./renewal').then(({ keepSessionFresh }) => {
    loadingRenewal = false;
    if (readers > 0 && !stopRenewal) stopRenewal = keepSessionFresh();
  });
}

function addSessionReader(): () => void {
  readers += 1;
  if (readers === 1) {
    startRenewal();
    stopWatching = subscribeSession(startRenewal);
  }
  return () => {
    readers -= 1;
    if (readers > 0) return;
    stopWatching?.();
    stopWatching = undefined;
    stopRenewal?.();
    stopRenewal = undefined;
  };
}

/** The signed-in user and what they may do; re-renders on sign-in, sign-out and expiry. */
export function useSession(): SessionState {
  // The 30-minute token is renewed from the HttpOnly refresh cookie before it ends (renewal.ts).
  useEffect(addSessionReader, []);
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

/** The last pair compared: every reader of the session compares the same two states while a page hydrates. */
let lastCompared: { a: SessionState; b: SessionState; same: boolean } | undefined;

/** Signed in (or out) alike, as the same user with the same scopes. */
function sameVisitor(a: SessionState, b: SessionState): boolean {
  if (a === b) return true;
  if (lastCompared?.a === a && lastCompared.b === b) return lastCompared.same;
  const same = a.signedIn === b.signedIn && shown(a) === shown(b) && a.scopes.join(' ') === b.scopes.join(' ');
  lastCompared = { a, b, same };
  return same;
}

/**
 * The viewer part of a personal query key: the signed-in user's id, null when anonymous (every personal answer of
 * one tab is one user's, and its key names them so a sign-in as someone else never reads the last one's cache).
 */
export function useSignedInViewerKey(): string | null {
  const { signedIn, user } = useSession();
  return signedIn ? viewerKey(user) : null;
}
