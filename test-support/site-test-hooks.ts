import { afterEach, beforeEach } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, signOut, type EventSourceLike } from '../api-client';
import { clearToasts } from '../renderer';
import type { RealApi } from './real-api';

/**
 * Between the tests of a file that renders the site against the real API: jsdom has no layout (scrolling is a
 * no-op), each test reads only its own requests, and nobody stays signed in and no toast stays up after it.
 * `before` adds a file's own reset.
 */
export function resetSiteBetweenTests(api: RealApi, before: () => void = () => undefined): void {
  beforeEach(() => {
    window.scrollTo = () => undefined;
    api.requests.length = 0;
    before();
  });
  afterEach(() => {
    signOut();
    clearToasts();
  });
}

/** A live component test's open event streams and query client: after each test the streams close, the client's
 *  cache is cleared and no toast stays up. The test pushes what it opens to `opened` and takes its client from
 *  `newClient`. */
export interface LiveTestState {
  opened: EventSourceLike[];
  newClient: () => QueryClient;
}

export function closeLiveBetweenTests(): LiveTestState {
  let client: QueryClient | undefined;
  const opened: EventSourceLike[] = [];
  afterEach(() => {
    for (const s of opened.splice(0)) s.close();
    client?.clear();
    clearToasts();
  });
  return {
    opened,
    newClient: () => {
      client = createQueryClient();
      return client;
    },
  };
}
