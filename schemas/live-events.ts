import type { Environment } from './domain/environments';

/**
 * The live-update hub's events (spec 001 section 7, hub events): what each write tells every open page. The
 * server sends them through PostgreSQL NOTIFY between API processes and then as SSE (event name = `type`,
 * data = the whole object); api-client reads them. One definition here, since both sides must agree.
 */
export type LiveEvent =
  | { type: 'onSettingsChanged'; environment: Environment }
  | { type: 'onComponentSettingsChanged'; environment: Environment; page: string; phase: string; componentId: string | null }
  | { type: 'onLanguageChanged'; environment: Environment; language: string; locale: string; namespace: string }
  | { type: 'onCacheClear' };

export type LiveEventType = LiveEvent['type'];

/**
 * A user-targeted event (issue 16): sent only to the streams of one signed-in user (identified by the page session
 * cookie) when a message, an invitation or an answer concerning them arrives; the client refreshes their meeting
 * and message counts at once. Never broadcast, so it is not one of LIVE_EVENT_TYPES.
 */
export interface UserLiveEvent {
  type: 'onUserCounts';
  reason: 'message' | 'invite' | 'response' | 'update' | 'cancel' | 'read';
  meetingId: string | null;
}

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = ['onSettingsChanged', 'onComponentSettingsChanged', 'onLanguageChanged', 'onCacheClear'];
