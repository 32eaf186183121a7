// The key the development identity provider signs tokens with (no published default).
//
// Given (SIGNING_SECRET): used as is. Not given: in production mode loadConfig refuses to start; in development
// a random key is made on first start and kept with the data, so restarts keep their sessions and two data
// folders never share a key: DATA_DIR/secret.key (mode 0600) for the embedded store, the store's server_secrets
// table for PostgreSQL (several API processes then share it).
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../store/db.js';

export const SECRET_FILE = 'secret.key';
const SECRET_NAME = 'dev-signing-key';
/** HS256 wants at least 256 bits; shorter given secrets are refused. */
export const MIN_SECRET_LENGTH = 32;

const newKey = () => randomBytes(48).toString('base64url');

async function fromFile(dataDir: string): Promise<string> {
  const path = join(dataDir, SECRET_FILE);
  try {
    const existing = (await readFile(path, 'utf8')).trim();
    if (existing.length >= MIN_SECRET_LENGTH) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = newKey();
  try {
    // 'wx': two processes starting on one folder at once keep whichever key was written first.
    await writeFile(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await chmod(path, 0o600).catch(() => undefined);
    return (await readFile(path, 'utf8')).trim();
  }
}

async function fromStore(db: Queryable): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [SECRET_NAME, newKey()]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [SECRET_NAME]);
  const value = rows[0]?.value;
  if (!value) throw new Error('The development signing key could not be stored.');
  return value;
}

/**
 * The signing key: the configured one, else the data folder's (made on first start), else the store's. Called
 * once at start (buildApp).
 */
export async function resolveSigningSecret(
  given: string | undefined,
  where: { dataDir?: string; databaseUrl?: string; db: Queryable },
): Promise<string> {
  if (given) return given;
  if (!where.databaseUrl && where.dataDir) return fromFile(where.dataDir);
  return fromStore(where.db);
}
