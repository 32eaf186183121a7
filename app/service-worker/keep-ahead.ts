// Pages kept before the attendee opens them (docs/behaviour/shell.md, Offline): a signed-in attendee's own schedule,
// meetings and favorites and the catalog's first page, then the pages of the next sessions on their schedule, so they
// open offline though not visited since the last deployment; at most once per visitor and language every 30 minutes,
// one page after the other, so the server renders them at a walk.

/** The pages kept ahead, below the language prefix; the schedule first: the session pages are read from it. */
export const KEPT_AHEAD = ['/schedule', '/meetings', '/favorites', '/sessions'] as const;
export const KEEP_AHEAD_EVERY_MS = 30 * 60_000;
/**
 * How many of the schedule's sessions get their page kept ahead: the next ones not yet ended. An attendee's day holds
 * about five to seven sessions, so twelve cover the rest of today and tomorrow, which is what an attendee walks into
 * without a signal; the pages further out are kept again (fresher) at a later visit. With the four pages above that
 * is sixteen of a visitor's 300 kept copies (rules.ts, MAX_ENTRIES), and sixteen renders per attendee at most every
 * 30 minutes for the server.
 */
export const SESSIONS_AHEAD = 12;

/** The schedule's event types that are sessions with a page of their own (schemas/domain/schedule.ts: Topic, ProductRoundtable). */
const SESSION_EVENT_TYPES: readonly number[] = [0, 6];

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

interface DehydratedQuery {
  queryKey?: unknown;
  state?: { data?: unknown };
}

interface ScheduleEventFields {
  eventTypeValue?: unknown;
  sessionId?: unknown;
  sessionCode?: unknown;
  detailNavigation?: unknown;
  start?: unknown;
  end?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A session event's page below the language, as the schedule links it (blocks/mySchedule/links.ts): by code, else id. */
function sessionPath(event: ScheduleEventFields): string | null {
  const nav = text(event.detailNavigation);
  if (nav?.startsWith('/')) return nav.replace(/^\/[a-z]{2}(?:-[A-Za-z]{2})?(?=\/)/, '');
  const key = text(event.sessionCode) ?? text(event.sessionId);
  return key ? `/sessions/${encodeURIComponent(key)}` : null;
}

/**
 * The session pages to keep ahead, read from the schedule page's server-rendered state (the JSON of its
 * `ssr-state` element, app/ssr/state.ts): the sessions on the attendee's schedule not ended at the event's clock
 * (the settings' testing date, else the time the page was rendered), soonest first, at most `limit`, as paths with
 * the language. Nothing for a page without a schedule (an anonymous render, an error).
 */
export function sessionPagesAhead(ssrState: string, language: string, limit = SESSIONS_AHEAD): string[] {
  let state: { queries?: { queries?: DehydratedQuery[] }; renderedAt?: unknown };
  try {
    state = JSON.parse(ssrState) as typeof state;
  } catch {
    return [];
  }
  const queries = Array.isArray(state.queries?.queries) ? state.queries.queries : [];
  const keyOf = (q: DehydratedQuery) => (Array.isArray(q.queryKey) ? (q.queryKey as unknown[]) : []);
  const settings = queries.find((q) => keyOf(q)[0] === 'settings')?.state?.data as { testingDate?: unknown } | undefined;
  const testing = Date.parse(text(settings?.testingDate) ?? '');
  const now = Number.isNaN(testing) ? (typeof state.renderedAt === 'number' ? state.renderedAt : 0) : testing;
  const upcoming: Array<{ start: number; path: string }> = [];
  for (const query of queries) {
    const key = keyOf(query);
    if (key[0] !== 'schedule' || key[2] !== 'events') continue;
    const events = (query.state?.data as { events?: unknown } | undefined)?.events;
    if (!Array.isArray(events)) continue;
    for (const event of events as ScheduleEventFields[]) {
      if (typeof event.eventTypeValue !== 'number' || !SESSION_EVENT_TYPES.includes(event.eventTypeValue)) continue;
      const start = Date.parse(text(event.start) ?? '');
      const end = Date.parse(text(event.end) ?? '');
      const path = sessionPath(event);
      // Unscheduled sessions (no start: a hands-on lab, an exam) go last, in the schedule's order.
      if (path === null || end <= now) continue;
      upcoming.push({ start: Number.isNaN(start) ? Number.POSITIVE_INFINITY : start, path });
    }
  }
  upcoming.sort((a, b) => a.start - b.start);
  const paths = [...new Set(upcoming.map((u) => `/${language}${u.path}`))];
  return paths.slice(0, Math.max(0, limit));
}

/** The JSON of a server-rendered page's state (its `ssr-state` element), or null. */
export function ssrStateOf(html: string): string | null {
  return /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null;
}

/**
 * Fetches each page through `keep` (the visitor's network-first strategy, which stores it), one at a time: the pages
 * above, then the schedule's next session pages.
 */
export async function keepAhead(language: string, keep: (url: string) => Promise<Response | undefined>): Promise<void> {
  let sessions: string[] = [];
  for (const path of KEPT_AHEAD) {
    try {
      const response = await keep(`/${language}${path}`);
      if (path === '/schedule' && response?.ok) sessions = sessionPagesAhead(ssrStateOf(await response.text()) ?? '', language);
    } catch {
      // Offline or refused: the next visit tries again.
    }
  }
  for (const url of sessions) {
    try {
      await keep(url);
    } catch {
      // As above.
    }
  }
}
