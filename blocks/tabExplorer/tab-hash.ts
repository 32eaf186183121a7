/**
 * docs/behaviour/blocks.md: a tab explorer's selection lives in the URL hash as #{componentId}&{tabId}.
 * Not percent-encoded here: the renderer's useHash encodes on write and decodes on read.
 */
export function formatTabHash(componentId: string, tabId: string): string {
  return `#${componentId}&${tabId}`;
}

/** The tab id a (decoded) hash selects for this explorer, or null when the hash belongs to something else. */
export function parseTabHash(hash: string, componentId: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  const at = raw.indexOf('&');
  if (at <= 0) return null;
  if (raw.slice(0, at) !== componentId) return null;
  const tabId = raw.slice(at + 1);
  return tabId === '' ? null : tabId;
}

/**
 * The tab to show: the requested one if it is among the available tabs, else the default tab,
 * else the first (docs/behaviour/blocks.md: a tab that disappears falls back to default or first).
 */
export function resolveTabId(
  availableIds: readonly string[],
  requestedId: string | null | undefined,
  defaultTabId: string | null | undefined,
): string | null {
  if (requestedId && availableIds.includes(requestedId)) return requestedId;
  if (defaultTabId && availableIds.includes(defaultTabId)) return defaultTabId;
  return availableIds[0] ?? null;
}
