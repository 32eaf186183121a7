// The signed-in user's remembered choices (migration 012; docs/behaviour/catalog.md: the catalog's page size and view are
// "remembered per user"): stored on the server, so a second browser of the same user shows the same. The body is
// checked by its schema (preferences-body.schema.json, strict on writes): only known choices with allowed values.
import type { Preferences, PreferencesBody } from '../../schemas/api-types.js';
import type { Queryable } from '../store/db.js';

const EMPTY: Preferences = { catalogPageSize: null, catalogView: null };

/** The stored choices, each null until chosen (anything stored that is no longer allowed reads as null). */
function shown(prefs: Record<string, unknown> | undefined): Preferences {
  const size = prefs?.catalogPageSize;
  const view = prefs?.catalogView;
  return {
    catalogPageSize: size === 12 || size === 24 || size === 48 || size === 96 ? size : null,
    catalogView: view === 'list' || view === 'tile' ? view : null,
  };
}

export async function getPreferences(db: Queryable, userId: string): Promise<Preferences> {
  const { rows } = await db.query<{ prefs: Record<string, unknown> }>('SELECT prefs FROM user_preferences WHERE user_id = $1', [userId]);
  return rows[0] ? shown(rows[0].prefs) : { ...EMPTY };
}

/** Merges the named choices into the stored ones in one statement; answers the result. */
export async function putPreferences(db: Queryable, userId: string, body: PreferencesBody, now: Date): Promise<Preferences> {
  const changes = Object.fromEntries(Object.entries(body).filter(([k]) => k === 'catalogPageSize' || k === 'catalogView'));
  const { rows } = await db.query<{ prefs: Record<string, unknown> }>(
    `INSERT INTO user_preferences (user_id, prefs, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (user_id) DO UPDATE SET prefs = user_preferences.prefs || $2::jsonb, updated_at = EXCLUDED.updated_at
     RETURNING prefs`,
    [userId, JSON.stringify(changes), now.toISOString()],
  );
  return shown(rows[0]?.prefs);
}
