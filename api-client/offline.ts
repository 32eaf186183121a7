// The light surface of the offline write queue (docs/behaviour/calls.md, Offline writes): which writes are pending and
// how a queued write's mutation rejects. Apart from index.ts for the reason catalog.ts is; the queue itself and its
// replay are in offline-replay.ts, which only signed-in visitors load.
export { isQueuedOffline, QueuedOfflineError, usePendingWrite, usePendingWrites } from './offline/offline-write';
export type { OfflineWrite, QueuedWrite } from './offline/offline-write';
