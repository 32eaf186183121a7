// The session catalog (the speakers and companies are directory-service.ts's): PostgreSQL
// full-text search, disjunctive facets, sorts, paging, day and time windows, filter overrides by scope and the
// visibility rules of docs/behaviour/catalog.md, in plain SQL that runs the same on PGlite and PostgreSQL (tables:
// migration 004_catalog.sql).
import type {
  CatalogFacets, CatalogFacetValue, CatalogSessionDetail, CatalogSessionList, Room, Session, SessionCard, Speaker,
} from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { recommendSessions } from '../profile/index.js';
import { profileSummary } from '../profile/index.js';
import { applyScopedFeatures } from '../settings/index.js';
import type { Queryable } from '../store/db.js';
import type { FilterSelection, SessionQuery, SortBy } from './catalog-query.js';
import { overridesFor, withOverrides } from './overrides.js';
import { normaliseSearch, typographicQuotes } from './search-text.js';
import { SqlParams } from './sql.js';
import { viewerStates, withTimeFlags, withViewerState } from './viewer-state.js';

/** Who is asking: scopes decide in-person-only sessions and overrides; anonymous visitors may not see rooms. */
export interface Viewer {
  signedIn: boolean;
  scopes: readonly string[];
  /** The signed-in user's id (favorites), null for anonymous visitors. */
  subject: string | null;
}

/** What the catalog reads from the environment's settings. */
export interface CatalogSettings {
  eventTimezone: string;
  showRoomsToAnonymousUsers: boolean;
  overrides: unknown;
}

export function catalogSettingsOf(settings: Record<string, unknown>, viewer: Viewer): CatalogSettings {
  const timezones = (settings.timezones ?? {}) as { eventTimezone?: unknown };
  return {
    eventTimezone: typeof timezones.eventTimezone === 'string' && timezones.eventTimezone !== '' ? timezones.eventTimezone : 'UTC',
    showRoomsToAnonymousUsers: applyScopedFeatures(settings, viewer.scopes).showRoomsToAnonymousUsers === true,
    overrides: settings.catalogFilterOverrides,
  };
}

/** The facets a session is counted under, in the order the refiner shows them (migration 004 fills them). */
export const FACET_ORDER = [
  'sessionType', 'level', 'solutionArea', 'topic', 'deliveryType', 'viewingOption', 'format', 'product',
  'programmingLanguage', 'audienceType', 'role', 'industry', 'region',
] as const;

const MINUTE_OF = (column: string, tz: string) => `(extract(hour from ${column} AT TIME ZONE ${tz}) * 60 + extract(minute from ${column} AT TIME ZONE ${tz}))`;

interface Context {
  db: Queryable;
  now: Date;
  viewer: Viewer;
  settings: CatalogSettings;
}

/** The conditions every session read shares: visibility, text, day and time, toggles, fixed overrides. */
function baseConditions(sql: SqlParams, c: Context, q: SessionQuery | null, tsquery: string | null, fixed: readonly FilterSelection[]): string[] {
  // Catalog entries are complete session documents (they have a code); anything else in the table is not listed.
  const where: string[] = ['s.code IS NOT NULL'];
  // docs/behaviour/catalog.md: in-person-only sessions that are not recorded are hidden from users without inperson.
  if (!c.viewer.scopes.includes('inperson')) where.push('NOT s.inperson_unrecorded');
  if (tsquery) where.push(`s.search @@ to_tsquery('english', ${sql.p(tsquery)})`);
  if (!q) return where;
  const tz = q.day !== null || q.start !== null || q.end !== null ? sql.p(c.settings.eventTimezone) : '';
  if (q.day !== null) where.push(`(s.starts_at AT TIME ZONE ${tz})::date = ${sql.p(q.day)}::date`);
  if (q.start !== null) where.push(`${MINUTE_OF('s.starts_at', tz)} >= ${sql.p(q.start)}`);
  if (q.end !== null) where.push(`${MINUTE_OF('s.ends_at', tz)} <= ${sql.p(q.end)}`);
  // Columns of migration 005: not capacity controlled, or the room has capacity; has an on-demand recording.
  if (q.spaceAvailable !== null) where.push(q.spaceAvailable ? 's.space_available' : 'NOT s.space_available');
  if (q.onDemand !== null) where.push(q.onDemand ? 's.has_on_demand' : 'NOT s.has_on_demand');
  if (q.liveAndUpcoming !== null) {
    // Live (start <= now < end) or still to start, by the event's clock: an ended session is neither.
    const upcoming = `(s.starts_at IS NOT NULL AND s.ends_at IS NOT NULL AND s.ends_at > ${sql.p(c.now.toISOString())}::timestamptz)`;
    where.push(q.liveAndUpcoming ? upcoming : `NOT ${upcoming}`);
  }
  if (q.ids) {
    const ids = sql.p(q.ids);
    where.push(`(s.id = ANY (${ids}::text[]) OR s.code = ANY (${ids}::text[]))`);
  }
  if (q.favorites) {
    // The favorites toggle (docs/behaviour/catalog.md) needs a signed-in visitor: it is theirs.
    if (c.viewer.subject === null) throw new ApiError('unauthorized', { field: 'favorites' }, 'The favorites filter needs a signed-in user.');
    where.push(`s.id IN (SELECT f.item_id FROM favorites f WHERE f.subject = ${sql.p(c.viewer.subject)} AND f.kind = 4)`);
  }
  if (q.recorded !== null) where.push(`${sql.p(q.recorded ? 'viewingOption>recorded' : 'viewingOption>notrecorded')} = ANY (s.facets)`);
  for (const group of groupByFacet(fixed).values()) where.push(`s.facets && ${sql.p(group)}::text[]`);
  return where;
}

/** The recommended sessions, best first, with their scores (server/profile/recommend-sessions.ts). */
interface Recommended {
  ids: string[];
  scores: number[];
  /** Why each is recommended, by session id. */
  because: Map<string, string>;
}

/**
 * Recommendations (docs/behaviour/catalog.md: signed-in only): the engine of GET /api/recommendation
 * (favorites, schedule, speakers and profile; facet entries shared with what the viewer has, delivery and viewing
 * left out), so the toggle, the Recommended sort and the API agree. Nothing the viewer already has is recommended.
 */
async function likedFacets(c: Context): Promise<Recommended> {
  if (c.viewer.subject === null) throw new ApiError('unauthorized', { field: 'recommendations' }, 'Recommendations need a signed-in user.');
  const summary = await profileSummary(c.db, c.viewer.subject);
  const list = await recommendSessions(c.db, c.viewer.subject, { inPerson: c.viewer.scopes.includes('inperson'), attendeeType: summary.attendeeType });
  return { ids: list.map((r) => r.sessionId), scores: list.map((r) => r.score), because: new Map(list.map((r) => [r.sessionId, r.because])) };
}

function recommendedWhere(sql: SqlParams, _c: Context, liked: Recommended): string {
  return `s.id = ANY (${sql.p(liked.ids)}::text[])`;
}

/** How alike a session is to what the viewer has: the engine's score (most alike first). */
function alikeScore(sql: SqlParams, liked: Recommended): string {
  return `(SELECT r.score FROM unnest(${sql.p(liked.ids)}::text[], ${sql.p(liked.scores)}::float8[]) AS r(id, score) WHERE r.id = s.id)`;
}

function groupByFacet(filters: readonly FilterSelection[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const f of filters) groups.set(f.facet, [...(groups.get(f.facet) ?? []), f.path]);
  return groups;
}

/**
 * Live and upcoming lists what is on now first, then what starts next: every live session started at or
 * before now and every upcoming one starts after it, so start time orders both; the chosen sort orders equals.
 */
const liveFirst = (q: SessionQuery): string => (q.liveAndUpcoming === true ? 's.starts_at ASC, ' : '');

function orderBy(sortBy: SortBy, rank: string | null): string {
  switch (sortBy) {
    case 'relevance':
      // Without a search text every rank is equal: the default order decides.
      return rank ? `${rank} DESC, s.sort_title ASC, s.code ASC` : 's.sort_title ASC, s.code ASC';
    case 'asc':
      return 's.sort_title ASC, s.code ASC';
    case 'desc':
      return 's.sort_title DESC, s.code DESC';
    case 'chronological':
      return 's.starts_at ASC NULLS LAST, s.sort_title ASC, s.code ASC';
  }
}

/** Rooms are shown to anonymous visitors only with showRoomsToAnonymousUsers (docs/behaviour/catalog.md). */
const roomsVisible = (c: Context) => c.viewer.signedIn || c.settings.showRoomsToAnonymousUsers;

function cardOf(doc: Session, speakers: ReadonlyMap<string, Speaker>, showRooms: boolean): SessionCard {
  const people = doc.speakerIds.map((id) => speakers.get(id)).filter((s): s is Speaker => s !== undefined);
  return {
    sessionId: doc.sessionId,
    sessionCode: doc.sessionCode,
    title: typographicQuotes(doc.title),
    sessionType: doc.sessionType,
    sessionLevel: doc.sessionLevel,
    topic: doc.topic,
    deliveryTypes: doc.deliveryTypes,
    viewingOptions: doc.viewingOptions,
    // Tiles show up to 3 speakers (docs/behaviour/catalog.md).
    speakers: people.slice(0, 3).map((s) => ({ speakerId: s.speakerId, displayName: s.displayName, company: s.company, thumbnail: s.thumbnail })) as SessionCard['speakers'],
    speakerCount: people.length,
    roomId: showRooms ? doc.roomId : null,
    location: showRooms ? doc.location : null,
    startDateTime: doc.startDateTime,
    endDateTime: doc.endDateTime,
    durationInMinutes: doc.durationInMinutes,
    hasOnDemand: doc.hasOnDemand,
    hasLiveStream: doc.hasLiveStream,
    isCapacityControlled: doc.isCapacityControlled,
    roomHasCapacity: doc.roomHasCapacity,
    waitlistHasCapacity: doc.waitlistHasCapacity,
    enrollmentStatus: doc.enrollmentStatus,
    canBeScheduled: doc.canBeScheduled,
    isPopular: doc.isPopular,
    isFeatured: doc.isFeatured,
    detailNavigation: doc.detailNavigation,
  };
}

async function speakersById(db: Queryable, ids: readonly string[]): Promise<Map<string, Speaker>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ doc: Speaker }>('SELECT doc FROM speakers WHERE id = ANY ($1::text[])', [[...new Set(ids)]]);
  return new Map(rows.map((r) => [r.doc.speakerId, r.doc]));
}

async function cardsOf(c: Context, docs: readonly Session[]): Promise<SessionCard[]> {
  const speakers = await speakersById(c.db, docs.flatMap((d) => d.speakerIds));
  const showRooms = roomsVisible(c);
  // The viewer's schedule, enrollment, favorite and evaluation state and the seats, one query (viewer-state.ts).
  const states = await viewerStates(c.db, c.viewer.subject, docs.map((d) => d.sessionId));
  return docs.map((d) => withViewerState(cardOf(d, speakers, showRooms), states));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export async function listSessions(c: Context, q: SessionQuery): Promise<CatalogSessionList> {
  const search = normaliseSearch(q.search);
  const { fixed, selected, applied } = withOverrides(q.filters, q.defaultsCleared, overridesFor(c.settings.overrides, 'session', c.viewer.scopes, c.now));
  const liked = q.recommendations ? await likedFacets(c) : null;
  const sql = new SqlParams();
  const where = baseConditions(sql, c, q, search.tsquery, fixed);
  for (const group of groupByFacet(selected).values()) where.push(`s.facets && ${sql.p(group)}::text[]`);
  if (liked) where.push(recommendedWhere(sql, c, liked));
  // Only a relevance sort reads the rank (an unused parameter has no type PostgreSQL can infer).
  const rank = search.tsquery && q.sortBy === 'relevance' ? `ts_rank_cd(s.search, to_tsquery('english', ${sql.p(search.tsquery)}))` : null;
  // Recommendations come most alike first; the chosen sort orders equals.
  const alike = liked ? `${alikeScore(sql, liked)} DESC, ` : '';
  const offset = (q.currentPage - 1) * q.pageSize;
  const { rows } = await c.db.query<{ doc: Session; total: string | number }>(
    `SELECT s.doc, count(*) OVER () AS total FROM sessions s
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${liveFirst(q)}${alike}${orderBy(q.sortBy, rank)} LIMIT ${sql.p(q.pageSize)} OFFSET ${sql.p(offset)}`,
    sql.values,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.currentPage > 1) {
    // Past the last page: the client clamps into 1..last with the total (docs/behaviour/catalog.md).
    const countSql = new SqlParams();
    const countWhere = baseConditions(countSql, c, q, search.tsquery, fixed);
    for (const group of groupByFacet(selected).values()) countWhere.push(`s.facets && ${countSql.p(group)}::text[]`);
    if (liked) countWhere.push(recommendedWhere(countSql, c, liked));
    const counted = await c.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM sessions s ${countWhere.length ? `WHERE ${countWhere.join(' AND ')}` : ''}`, countSql.values);
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return {
    items: (await cardsOf(c, rows.map((r) => r.doc))).map((card) => (liked ? { ...card, recommendedBecause: liked.because.get(card.sessionId) ?? null } : card)),
    total,
    currentPage: q.currentPage,
    pageSize: q.pageSize,
    pageCount: pageCount(total, q.pageSize),
    sortBy: q.sortBy,
    search: search.text,
    filters: applied,
  };
}

/**
 * Facet counts (disjunctive faceting): a facet's counts apply every selection but its own, so choosing
 * sessionType>breakout still shows how many keynotes there are. One scan: each facet entry of a session is counted
 * when the session matches the selections of the other facets.
 */
export async function sessionFacets(c: Context, q: SessionQuery): Promise<CatalogFacets> {
  const search = normaliseSearch(q.search);
  const { fixed, selected } = withOverrides(q.filters, q.defaultsCleared, overridesFor(c.settings.overrides, 'session', c.viewer.scopes, c.now));
  const liked = q.recommendations ? await likedFacets(c) : null;
  const sql = new SqlParams();
  const where = baseConditions(sql, c, q, search.tsquery, fixed);
  if (liked) where.push(recommendedWhere(sql, c, liked));
  const groups = [...groupByFacet(selected).entries()];
  const matches = groups.map(([, paths], i) => `s.facets && ${sql.p(paths)}::text[] AS m${i}`);
  const others = groups.map(([facet], i) => `(split_part(v, '>', 1) = ${sql.p(facet)} OR m${i})`);
  const all = groups.map((_, i) => `m${i}`);
  const { rows } = await c.db.query<{ v: string | null; n: string | number }>(
    `WITH base AS (SELECT s.facets${matches.length ? `, ${matches.join(', ')}` : ''} FROM sessions s ${where.length ? `WHERE ${where.join(' AND ')}` : ''})
     SELECT v, count(*) AS n FROM base, unnest(base.facets) AS v ${others.length ? `WHERE ${others.join(' AND ')}` : ''} GROUP BY v
     UNION ALL SELECT NULL, count(*) FROM base ${all.length ? `WHERE ${all.join(' AND ')}` : ''}`,
    sql.values,
  );
  const counts = new Map<string, number>();
  let total = 0;
  for (const r of rows) {
    if (r.v === null) total = Number(r.n);
    else counts.set(r.v, Number(r.n));
  }
  // A selected filter that matches nothing still shows (count 0), so the visitor can clear it.
  for (const s of [...selected, ...fixed]) if (!counts.has(s.path)) counts.set(s.path, 0);
  const chosen = new Set([...selected, ...fixed].map((s) => s.path));
  return { total, facets: facetTree(counts, chosen) };
}

function facetTree(counts: ReadonlyMap<string, number>, chosen: ReadonlySet<string>): CatalogFacets['facets'] {
  const nodes = new Map<string, CatalogFacetValue>();
  const roots = new Map<string, CatalogFacetValue[]>();
  const paths = [...counts.keys()].sort((a, b) => a.split('>').length - b.split('>').length || a.localeCompare(b));
  for (const path of paths) {
    const parts = path.split('>');
    const node: CatalogFacetValue = { name: parts[parts.length - 1] as string, path, count: counts.get(path) ?? 0, selected: chosen.has(path), filters: [] };
    nodes.set(path, node);
    const parent = parts.length > 2 ? nodes.get(parts.slice(0, -1).join('>')) : undefined;
    if (parent) parent.filters.push(node);
    else if (parts.length === 2) roots.set(parts[0] as string, [...(roots.get(parts[0] as string) ?? []), node]);
  }
  const order = (name: string) => {
    const i = (FACET_ORDER as readonly string[]).indexOf(name);
    return i === -1 ? FACET_ORDER.length : i;
  };
  return [...roots.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([name, filters]) => ({ name, filters }));
}

async function sessionRow(c: Context, id: string): Promise<Session | null> {
  const sql = new SqlParams();
  const where = baseConditions(sql, c, null, null, []);
  where.push(`(s.id = ${sql.p(id)} OR s.code = ${sql.p(id)})`);
  const { rows } = await c.db.query<{ doc: Session }>(`SELECT s.doc FROM sessions s WHERE ${where.join(' AND ')} ORDER BY (s.id = ${sql.p(id)}) DESC LIMIT 1`, sql.values);
  return rows[0]?.doc ?? null;
}

/** Session cards matching a condition, in the order of the schedule (a detail page's sessions). */
export async function sessionsWhere(c: Context, condition: (sql: SqlParams) => string): Promise<SessionCard[]> {
  const sql = new SqlParams();
  const where = baseConditions(sql, c, null, null, []);
  where.push(condition(sql));
  const { rows } = await c.db.query<{ doc: Session }>(
    `SELECT s.doc FROM sessions s WHERE ${where.join(' AND ')} ORDER BY s.starts_at ASC NULLS LAST, s.sort_title ASC, s.code ASC LIMIT 1000`,
    sql.values,
  );
  return cardsOf(c, rows.map((r) => r.doc));
}

/** GET /session/:id by session id or code (friendly URLs use the code). Hidden sessions are not found. */
export async function sessionDetail(c: Context, id: string): Promise<CatalogSessionDetail> {
  const doc = await sessionRow(c, id);
  if (!doc) throw new ApiError('notFound', { session: id }, `No session ${id}.`);
  const showRooms = roomsVisible(c);
  const speakers = await speakersById(c.db, doc.speakerIds);
  let room: Room | null = null;
  if (showRooms && doc.roomId) {
    const { rows } = await c.db.query<{ doc: Room }>('SELECT doc FROM rooms WHERE id = $1', [doc.roomId]);
    room = rows[0]?.doc ?? null;
  }
  const related = [...doc.relatedSessionCodes, ...doc.repeatedSessions];
  const states = await viewerStates(c.db, c.viewer.subject, [doc.sessionId]);
  return {
    session: withViewerState(withTimeFlags({ ...doc, title: typographicQuotes(doc.title), roomId: showRooms ? doc.roomId : null, location: showRooms ? doc.location : null }, c.now), states),
    speakers: doc.speakerIds.map((sid) => speakers.get(sid)).filter((s): s is Speaker => s !== undefined),
    room,
    related: related.length ? await sessionsWhere(c, (sql) => `s.code = ANY (${sql.p(related)}::text[])`) : [],
  };
}

export type CatalogContext = Context;
