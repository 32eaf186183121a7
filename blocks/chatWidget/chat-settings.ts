// What the widget reads of the site settings' chat group (docs/behaviour/live-and-video.md, Chat), with the
// documented defaults where a value is absent: chat on, placeholders rotating every 3000 ms, anonymous chat allowed,
// one message per 1000 ms.

export interface WidgetChatSettings {
  enableChat: boolean;
  placeholderRotationIntervalMs: number;
  chatPlaceholderKeys: readonly string[];
  showAnonymously: boolean;
  chatMessageActionRateLimitMs: number;
  /** The site's chat loader script; absent: the built-in chat. */
  loaderScriptSrc: string | null;
}

export const CHAT_DEFAULTS: WidgetChatSettings = {
  enableChat: true,
  placeholderRotationIntervalMs: 3000,
  chatPlaceholderKeys: [],
  showAnonymously: true,
  chatMessageActionRateLimitMs: 1000,
  loaderScriptSrc: null,
};

const count = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback);
const isHttp = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\//.test(v);

export function widgetChatSettings(settings: Record<string, unknown> | undefined): WidgetChatSettings {
  const chat = (settings?.chat ?? {}) as Record<string, unknown>;
  const keys = Array.isArray(chat.chatPlaceholderKeys) ? chat.chatPlaceholderKeys.filter((k): k is string => typeof k === 'string' && k !== '') : [];
  return {
    enableChat: chat.enableChat !== false,
    placeholderRotationIntervalMs: count(chat.placeholderRotationIntervalMs, CHAT_DEFAULTS.placeholderRotationIntervalMs),
    chatPlaceholderKeys: keys,
    showAnonymously: chat.showAnonymously !== false,
    chatMessageActionRateLimitMs: count(chat.chatMessageActionRateLimitMs, CHAT_DEFAULTS.chatMessageActionRateLimitMs),
    loaderScriptSrc: isHttp(chat.loaderScriptSrc) ? chat.loaderScriptSrc : null,
  };
}

/** Which chat a widget shows: an external loader (its own scriptSrc, else the site's), or the built-in chat. */
export function externalLoaderOf(scriptSrc: string | undefined, settings: WidgetChatSettings): string | null {
  return isHttp(scriptSrc) ? scriptSrc : settings.loaderScriptSrc;
}

/** The placeholder shown `elapsedMs` after the composer appeared: the next key every interval, round and round. */
export function placeholderIndex(elapsedMs: number, intervalMs: number, count: number): number {
  if (count <= 1 || intervalMs <= 0) return 0;
  return Math.floor(Math.max(0, elapsedMs) / intervalMs) % count;
}
