// A secret the server makes itself on first start and keeps with its data, so restarts keep it and two data
// folders never share one: a file in DATA_DIR (mode 0600) for the embedded store, a row of the store's
// server_secrets table for PostgreSQL (several API processes then share it). The development signing key
// (server/auth/signing-secret.ts) and the push service keys (server/notifications/vapid-keys.ts) are kept this way.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../store/db.js';

/** One kept secret: its file name in the data folder, its name in server_secrets, how a new one is made. */
export interface KeptSecret {
  file: string;
  name: string;
  /** For the error when the store kept none ("The <what> could not be stored."). */
  what: string;
  make: () => string;
  /** Whether a file's content is good enough to keep using; otherwise a new one is made in its place. */
  usable: (value: string) => boolean;
}

/** Where the server's data lives: the data folder unless the store is PostgreSQL (DATABASE_URL). */
export interface SecretPlace {
  dataDir?: string;
  databaseUrl?: string;
  db: Queryable;
}

async function fromFile(dataDir: string, secret: KeptSecret): Promise<string> {
  const path = join(dataDir, secret.file);
  try {
    const existing = (await readFile(path, 'utf8')).trim();
    if (secret.usable(existing)) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const value = secret.make();
  try {
    // 'wx': two processes starting on one folder at once keep whichever secret was written first.
    await writeFile(path, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await chmod(path, 0o600).catch(() => undefined);
    return (await readFile(path, 'utf8')).trim();
  }
}

async function fromStore(db: Queryable, secret: KeptSecret): Promise<string> {
  // ON CONFLICT DO NOTHING: processes starting at once on one database all read the one that got in first.
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [secret.name, secret.make()]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [secret.name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`The ${secret.what} could not be stored.`);
  return value;
}

/** The secret kept at `where`, made there the first time it is asked for. */
export async function keptSecret(secret: KeptSecret, where: SecretPlace): Promise<string> {
  if (!where.databaseUrl && where.dataDir) return fromFile(where.dataDir, secret);
  return fromStore(where.db, secret);
}
