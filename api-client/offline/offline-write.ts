// The light half of the offline write queue (docs/behaviour/calls.md, Offline writes), imported by the write hooks
// of schedule, RSVP, favorites, evaluations and messages: each write gets an Idempotency-Key when the visitor acts,
// and is sent at once unless the browser is offline, a write of the viewer's is already waiting (the queue keeps the
// order the visitor acted in), or sending fails with a network error. Then it goes into the queue (offline-queue.ts,
// IndexedDB: a lazy chunk, loaded only here and by the replay) and the mutation rejects with a QueuedOfflineError,
// which the caller shows as pending.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { EvaluationSubmission } from '../../schemas';
import { isApiError } from '../api-error';

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

/** The viewer's pending writes; filled by the queue (it never fetches). */
export function usePendingWrites(viewer: string | null): readonly QueuedWrite[] {
  const query = useQuery({
    queryKey: offlineWritesKey(viewer ?? 'anonymous'),
    queryFn: () => [] as QueuedWrite[],
    enabled: false,
    staleTime: Infinity,
  });
  return query.data ?? [];
}

/** Whether a pending write of the viewer's matches. */
export function usePendingWrite(viewer: string | null, match: (write: OfflineWrite) => boolean): QueuedWrite | undefined {
  return usePendingWrites(viewer).find((entry) => match(entry.write));
}

/** A random UUID (v4); crypto.randomUUID exists only in secure contexts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Sends the write with a new Idempotency-Key, or queues it (see above). `viewer` null (anonymous) always sends: only
 * a signed-in visitor has a queue.
 */
export async function sendOrQueue<T>(
  client: QueryClient,
  viewer: string | null,
  label: string,
  write: OfflineWrite,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const key = newIdempotencyKey();
  if (viewer === null || viewer === 'anonymous') return send(key);
  const queue = async (): Promise<never> => {
    const { queueWrite } = await import('./offline-queue');
    throw new QueuedOfflineError(await queueWrite(client, { key, viewer, label, write }));
  };
  if (browserOffline() || queuedWritesOf(client, viewer).length > 0) return queue();
  try {
    return await send(key);
  } catch (error) {
    // The connection broke: the write may or may not have arrived; its key makes the replay safe either way.
    if (isApiError(error) && error.status === 0) return queue();
    throw error;
  }
}
