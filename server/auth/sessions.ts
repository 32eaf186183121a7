// Sign-in sessions in the store (migration 003): what makes a token revocable and refreshable.
// An access token names its session (`sid`); the session row says until when it may be refreshed and
// whether it was revoked. The refresh secret goes to the browser in an HttpOnly cookie; only its hash is kept.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../store/db.js';

export interface SessionRecord {
  id: string;
  claims: Record<string, unknown>;
  expiresAt: Date;
  /** The identity provider's tokens of the session, sealed (server/auth/oidc/sealed-tokens.ts); none in development. */
  providerTokens: string | null;
}

export interface SessionStore {
  /** A new session; answers its id and the refresh value for the cookie (`{id}.{secret}`). */
  create(subject: string, claims: Record<string, unknown>, now: Date, ttlSeconds: number, providerTokens?: string): Promise<{ id: string; refresh: string }>;
  /** The live session a refresh value belongs to, or null (unknown, wrong secret, revoked or expired). */
  byRefresh(refresh: string, now: Date): Promise<SessionRecord | null>;
  /** True while the session exists, is not revoked and has not expired. */
  isActive(id: string, now: Date): Promise<boolean>;
  /** True when this id was revoked (tokens without a session are checked by `tokenRevocationId`). */
  isRevoked(id: string): Promise<boolean>;
  /** Revokes a session (sign-out); an unknown id is recorded as revoked until `expiresAt` (tokens of an OIDC provider). */
  revoke(id: string, now: Date, expiresAt?: Date): Promise<void>;
  /** The claims a refresh re-signs (after a change of attendee type, say). */
  updateClaims(id: string, claims: Record<string, unknown>): Promise<void>;
  /** After a refresh at the identity provider: the session's claims as the provider says now, and its next tokens. */
  renewed(id: string, claims: Record<string, unknown>, providerTokens: string): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The revocation id of a token that names no session (an OIDC provider's): its hash. */
export const tokenRevocationId = (token: string) => `tok:${sha256(token)}`;

// A verified session stays trusted this long without asking the store again. Sign-out on this process takes
// effect at once (the entry is dropped); on other API processes within this many milliseconds.
const ACTIVE_CACHE_MS = 5_000;
const ACTIVE_CACHE_LIMIT = 10_000;

export function createSessionStore(db: Queryable): SessionStore {
  const active = new Map<string, number>();
  const remember = (id: string, until: number) => {
    if (active.size >= ACTIVE_CACHE_LIMIT) active.clear();
    active.set(id, until);
  };
  return {
    async create(subject, claims, now, ttlSeconds, providerTokens) {
      const id = randomBytes(18).toString('base64url');
      const secret = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
      // Expired rows go as new ones come, so the table holds only live sessions and revocations.
      await db.query('DELETE FROM auth_sessions WHERE expires_at < $1', [now.toISOString()]);
      await db.query(
        'INSERT INTO auth_sessions (id, subject, claims, refresh_hash, created_at, expires_at, provider_tokens) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [id, subject, JSON.stringify(claims), sha256(secret), now.toISOString(), expiresAt.toISOString(), providerTokens ?? null],
      );
      return { id, refresh: `${id}.${secret}` };
    },
    async byRefresh(refresh, now) {
      const dot = refresh.indexOf('.');
      if (dot <= 0 || refresh.length > 200) return null;
      const id = refresh.slice(0, dot);
      const { rows } = await db.query<{ claims: unknown; refresh_hash: string | null; expires_at: string | Date; revoked_at: unknown; provider_tokens: string | null }>(
        'SELECT claims, refresh_hash, expires_at, revoked_at, provider_tokens FROM auth_sessions WHERE id = $1',
        [id],
      );
      const row = rows[0];
      if (!row || row.revoked_at !== null || !row.refresh_hash) return null;
      const expiresAt = new Date(row.expires_at);
      if (expiresAt.getTime() <= now.getTime()) return null;
      const given = Buffer.from(sha256(refresh.slice(dot + 1)));
      const stored = Buffer.from(row.refresh_hash);
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
      const claims = (typeof row.claims === 'string' ? JSON.parse(row.claims) : row.claims) as Record<string, unknown>;
      return { id, claims, expiresAt, providerTokens: row.provider_tokens };
    },
    async isActive(id, now) {
      const until = active.get(id);
      if (until !== undefined && until > Date.now()) return true;
      const { rows } = await db.query<{ expires_at: string | Date; revoked_at: unknown }>(
        'SELECT expires_at, revoked_at FROM auth_sessions WHERE id = $1',
        [id],
        { prepare: 'auth-session-active' },
      );
      const row = rows[0];
      const ok = !!row && row.revoked_at === null && new Date(row.expires_at).getTime() > now.getTime();
      if (ok) remember(id, Date.now() + ACTIVE_CACHE_MS);
      else active.delete(id);
      return ok;
    },
    async isRevoked(id) {
      const { rows } = await db.query<{ revoked_at: unknown }>('SELECT revoked_at FROM auth_sessions WHERE id = $1', [id]);
      return !!rows[0] && rows[0].revoked_at !== null;
    },
    async revoke(id, now, expiresAt) {
      active.delete(id);
      const until = (expiresAt ?? new Date(now.getTime() + 24 * 3600 * 1000)).toISOString();
      await db.query(
        `INSERT INTO auth_sessions (id, subject, claims, refresh_hash, created_at, expires_at, revoked_at)
         VALUES ($1, '', '{}'::jsonb, NULL, $2, $3, $2)
         ON CONFLICT (id) DO UPDATE SET revoked_at = COALESCE(auth_sessions.revoked_at, EXCLUDED.revoked_at), refresh_hash = NULL,
           provider_tokens = NULL`,
        [id, now.toISOString(), until],
      );
    },
    async updateClaims(id, claims) {
      await db.query('UPDATE auth_sessions SET claims = $2 WHERE id = $1', [id, JSON.stringify(claims)]);
    },
    async renewed(id, claims, providerTokens) {
      // A session signed out meanwhile stays signed out: only a live row takes the renewal.
      await db.query('UPDATE auth_sessions SET claims = $2, provider_tokens = $3 WHERE id = $1 AND revoked_at IS NULL', [id, JSON.stringify(claims), providerTokens]);
    },
  };
}
