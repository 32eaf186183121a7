// Favorites of the signed-in user (spec 000 section 3): kinds Attendee 0, Speaker 1, Sponsor/company 2,
// {product}Solution 3, Session 4. A favorite of a session requires its session type (spec 000 section 5).
import type { Favorite } from '../../schemas/index.js';
import { ApiError } from '../errors.js';
import type { Queryable } from '../store/db.js';

export const FAVORITE_KINDS = { attendee: 0, speaker: 1, sponsor: 2, solution: 3, session: 4 } as const;

/** How an item of each kind is found: solutions are the products the catalog's sessions name. */
const EXISTS: Record<number, string> = {
  0: 'SELECT 1 FROM attendees WHERE id = $1',
  1: "SELECT 1 FROM speakers WHERE id = $1 AND doc ? 'speakerId'",
  2: 'SELECT 1 FROM companies WHERE id = $1 AND kind IS NOT NULL',
  3: "SELECT 1 FROM sessions WHERE doc->'products' ? $1 LIMIT 1",
};

export function parseKind(raw: string): number {
  const kind = Number(raw);
  if (!/^[0-4]$/.test(raw)) {
    throw new ApiError('badRequest', { field: 'kind', value: raw }, 'kind must be 0 (attendee), 1 (speaker), 2 (sponsor), 3 (solution) or 4 (session).');
  }
  return kind;
}

export async function listFavorites(db: Queryable, subject: string): Promise<Favorite[]> {
  const { rows } = await db.query<{ kind: number; item_id: string; item_type: string | null; created_at: Date | string }>(
    'SELECT kind, item_id, item_type, created_at FROM favorites WHERE subject = $1 ORDER BY created_at DESC, kind, item_id',
    [subject],
  );
  return rows.map((r) => ({ kind: r.kind as Favorite['kind'], itemId: r.item_id, itemType: r.item_type, createdAt: new Date(r.created_at).toISOString() }));
}

/** Adds a favorite (idempotent); the item must exist, a session favorite must name its session type. */
export async function addFavorite(db: Queryable, subject: string, kind: number, itemId: string, itemType: string | null | undefined, now: Date): Promise<Favorite[]> {
  const type = itemType ?? null;
  if (kind === FAVORITE_KINDS.session) {
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
