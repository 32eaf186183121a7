// Favorites of the signed-in user (docs/behaviour/catalog.md): kinds Attendee 0, Speaker 1, Sponsor/company 2,
// {product}Solution 3, Session 4. A favorite of a session requires its session type (docs/behaviour/catalog.md).
import { FAVORITE_KIND } from '../../schemas/index.js';
import type { Favorite } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Queryable } from '../store/db.js';
import { typographicQuotes } from './search-text.js';

/** How an item of each kind is found: solutions are the products the catalog's sessions name. */
const EXISTS: Record<number, string> = {
  [FAVORITE_KIND.attendee]: 'SELECT 1 FROM attendees WHERE id = $1',
  [FAVORITE_KIND.speaker]: "SELECT 1 FROM speakers WHERE id = $1 AND doc ? 'speakerId'",
  [FAVORITE_KIND.sponsor]: 'SELECT 1 FROM companies WHERE id = $1 AND kind IS NOT NULL',
  [FAVORITE_KIND.solution]: "SELECT 1 FROM sessions WHERE doc->'products' ? $1 LIMIT 1",
};

export function parseKind(raw: string): number {
  const kind = Number(raw);
  if (!/^[0-4]$/.test(raw)) {
    throw new ApiError('badRequest', { field: 'kind', value: raw }, 'kind must be 0 (attendee), 1 (speaker), 2 (sponsor), 3 (solution) or 4 (session).');
  }
  return kind;
}

/**
 * Each favorite with what a list of them shows: the item's name (null once the item is gone), a session's code and
 * start, a company's kind, a person's photo or a company's logo.
 */
export async function listFavorites(db: Queryable, subject: string): Promise<Favorite[]> {
  const { rows } = await db.query<{
    kind: number;
    item_id: string;
    item_type: string | null;
    created_at: Date | string;
    title: string | null;
    code: string | null;
    starts_at: Date | string | null;
    company_kind: string | null;
    image_url: string | null;
  }>(
    `SELECT f.kind, f.item_id, f.item_type, f.created_at,
       CASE f.kind
         WHEN 4 THEN s.title
         WHEN 1 THEN coalesce(sp.doc->>'displayName', nullif(trim(concat_ws(' ', sp.doc->>'firstName', sp.doc->>'lastName')), ''))
         WHEN 2 THEN c.doc->>'name'
         WHEN 0 THEN coalesce(a.doc->>'displayName', nullif(trim(concat_ws(' ', a.doc->>'firstName', a.doc->>'lastName')), ''))
         ELSE f.item_id
       END AS title,
       s.code, s.starts_at, c.kind AS company_kind,
       nullif(CASE f.kind WHEN 1 THEN sp.doc->>'photo' WHEN 2 THEN c.doc->>'logo' WHEN 0 THEN a.doc->>'photo' END, '') AS image_url
     FROM favorites f
     LEFT JOIN sessions s ON f.kind = 4 AND s.id = f.item_id
     LEFT JOIN speakers sp ON f.kind = 1 AND sp.id = f.item_id
     LEFT JOIN companies c ON f.kind = 2 AND c.id = f.item_id
     LEFT JOIN attendees a ON f.kind = 0 AND a.id = f.item_id
     WHERE f.subject = $1 ORDER BY f.created_at DESC, f.kind, f.item_id`,
    [subject],
  );
  return rows.map((r) => ({
    kind: r.kind as Favorite['kind'],
    itemId: r.item_id,
    itemType: r.item_type,
    createdAt: new Date(r.created_at).toISOString(),
    title: r.title === null ? null : r.kind === FAVORITE_KIND.session ? typographicQuotes(r.title) : r.title,
    code: r.code ?? null,
    startDateTime: r.starts_at === null ? null : new Date(r.starts_at).toISOString(),
    companyKind: (r.company_kind ?? null) as Favorite['companyKind'],
    imageUrl: r.image_url ?? null,
  }));
}

/** Adds a favorite (idempotent); the item must exist, a session favorite must name its session type. */
export async function addFavorite(db: Queryable, subject: string, kind: number, itemId: string, itemType: string | null | undefined, now: Date): Promise<Favorite[]> {
  const type = itemType ?? null;
  if (kind === FAVORITE_KIND.session) {
    if (!type) throw new ApiError('badRequest', { field: 'itemType', kind }, 'A favorite of a session requires its session type (itemType).');
    const { rows } = await db.query<{ id: string; t: string | null }>("SELECT id, doc->'sessionType'->>'logicalValue' AS t FROM sessions WHERE id = $1 OR code = $1", [itemId]);
    if (rows.length === 0) throw new ApiError('notFound', { kind, itemId }, `No session ${itemId}.`);
    // Stored by session id, whether the client named the id or the code.
    itemId = rows[0]?.id ?? itemId;
    if (rows[0]?.t !== type) throw new ApiError('badRequest', { field: 'itemType', expected: rows[0]?.t ?? null, value: type }, `itemType must be the session's type (${rows[0]?.t ?? 'none'}).`);
  } else {
    const { rows } = await db.query(EXISTS[kind] as string, [itemId]);
    if (rows.length === 0) throw new ApiError('notFound', { kind, itemId }, `No item ${itemId} of kind ${kind}.`);
  }
  await db.query(
    `INSERT INTO favorites (subject, kind, item_id, item_type, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (subject, kind, item_id) DO UPDATE SET item_type = EXCLUDED.item_type`,
    [subject, kind, itemId, type, now.toISOString()],
  );
  return listFavorites(db, subject);
}

/** Removes a favorite; 404 when the user had none such (the client rolls its optimistic toggle back). */
export async function removeFavorite(db: Queryable, subject: string, kind: number, itemId: string): Promise<Favorite[]> {
  const { rows } = await db.query('DELETE FROM favorites WHERE subject = $1 AND kind = $2 AND item_id = $3 RETURNING item_id', [subject, kind, itemId]);
  if (rows.length === 0) throw new ApiError('notFound', { kind, itemId }, `No favorite ${itemId} of kind ${kind}.`);
  return listFavorites(db, subject);
}
