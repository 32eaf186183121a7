// What other server features use of the live updates: the event types, the hub and the per-user relay.
export type { LiveEvent } from './events.js';
export type { LiveHub } from './live-hub.js';
export type { UserEventRelay, UserLiveEvent } from './user-events.js';
export { USER_CHANNEL } from './user-events.js';
