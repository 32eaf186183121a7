// The live-update events (docs/behaviour/live-and-video.md, Live updates, hub events): what each write tells every open page.
// They travel as JSON through PostgreSQL NOTIFY between API processes, then as SSE to browsers.
import type { Environment } from '../config.js';
import { ENVIRONMENTS } from '../config.js';
import type { LiveEvent } from '../../schemas/index.js';

export type { LiveEvent, LiveEventType } from '../../schemas/index.js';
export { LIVE_EVENT_TYPES } from '../../schemas/index.js';

/** The NOTIFY channel every API process listens on. */
export const LIVE_CHANNEL = 'conference_live_events';

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 300;
const isEnv = (v: unknown): v is Environment => (ENVIRONMENTS as readonly unknown[]).includes(v);

/**
 * Reads a NOTIFY payload back into an event. Anything unreadable (an older process, a payload
 * from elsewhere on the channel) becomes a cache clear: pages refetch everything rather than miss a change.
 */
export function parseLiveEvent(payload: string): LiveEvent {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return { type: 'onCacheClear' };
  }
  if (value === null || typeof value !== 'object') return { type: 'onCacheClear' };
  const { type, environment } = value;
  if (type === 'onSettingsChanged' && isEnv(environment)) return { type, environment };
  if (type === 'onComponentSettingsChanged' && isEnv(environment) && isString(value.page) && isString(value.phase)) {
    return { type, environment, page: value.page, phase: value.phase, componentId: isString(value.componentId) ? value.componentId : null };
  }
  if (type === 'onLanguageChanged' && isEnv(environment) && isString(value.language) && isString(value.locale) && isString(value.namespace)) {
    return { type, environment, language: value.language, locale: value.locale, namespace: value.namespace };
  }
  return { type: 'onCacheClear' };
}

/**
 * Whether a client that joined these language groups gets the event. Language events go to the
 * groups of their language or locale (case-insensitive); every other event goes to everyone.
 */
export function reachesGroups(event: LiveEvent, groups: ReadonlySet<string>): boolean {
  if (event.type !== 'onLanguageChanged') return true;
  return groups.has(event.language.toLowerCase()) || groups.has(event.locale.toLowerCase());
}

/** `en,de-DE` -> {en, de-de}: the JoinLanguageGroups argument (comma-separated languages). */
export function parseLanguageGroups(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => /^[a-z0-9][a-z0-9_.-]{0,40}$/.test(l))
      .slice(0, 20),
  );
}
