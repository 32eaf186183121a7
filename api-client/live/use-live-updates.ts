import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectLive, type EventSourceFactory } from './live-connection';
import { invalidateContent, invalidateForLiveEvent } from './invalidate-live';
import { englishNotice, type LiveNotice } from './notice-text';
import { browserSharingApis, sharedEventSources } from './shared-source';

// What user-channel events do is loaded with the first one (or a signed-in stream's join): anonymous pages that
// never hear one do not carry it (the home page's script budget).
const userEffects = () => import('./user-live-effects');

export interface UseLiveUpdatesOptions {
  /** False keeps the connection closed (e.g. while the site is served from the static fallback). */
  enabled?: boolean;
  createEventSource?: EventSourceFactory;
  /**
   * Who is signed in (their id, or nothing): a change reconnects, so the stream is identified by the page session
   * cookie of the current user and their user-targeted events (onUserCounts) reach them.
   */
  identity?: string;
  /**
   * Shows what someone else's action means for the user ("You are in: ... moved from the waitlist to your schedule"):
   * the shell hands in its toast. Shown at once, while the affected queries refetch.
   */
  onNotice?: (message: string) => void;
  /**
   * The notice's text in the visitor's language (the shell's i18next: keys of its namespace, English defaults in
   * liveNoticeStrings); without it onNotice gets the English text.
   */
  translateNotice?: (notice: LiveNotice) => string;
  /**
   * The server's time (ms) the page's content was read at: the server render's `renderedAt`; without one, the
   * first join counts from when the page began to load. Content changed after it, before the stream joined, is
   * read again.
   */
  contentAsOf?: number | null;
}

/**
 * Whether content may have changed unheard: the server passed on an event after the page's content was read.
 * `asOf` null: the page's content is as old as the page (its load began `sinceLoadMs` ago on the browser's clock,
 * a duration, so the two clocks need not agree).
 */
export function missedContent(joined: { contentChangedAt: number; now: number }, asOf: number | null, sinceLoadMs: number): boolean {
  const known = asOf ?? joined.now - sinceLoadMs;
  return joined.contentChangedAt > known;
}

/**
 * Holds one live-update connection while mounted, joined to `languages`, and refreshes the affected
 * queries on each event. A new language list reconnects (and so rejoins). The connection's status is kept in no
 * state: the shell's root holds this hook, and a state change there re-renders the whole page.
 */
export function useLiveUpdates(languages: readonly string[], options: UseLiveUpdatesOptions = {}): void {
  const client = useQueryClient();
  const enabled = options.enabled ?? true;
  const key = languages.join(',');
  const { createEventSource, identity } = options;
  // Read through a ref: a new callback on each render must not reconnect the stream.
  const notice = useRef(options.onNotice);
  const translate = useRef(options.translateNotice);
  // The server's time up to which the page's content is known current: the render's, then each join's (events after
  // a join arrive on the stream). Kept across reconnects (a sign-in opens a new stream).
  const contentKnownAt = useRef(options.contentAsOf ?? null);
  useEffect(() => {
    notice.current = options.onNotice;
    translate.current = options.translateNotice;
  });
  useEffect(() => {
    if (!enabled || typeof window === 'undefined' || (!createEventSource && typeof EventSource === 'undefined')) return undefined;
    // The browser's tabs of the site share one stream (shared-source.ts); a test's own factory is used as it is.
    const sharing = createEventSource ? undefined : browserSharingApis();
    const connection = connectLive({
      languages: key ? key.split(',') : [],
      onJoined: (joined) => {
        if (missedContent(joined, contentKnownAt.current, performance.now())) void invalidateContent(client);
        contentKnownAt.current = joined.now;
      },
      onStatus: (status) => {
        // Only a signed-in user's stream carries personal events to have missed: what was read before the join is
        // read again. Before the join, not before this tab opened its stream: a join can also be another tab's
        // stream taking over the shared one (shared-source.ts), after a gap this tab knows nothing of.
        if (status === 'joined' && identity) {
          const since = Date.now();
          void userEffects().then(({ catchUpAfterJoin }) => catchUpAfterJoin(client, since));
        }
      },
      onEvent: (event) => void invalidateForLiveEvent(client, event),
      // Someone else's action concerns them (or a session's seats changed): tell them, and refetch what it changed.
      onUserEvent: (event) => {
        void userEffects().then(({ applyUserLiveEvent, userEventNoticeText }) => {
          const text = userEventNoticeText(event);
          if (text) notice.current?.(translate.current ? translate.current(text) : englishNotice(text));
          return applyUserLiveEvent(client, event);
        });
      },
      createEventSource: createEventSource ?? (sharing ? sharedEventSources(identity ?? '', sharing) : undefined),
    });
    return () => connection.close();
  }, [client, key, enabled, createEventSource, identity]);
}
