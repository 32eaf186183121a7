// The write hooks' side of the offline write queue (docs/behaviour/calls.md, Offline writes), imported by the write
// hooks of schedule, RSVP, favorites, evaluations and messages: each write gets an Idempotency-Key when the visitor
// acts, and is sent at once unless the browser is offline, a write of the viewer's is already waiting (the queue
// keeps the order the visitor acted in), or sending fails with a network error. Then it goes into the queue
// (offline-queue.ts, IndexedDB) and the mutation rejects with a QueuedOfflineError, which the caller shows as
// pending. The queue comes with the hooks, in their lazy chunks (never the entry's): a write made offline must find
// its code already loaded.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-error';
import { queueWrite } from './offline-queue';
import { offlineWritesKey, QueuedOfflineError, queuedWritesOf, type OfflineWrite, type QueuedWrite } from './types';

export { isQueuedOffline, offlineWritesKey, QueuedOfflineError, queuedWritesOf } from './types';
export type { OfflineWrite, QueuedWrite } from './types';

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
