// The offline write queue (docs/behaviour/calls.md, Offline writes): per signed-in viewer, in IndexedDB (idb-keyval),
// so nothing is lost on a reload. It travels with the write hooks (offline-write.ts) and the replay runner
// (use-offline-replay.ts, signed-in visitors only), in lazy chunks, never the entry's. The replay sends the writes in the
// order the visitor acted, each with its Idempotency-Key; the server's rules decide each one (an RSVP for a full
// session gets the waitlist as an online RSVP does); a refused write is dropped and its optimistic state rolled back
// (the queries it touched are read again); a network error stops the replay with the rest kept for the next try.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createStore, get, update, type UseStore } from 'idb-keyval';
import { ApiError, CLIENT_ERROR_CODES, isApiError } from '../api-error';
import { deleteFavorite, favoritesQueryOptions, putFavorite } from '../catalog/catalog';
import { apiRequest } from '../http';
import { meetingKeys, sendMessage } from '../meetings/meetings-api';
import { addToSchedule, cancelRsvp, putRsvp, removeFromSchedule, scheduleKeys } from '../schedule/schedule-api';
import { offlineWritesKey, type OfflineWrite, type QueuedWrite } from './types';

/** Where the queues are kept: IndexedDB in the browser; tests hand in a Map. */
export interface QueueStorage {
  read(viewer: string): Promise<QueuedWrite[]>;
  change(viewer: string, fn: (queue: QueuedWrite[]) => QueuedWrite[]): Promise<QueuedWrite[]>;
}

function idbStorage(): QueueStorage {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore('conference-offline-writes', 'queues'));
  return {
    read: async (viewer) => (await get<QueuedWrite[]>(viewer, db())) ?? [],
    change: async (viewer, fn) => {
      let next: QueuedWrite[] = [];
      // One readwrite transaction: two writes queued at once both land, in order.
      await update<QueuedWrite[]>(viewer, (queue) => (next = fn(queue ?? [])), db());
      return next;
    },
  };
}

let storage: QueueStorage | undefined;
const storageNow = () => (storage ??= idbStorage());

/** Tests: another storage (null: IndexedDB again). */
export function setQueueStorage(next: QueueStorage | null): void {
  storage = next ?? undefined;
}

/** Shows the queue as pending; answers the writes shown before that are no longer in it. */
function show(client: QueryClient, viewer: string, queue: readonly QueuedWrite[]): QueuedWrite[] {
  const shown = client.getQueryData<readonly QueuedWrite[]>(offlineWritesKey(viewer));
  // No queue where none was shown is no change: an empty list set anew would re-render every favorite and schedule
  // button of the page (each watches the queue) at once, on every signed-in page's load.
  if (queue.length === 0 && shown === undefined) return [];
  // The same writes as shown (a replay reads the queue before each write) are no change either.
  const same = shown !== undefined && shown.length === queue.length && shown.every((entry, i) => entry.key === queue[i]?.key);
  if (!same) client.setQueryData(offlineWritesKey(viewer), [...queue]);
  return (shown ?? []).filter((entry) => !queue.some((e) => e.key === entry.key));
}

/** Adds a write at the end of its viewer's queue and shows it as pending. */
export async function queueWrite(client: QueryClient, entry: QueuedWrite): Promise<QueuedWrite> {
  const queue = await storageNow().change(entry.viewer, (q) => (q.some((e) => e.key === entry.key) ? q : [...q, entry]));
  show(client, entry.viewer, queue);
  askForBackgroundSync();
  return entry;
}

/**
 * Asks the browser to wake the site's worker when the connection is back (Background Sync, where the browser has it):
 * the worker then tells the open pages to replay (use-offline-replay.ts). Elsewhere the page's `online` event does.
 */
function askForBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }).sync?.register(OFFLINE_WRITES_SYNC_TAG))
    .catch(() => undefined);
}

/** The Background Sync tag of the offline writes. */
export const OFFLINE_WRITES_SYNC_TAG = 'offline-writes';

/** Reads the viewer's queue (after a reload) into the page's pending state; answers it. */
export async function loadQueue(client: QueryClient, viewer: string): Promise<readonly QueuedWrite[]> {
  const queue = await storageNow().read(viewer);
  show(client, viewer, queue);
  return queue;
}

/** Sends one queued write with its key; answers the server's answer. */
export function sendQueued(write: OfflineWrite, key: string): Promise<unknown> {
  switch (write.kind) {
    case 'schedule-add':
      return addToSchedule(write.sessionId, key);
    case 'schedule-remove':
      return removeFromSchedule(write.sessionId, key);
    case 'rsvp':
      return putRsvp(write.sessionId, key);
    case 'rsvp-cancel':
      return cancelRsvp(write.sessionId, key);
    case 'favorite':
      return write.on ? putFavorite(write.favoriteKind, write.id, write.itemType, key) : deleteFavorite(write.favoriteKind, write.id, key);
    case 'evaluation':
      // evaluations.ts's submitEvaluation, whose hooks import this module: the same call, named here.
      return apiRequest(`/evaluations/${encodeURIComponent(write.target)}/submit`, { method: 'POST', body: write.submission, idempotencyKey: key });
    case 'message':
      return sendMessage({ id: write.meetingId, messageBody: write.messageBody }, key);
  }
}

/** The queries a write changes: read again once it landed or failed (which rolls its optimistic state back). */
function touched(write: OfflineWrite, viewer: string): QueryKey[] {
  switch (write.kind) {
    case 'favorite':
      return [favoritesQueryOptions(viewer).queryKey, ['catalog']];
    case 'evaluation':
      return [['evaluations', viewer]];
    case 'message':
      return [meetingKeys.viewer(viewer)];
    default:
      return [scheduleKeys.viewer(viewer), ['catalog']];
  }
}

/** Reads again, once each, the queries the given writes changed (or rolled back). */
async function readAgain(client: QueryClient, viewer: string, writes: readonly QueuedWrite[]): Promise<void> {
  const keys = new Map<string, QueryKey>();
  for (const entry of writes) for (const queryKey of touched(entry.write, viewer)) keys.set(JSON.stringify(queryKey), queryKey);
  await Promise.all([...keys.values()].map((queryKey) => client.invalidateQueries({ queryKey })));
}

export type ReplayOutcome =
  | { entry: QueuedWrite; applied: true; answer: unknown }
  | { entry: QueuedWrite; applied: false; error: ApiError };

/** Still offline, or the server asks to slow down: the write stays queued for the next try. */
const retryLater = (error: ApiError) => error.status === 0 || error.status === 429;

const running = new Map<string, Promise<ReplayOutcome[]>>();

/**
 * Sends the viewer's queued writes in order; `report` hears each one's outcome. One replay per viewer at a time in
 * this tab (a second call joins the first); another tab replaying the same queue is safe through the keys.
 */
export function replayQueue(client: QueryClient, viewer: string, report: (outcome: ReplayOutcome) => void = () => undefined): Promise<ReplayOutcome[]> {
  const current = running.get(viewer);
  if (current) return current;
  const run = replay(client, viewer, report).finally(() => running.delete(viewer));
  running.set(viewer, run);
  return run;
}

async function replay(client: QueryClient, viewer: string, report: (outcome: ReplayOutcome) => void): Promise<ReplayOutcome[]> {
  const outcomes: ReplayOutcome[] = [];
  for (;;) {
    const queue = await storageNow().read(viewer);
    // Writes this page showed as pending that another tab of the visitor sent meanwhile (both replay when the
    // connection is back; one takes each write off the shared queue): this page reads what they changed too, or it
    // would go on showing the state from before them (an evaluation form after its answers were saved).
    await readAgain(client, viewer, show(client, viewer, queue));
    const [entry] = queue;
    if (!entry) break;
    let outcome: ReplayOutcome;
    try {
      outcome = { entry, applied: true, answer: await sendQueued(entry.write, entry.key) };
    } catch (error) {
      const apiError = isApiError(error) ? error : new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: String(error), path: '', method: '' });
      if (retryLater(apiError)) break;
      outcome = { entry, applied: false, error: apiError };
    }
    let taken = false;
    const left = await storageNow().change(viewer, (q) => {
      taken = q.some((e) => e.key === entry.key);
      return q.filter((e) => e.key !== entry.key);
    });
    await readAgain(client, viewer, [entry, ...show(client, viewer, left).filter((e) => e.key !== entry.key)]);
    outcomes.push(outcome);
    // Two tabs may send the same queued write at once (the server applies its key once). Only the tab that takes it
    // off the shared queue (one storage transaction) tells the visitor, so one toast says what became of it.
    if (taken) report(outcome);
  }
  return outcomes;
}
