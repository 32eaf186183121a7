// Profile photo upload (docs/behaviour/attendees-and-profile.md: png, jpeg, jpg and gif for photos). The file's bytes decide its type,
// not its name or the type the browser claimed: a renamed file is refused. Stored in profile_photos (migration 009)
// and served at /api/attendee/{id}/photo?v={md5}, an address that changes with the photo, so it can be cached long.
import type { ProfilePhotoBody } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Db, Queryable } from '../store/db.js';

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const EXTENSIONS: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg', gif: 'image/gif' };

/** The image type the bytes start with, or null. */
export function sniffImage(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  return null;
}

const refuse = (field: string, message: string, details: Record<string, unknown> = {}) => new ApiError('badRequest', { field, ...details }, message);

export function checkPhoto(body: ProfilePhotoBody): { bytes: Buffer; contentType: string } {
  const ext = /\.([A-Za-z]+)$/.exec(body.name)?.[1]?.toLowerCase() ?? '';
  const byName = EXTENSIONS[ext];
  if (!byName) throw refuse('name', 'The photo must be a png, jpeg, jpg or gif file.', { value: body.name });
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body.data)) throw refuse('data', 'The photo must be sent as base64.');
  const bytes = Buffer.from(body.data, 'base64');
  if (bytes.length === 0) throw refuse('data', 'The photo is empty.');
  if (bytes.length > PHOTO_MAX_BYTES) throw refuse('data', 'The photo must be at most 2 MB.', { size: bytes.length, max: PHOTO_MAX_BYTES });
  const sniffed = sniffImage(bytes);
  if (sniffed === null || sniffed !== byName) {
    throw refuse('data', 'The file is not the png, jpeg or gif image its name says.', { expected: byName, found: sniffed });
  }
  return { bytes, contentType: sniffed };
}

export async function savePhoto(db: Db, userId: string, body: ProfilePhotoBody): Promise<void> {
  const { bytes, contentType } = checkPhoto(body);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM attendees WHERE user_id = $1 FOR UPDATE', [userId]);
    const id = rows[0]?.id;
    if (!id) throw new ApiError('notFound', { userId }, 'There is no attendee profile for this user.');
    const saved = await tx.query<{ v: string }>(
      `INSERT INTO profile_photos (attendee_id, content_type, bytes, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (attendee_id) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes, updated_at = now()
       RETURNING md5(bytes) AS v`,
      [id, contentType, bytes],
    );
    const url = `/api/attendee/${encodeURIComponent(id)}/photo?v=${saved.rows[0]?.v ?? ''}`;
    await tx.query(`UPDATE attendees SET doc = doc || jsonb_build_object('photo', $2::text) WHERE id = $1`, [id, url]);
  });
}

/** The photo when `v` names its current bytes (an old or guessed address answers 404). */
export async function readPhoto(db: Queryable, attendeeId: string, v: string | undefined): Promise<{ bytes: Buffer; contentType: string } | null> {
  const { rows } = await db.query<{ bytes: Uint8Array; content_type: string; v: string }>(
    'SELECT bytes, content_type, md5(bytes) AS v FROM profile_photos WHERE attendee_id = $1',
    [attendeeId],
  );
  const row = rows[0];
  if (!row || (v !== undefined && v !== row.v)) return null;
  return { bytes: Buffer.from(row.bytes), contentType: row.content_type };
}
