// The attendee directory (docs/behaviour/attendees-and-profile.md): only attendees who opted in are listed; search, facets, suggestions
// and one attendee's page with what the viewer may do. Server-paged: 2,000 attendees never travel at once.
import type { AttendeeDetail, AttendeeFacets, AttendeeList, AttendeeSuggest } from '../../schemas/api-types.js';
import { autofillQuery } from '../../schemas/index.js';
import { ApiError } from '../errors.js';
import { SqlParams } from '../catalog/index.js';
import { profileSummary } from '../profile/index.js';
import type { Queryable } from '../store/db.js';
import { attendeeOf, displayNameOf } from '../shared/attendee-doc.js';
import { NAME_WORDS_SQL, prefixTsquery } from '../shared/attendee-search.js';
import { ATTENDEE_FACETS, type AttendeeFacet, type AttendeeFilter, type AttendeeQuery } from './attendee-query.js';
import type { AttendeeViewer } from '../shared/attendee-viewer.js';

type Doc = Record<string, unknown>;

/** Listed attendees matching the search and every facet's selections but `skip`'s (disjunctive facet counts). */
function conditions(sql: SqlParams, search: string, filters: readonly AttendeeFilter[], skip: AttendeeFacet | null): string[] {
  const where = ['a.listed'];
  const tsquery = prefixTsquery(search);
  if (tsquery) where.push(`a.search @@ to_tsquery('simple', ${sql.p(tsquery)})`);
  const byFacet = new Map<AttendeeFacet, string[]>();
  for (const f of filters) byFacet.set(f.facet, [...(byFacet.get(f.facet) ?? []), f.value]);
  for (const [facet, values] of byFacet) {
    if (facet !== skip) where.push(`${ATTENDEE_FACETS[facet].column} = ANY (${sql.p(values)}::text[])`);
  }
  return where;
}

function orderBy(sql: SqlParams, q: AttendeeQuery): string {
  const tsquery = prefixTsquery(q.search);
  if (q.sortBy === 'relevance' && tsquery) return `ts_rank_cd(a.search, to_tsquery('simple', ${sql.p(tsquery)})) DESC, a.sort_name, a.id`;
  return q.sortBy === 'desc' ? 'a.sort_name DESC, a.id DESC' : 'a.sort_name, a.id';
}

export async function listAttendees(db: Queryable, q: AttendeeQuery): Promise<AttendeeList> {
  const sql = new SqlParams();
  const where = conditions(sql, q.search, q.filters, null);
  const order = orderBy(sql, q);
  const offset = (q.currentPage - 1) * q.pageSize;
  // The page alone: a total in the same statement (count(*) OVER ()) would read every listed attendee on every page.
  // Past the first page the total is counted first, from the indexes: a page past the last one is then not read, and
  // the total lets the client clamp into 1..last.
  const counted = q.currentPage > 1 ? await countListed(db, q.search, q.filters) : null;
  const { rows } =
    counted !== null && offset >= counted
      ? { rows: [] }
      : await db.query<{ doc: Doc }>(
          `SELECT a.doc FROM attendees a WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${sql.p(q.pageSize)} OFFSET ${sql.p(offset)}`,
          sql.values,
        );
  // A short first page is everything.
  const total = counted ?? (rows.length < q.pageSize ? rows.length : await countListed(db, q.search, q.filters));
  return {
    // Listed attendees share their profile with the directory; the email is for the detail page only.
    items: rows.map((r) => attendeeOf(r.doc, { list: true, showEmail: false })),
    total,
    currentPage: q.currentPage,
    pageSize: q.pageSize,
    pageCount: Math.max(1, Math.ceil(total / q.pageSize)),
    sortBy: q.sortBy,
    search: q.search,
    filters: q.filters.map((f) => f.path),
  };
}

/** The largest number of companies the company facet lists (the most common first); selected ones are always in. */
const COMPANY_FACET_LIMIT = 40;

export async function attendeeFacets(db: Queryable, q: Pick<AttendeeQuery, 'search' | 'filters'>): Promise<AttendeeFacets> {
  const facets: AttendeeFacets['facets'] = [];
  for (const name of Object.keys(ATTENDEE_FACETS) as AttendeeFacet[]) {
    const sql = new SqlParams();
    const column = ATTENDEE_FACETS[name].column;
    const where = [...conditions(sql, q.search, q.filters, name), `${column} IS NOT NULL`];
    // Counted from the facet's index of listed attendees; a participation type's label is read from its first attendee.
    const label =
      name === 'participationType'
        ? `(SELECT b.doc->'participationType'->>'displayValue' FROM attendees b WHERE b.listed AND b.participation = ${column} ORDER BY b.id LIMIT 1)`
        : 'NULL';
    const { rows } = await db.query<{ value: string; label: string | null; n: string | number }>(
      `SELECT ${column} AS value, ${label} AS label, count(*) AS n
       FROM attendees a WHERE ${where.join(' AND ')} GROUP BY ${column} ORDER BY count(*) DESC, ${column}`,
      sql.values,
    );
    const selected = new Set(q.filters.filter((f) => f.facet === name).map((f) => f.value));
    const shown = name === 'company' ? rows.filter((r, i) => i < COMPANY_FACET_LIMIT || selected.has(r.value)) : rows;
    facets.push({
      name,
      label: ATTENDEE_FACETS[name].label,
      filters: shown
        .map((r) => ({ path: `${name}>${r.value}`, value: r.value, label: name === 'participationType' ? r.label ?? r.value : r.value, count: Number(r.n) }))
        .sort((a, b) => (name === 'company' ? 0 : a.label.localeCompare(b.label))),
    });
  }
  return { total: await countListed(db, q.search, q.filters), facets };
}

async function countListed(db: Queryable, search: string, filters: readonly AttendeeFilter[]): Promise<number> {
  const sql = new SqlParams();
  const { rows } = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM attendees a WHERE ${conditions(sql, search, filters, null).join(' AND ')}`, sql.values);
  return Number(rows[0]?.n ?? 0);
}

const SUGGESTION_COUNT = 8;

/** LIKE pattern text with its wildcards escaped. */
const likeText = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Suggestions (docs/behaviour/attendees-and-profile.md, autofill): from 2 characters, trailing dots and whitespace stripped, the
 * viewer left out; each typed word starts a word of the name (registered or preferred), so "av at" finds Avery Attendee.
 */
export async function suggestAttendees(db: Queryable, viewerId: string, raw: string): Promise<AttendeeSuggest> {
  const query = autofillQuery(raw);
  if (query === null) return { query: '', items: [] };
  const sql = new SqlParams();
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const where = ['a.listed', `coalesce(a.user_id, '') <> ${sql.p(viewerId)}`];
  // The name-words index finds the candidates; the LIKE keeps the exact rule (each typed word starts a word of the name).
  const tsquery = prefixTsquery(query);
  if (tsquery) where.push(`${NAME_WORDS_SQL} @@ to_tsquery('simple', ${sql.p(tsquery)})`);
  for (const w of words) where.push(`(' ' || translate(a.name_key, '|', ' ')) LIKE ${sql.p(`% ${likeText(w)}%`)}`);
  const { rows } = await db.query<{ doc: Doc }>(
    // Names that start with the typed text come first ("Av" puts Avery before Maria Avila), then by last name.
    `SELECT a.doc FROM attendees a WHERE ${where.join(' AND ')}
     ORDER BY a.name_key LIKE ${sql.p(`${likeText(query)}%`)} DESC, a.sort_name, a.id LIMIT ${sql.p(SUGGESTION_COUNT)}`,
    sql.values,
  );
  return {
    query,
    items: rows.map(({ doc }) => {
      const a = attendeeOf(doc, { list: true, showEmail: false });
      return { attendeeId: a.attendeeId, displayName: displayNameOf(doc), company: a.company, jobTitle: a.jobTitle, photo: a.photo };
    }),
  };
}

/** Who sees an attendee and how: the one rule for their page and their photo. */
export interface AttendeeVisibility {
  isSelf: boolean;
  directoryViewer: boolean;
  visible: boolean;
  /** Anyone may see them (displayProfileToPublic): their photo may be cached by shared caches. */
  public: boolean;
}

export function visibilityOf(viewer: AttendeeViewer, row: { doc: Doc; listed: boolean }): AttendeeVisibility {
  const isSelf = viewer.userId !== null && viewer.userId === String(row.doc.userId);
  const directoryViewer = viewer.userId !== null && viewer.scopes.includes('attendee-directory');
  const isPublic = row.doc.displayProfileToPublic === true;
  return { isSelf, directoryViewer, public: isPublic, visible: isSelf || (directoryViewer && row.listed) || isPublic };
}

/** The visibility of attendee `id` to the viewer, or null when there is no such attendee. */
export async function attendeeVisibility(db: Queryable, viewer: AttendeeViewer, id: string): Promise<AttendeeVisibility | null> {
  const { rows } = await db.query<{ doc: Doc; listed: boolean }>('SELECT doc, listed FROM attendees WHERE id = $1', [id]);
  return rows[0] ? visibilityOf(viewer, rows[0]) : null;
}

/**
 * One attendee (docs/behaviour/attendees-and-profile.md). Who sees whom: the attendee themselves always; a viewer with the directory
 * scope sees listed attendees; anyone sees an attendee who made their profile public. Others: 404, so an unlisted
 * attendee's existence is not disclosed.
 */
export async function attendeeDetail(db: Queryable, viewer: AttendeeViewer, id: string): Promise<AttendeeDetail> {
  const { rows } = await db.query<{ doc: Doc; listed: boolean }>('SELECT doc, listed FROM attendees WHERE id = $1', [id]);
  const row = rows[0];
  const seen = row ? visibilityOf(viewer, row) : null;
  if (!row || !seen?.visible) throw new ApiError('notFound', { attendeeId: id }, `No attendee ${id}.`);
  const { isSelf, directoryViewer } = seen;
  const attendee = attendeeOf(row.doc, { list: false, showEmail: directoryViewer || isSelf });
  attendee.displayName = displayNameOf(row.doc) || attendee.displayName;
  const own = viewer.userId === null ? null : await profileSummary(db, viewer.userId);
  const viewerHasDirectoryProfile = own?.attendeeDirectory === true;
  // docs/behaviour/attendees-and-profile.md: meeting and message only when the viewer has a directory profile, the attendee is available
  // for meetings, and is not the viewer; the pages they open need the meetings scope and their flags.
  const reachable = viewerHasDirectoryProfile && attendee.isAvailableForMeetings && row.listed && !isSelf && viewer.scopes.includes('meetings');
  const actions = {
    message: reachable && viewer.features.showMessaging === true,
    meeting: reachable && viewer.features.showMeetings === true,
    email: !isSelf && attendee.email !== '',
    teamsChat: !isSelf && attendee.email !== '' && viewer.features.showTeamsMessaging === true,
    favorite: viewer.userId !== null && !isSelf && viewer.features.enableFavorites === true,
  };
  return {
    attendee,
    isSelf,
    viewerHasDirectoryProfile,
    actions,
    messageHref: `/user/inbox?toRegKey=${encodeURIComponent(attendee.attendeeId)}`,
    meetingHref: `/meetings/schedule?attendeeId=${encodeURIComponent(attendee.attendeeId)}&source=attendee-directory`,
    teamsChatHref: actions.teamsChat ? `https://teams.microsoft.com/l/chat/0/0?users=${encodeURIComponent(attendee.email)}` : '',
  };
}
