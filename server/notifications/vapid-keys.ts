// The server's push identity (VAPID, RFC 8292): a P-256 key pair made on first use and kept like the signing key
// (server/shared/kept-secret.ts: DATA_DIR/vapid-keys.json, mode 0600, or the store's server_secrets with
// DATABASE_URL, so every API process signs with the same pair). Browsers subscribe with the public key as
// applicationServerKey and push services only accept pushes signed by its private key: a new pair (a wiped data
// folder) leaves every stored subscription unusable until the browser subscribes again.
import webpush from 'web-push';
import { keptSecret, type KeptSecret, type SecretPlace } from '../shared/kept-secret.js';
import type { Queryable } from '../store/db.js';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (65 bytes): the browser's applicationServerKey. */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). */
  privateKey: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function parseKeys(value: string): VapidKeys | null {
  try {
    const keys = JSON.parse(value) as Partial<VapidKeys>;
    const ok = (key: unknown, bytes: number): key is string =>
      typeof key === 'string' && BASE64URL.test(key) && Buffer.from(key, 'base64url').length === bytes;
    return ok(keys.publicKey, 65) && ok(keys.privateKey, 32) ? { publicKey: keys.publicKey, privateKey: keys.privateKey } : null;
  } catch {
    return null;
  }
}

const VAPID_SECRET: KeptSecret = {
  file: 'vapid-keys.json',
  name: 'vapid-keys',
  what: 'push service (VAPID) key pair',
  // One value holds both halves, so processes starting at once can never keep halves of two different pairs.
  make: () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return JSON.stringify({ publicKey, privateKey });
  },
  usable: (value) => parseKeys(value) !== null,
};

// One look-up per place and process: the route and the push worker ask for the pair often, it never changes.
const known = new WeakMap<Queryable, Map<string, Promise<VapidKeys>>>();

/** The key pair kept at `where` (made there the first time). */
export function vapidKeys(where: SecretPlace): Promise<VapidKeys> {
  const place = !where.databaseUrl && where.dataDir ? `file:${where.dataDir}` : 'store';
  const ofDb = known.get(where.db) ?? new Map<string, Promise<VapidKeys>>();
  known.set(where.db, ofDb);
  const cached = ofDb.get(place);
  if (cached) return cached;
  const loading = keptSecret(VAPID_SECRET, where).then((value) => {
    const keys = parseKeys(value);
    if (!keys) throw new Error(`The kept push service key pair (${VAPID_SECRET.file} or server_secrets ${VAPID_SECRET.name}) is not a VAPID key pair.`);
    return keys;
  });
  // A failed look-up (the store was briefly unreachable) is tried again next time rather than kept.
  loading.catch(() => ofDb.delete(place));
  ofDb.set(place, loading);
  return loading;
}
