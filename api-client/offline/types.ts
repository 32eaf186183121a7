// The shapes of the offline write queue (docs/behaviour/calls.md, Offline writes), shared by the queue
// (offline-queue.ts) and the write hooks' side of it (offline-write.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { EvaluationSubmission } from '../../schemas/api-types';

/** What a queued write does: enough to send it again after a reload. */
export type OfflineWrite =
  | { kind: 'schedule-add' | 'schedule-remove' | 'rsvp' | 'rsvp-cancel'; sessionId: string }
  | { kind: 'favorite'; on: boolean; favoriteKind: number; id: string; itemType: string | null }
  | { kind: 'evaluation'; target: string; submission: EvaluationSubmission }
  | { kind: 'message'; meetingId: string; messageBody: string };

export interface QueuedWrite {
  /** The Idempotency-Key, made when the visitor acted: the server applies the write once, however often it arrives. */
  key: string;
  /** The signed-in viewer whose write it is (queues are per user). */
  viewer: string;
  /** What the write was about (a session's title), for the replay's failure toast. */
  label: string;
  write: OfflineWrite;
}

/** The mutation's rejection when its write was queued rather than sent: not a failure, a pending write. */
export class QueuedOfflineError extends Error {
  readonly entry: QueuedWrite;
  constructor(entry: QueuedWrite) {
    super('Queued until the browser is back online');
    this.name = 'QueuedOfflineError';
    this.entry = entry;
  }
}

export const isQueuedOffline = (error: unknown): error is QueuedOfflineError => error instanceof Error && error.name === 'QueuedOfflineError';

/** The viewer's queued writes as the page shows them (pending), in the order the visitor acted. */
export const offlineWritesKey = (viewer: string) => ['offline-writes', viewer] as const;

export function queuedWritesOf(client: QueryClient, viewer: string): readonly QueuedWrite[] {
  return client.getQueryData<QueuedWrite[]>(offlineWritesKey(viewer)) ?? [];
}
