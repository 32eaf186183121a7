// The replay of queued offline writes (docs/behaviour/calls.md, Offline writes): for the one runner mounted for
// signed-in visitors. It brings the queue (IndexedDB) with it, so that a write made offline later finds it loaded.
export { REPLAY_MESSAGE_TYPE, useOfflineReplay } from './offline/use-offline-replay';
export type { ReplayOutcome } from './offline/offline-queue';
