import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectLive, type EventSourceFactory } from './live-connection';
import { invalidateForLiveEvent } from './invalidate-live';
import { queryKeys } from '../query-keys';

export interface UseLiveUpdatesOptions {
  /** False keeps the connection closed (e.g. while the site is served from the static fallback). */
  enabled?: boolean;
  createEventSource?: EventSourceFactory;
  /**
   * Who is signed in (their id, or nothing): a change reconnects, so the stream is identified by the page session
   * cookie of the current user and their user-targeted events (onUserCounts) reach them.
   */
  identity?: string;
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
  useEffect(() => {
    if (!enabled || typeof window === 'undefined' || (!createEventSource && typeof EventSource === 'undefined')) return undefined;
    const connection = connectLive({
      languages: key ? key.split(',') : [],
      onEvent: (event) => void invalidateForLiveEvent(client, event),
      // Their meeting and message counts (and lists) changed: refetch what is shown at once.
      onUserEvent: () => void client.invalidateQueries({ queryKey: queryKeys.meetings() }),
      createEventSource,
    });
    return () => connection.close();
  }, [client, key, enabled, createEventSource, identity]);
}
