import type { Environment } from '../site-env';

/**
 * The live-update hub's events (spec 001 section 7), as GET /api/live sends them: the SSE event name
 * is `type`, the data is the whole object. `joined` confirms JoinLanguageGroups for one connection.
 */
export type LiveEvent =
  | { type: 'onSettingsChanged'; environment: Environment }
  | { type: 'onComponentSettingsChanged'; environment: Environment; page: string; phase: string; componentId: string | null }
  | { type: 'onLanguageChanged'; environment: Environment; language: string; locale: string; namespace: string }
  | { type: 'onCacheClear' };

export type LiveEventType = LiveEvent['type'];

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = ['onSettingsChanged', 'onComponentSettingsChanged', 'onLanguageChanged', 'onCacheClear'];

/** Spec 001 section 9 ("Live-update push: 5 retries, 5000 ms apart"). */
export const LIVE_MAX_RETRIES = 5;
export const LIVE_RETRY_DELAY_MS = 5000;
