// Anonymous chat tokens (docs/behaviour/live-and-video.md, Chat): a random value the browser keeps until its expiry
// and sends with its posts; the store keeps only its SHA-256, so a leaked table cannot be used to post.
import { createHash, randomBytes } from 'node:crypto';
import type { ChatTokenAnswer } from '../../schemas/api-types.js';
import type { Queryable } from '../store/db.js';

/** How long an anonymous chat token is accepted; the widget asks for a new one after that. */
export const ANONYMOUS_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

export async function issueAnonymousToken(db: Queryable, now: Date): Promise<ChatTokenAnswer> {
  const value = randomBytes(32).toString('base64url');
  const anonId = randomBytes(12).toString('base64url');
  const expiry = new Date(now.getTime() + ANONYMOUS_TOKEN_TTL_MS);
  // Expired tokens go as new ones come, so the table holds about an hour of visitors.
  await db.query('DELETE FROM chat_anonymous_tokens WHERE expires_at < $1', [now.toISOString()]);
  await db.query('INSERT INTO chat_anonymous_tokens (token_hash, anon_id, expires_at) VALUES ($1, $2, $3)', [hashOf(value), anonId, expiry.toISOString()]);
  return { value, expiry: expiry.toISOString() };
}

/** The author id (`anon:<id>`) of a token still valid at `now`, else null. */
export async function anonymousAuthorOf(db: Queryable, value: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ anon_id: string }>(
    'SELECT anon_id FROM chat_anonymous_tokens WHERE token_hash = $1 AND expires_at > $2',
    [hashOf(value), now.toISOString()],
  );
  return rows[0] ? `anon:${rows[0].anon_id}` : null;
}
