// Pages kept before the attendee opens them (docs/behaviour/shell.md, Offline): a signed-in attendee's own schedule,
// meetings and favorites and the catalog's first page, so they open offline though not visited since the last
// deployment; at most once per visitor and language every 30 minutes, one page after the other, so the server
// renders them at a walk.

/** The pages kept ahead, below the language prefix. */
export const KEPT_AHEAD = ['/schedule', '/meetings', '/favorites', '/sessions'] as const;
export const KEEP_AHEAD_EVERY_MS = 30 * 60_000;

const lastKept = new Map<string, number>();

/** The language of a page's path (`/de/...` -> 'de'), or null. */
export function languageOf(pathname: string): string | null {
  return pathname.match(/^\/([a-z]{2}(?:-[A-Za-z]{2})?)(?:\/|$)/)?.[1] ?? null;
}

/**
 * Whether to keep the pages ahead now for this visitor and language (and notes that they are): never for the
 * anonymous visitor, whose pages are the same for everyone and kept when visited.
 */
export function dueToKeepAhead(viewer: string, language: string, now: number, anonymous: string): boolean {
  if (viewer === anonymous) return false;
  const key = `${viewer} ${language}`;
  const last = lastKept.get(key);
  if (last !== undefined && now - last < KEEP_AHEAD_EVERY_MS) return false;
  lastKept.set(key, now);
  return true;
}

/** Fetches each page through `keep` (the visitor's network-first strategy, which stores it), one at a time. */
export async function keepAhead(language: string, keep: (url: string) => Promise<unknown>): Promise<void> {
  for (const path of KEPT_AHEAD) {
    try {
      await keep(`/${language}${path}`);
    } catch {
      // Offline or refused: the next visit tries again.
    }
  }
}
