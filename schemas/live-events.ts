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

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = ['onSettingsChanged', 'onComponentSettingsChanged', 'onLanguageChanged', 'onCacheClear'];
