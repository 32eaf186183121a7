// The hub's events, as GET /api/live sends them, are defined once in schemas/ for the server and this client.
export type { LiveEvent, LiveEventType } from '../../schemas';
export { LIVE_EVENT_TYPES } from '../../schemas';

/** docs/behaviour/live-and-video.md, Live updates ("Live-update push: 5 retries, 5000 ms apart"). */
export const LIVE_MAX_RETRIES = 5;
export const LIVE_RETRY_DELAY_MS = 5000;
