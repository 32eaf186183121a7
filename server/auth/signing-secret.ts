// The key the development identity provider signs tokens with (no published default).
//
// Given (SIGNING_SECRET): used as is. Not given: in production mode loadConfig refuses to start; in development
// a random key is made on first start and kept with the data, so restarts keep their sessions and two data
// folders never share a key: DATA_DIR/secret.key (mode 0600) for the embedded store, the store's server_secrets
// table for PostgreSQL (several API processes then share it). server/shared/kept-secret.ts keeps it.
import { randomBytes } from 'node:crypto';
import { keptSecret, type KeptSecret } from '../shared/kept-secret.js';
import type { Queryable } from '../store/db.js';

export const SECRET_FILE = 'secret.key';
/** HS256 wants at least 256 bits; shorter given secrets are refused. */
export const MIN_SECRET_LENGTH = 32;

const SIGNING_KEY: KeptSecret = {
  file: SECRET_FILE,
  name: 'dev-signing-key',
  what: 'development signing key',
  make: () => randomBytes(48).toString('base64url'),
  usable: (value) => value.length >= MIN_SECRET_LENGTH,
};

/**
 * The signing key: the configured one, else the data folder's (made on first start), else the store's. Called
 * once at start (buildApp).
 */
export async function resolveSigningSecret(
  given: string | undefined,
  where: { dataDir?: string; databaseUrl?: string; db: Queryable },
): Promise<string> {
  if (given) return given;
  return keptSecret(SIGNING_KEY, where);
}
