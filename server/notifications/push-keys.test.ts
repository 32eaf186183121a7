// The server's push identity: a VAPID key pair made on first use and kept like the signing key (a 0600 file in the
// data folder, or server_secrets with DATABASE_URL), served to browsers by GET /api/PushSubscription/public-key;
// and the VAPID subject setting.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePerFile } from '../../test-support/store-per-file.js';
import { testApp } from '../test-support.js';
import { DEFAULT_VAPID_SUBJECT, vapidSubjectOf } from './push-delivery.js';
import { vapidKeys } from './vapid-keys.js';

const store = storePerFile();
let dirA: string;
let dirB: string;

beforeAll(async () => {
  dirA = await mkdtemp(join(tmpdir(), 'vapid-a-'));
  dirB = await mkdtemp(join(tmpdir(), 'vapid-b-'));
});
afterAll(async () => {
  await rm(dirA, { recursive: true, force: true });
  await rm(dirB, { recursive: true, force: true });
});

describe('the VAPID key pair', () => {
  it('is made once per data folder, kept in a 0600 file, and served as the public key', async () => {
    const a = await vapidKeys({ dataDir: dirA, db: store.db });
    expect(Buffer.from(a.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(a.privateKey, 'base64url')).toHaveLength(32);
    expect(JSON.parse(await readFile(join(dirA, 'vapid-keys.json'), 'utf8'))).toEqual(a);
    expect((await stat(join(dirA, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);
    expect((await vapidKeys({ dataDir: dirB, db: store.db })).publicKey).not.toBe(a.publicKey);
    const app = await testApp(store.db, { dataDir: dirA });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/PushSubscription/public-key' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ publicKey: a.publicKey });
    } finally {
      await app.close();
    }
  });

  it('is kept in the store with DATABASE_URL, one pair for every process', async () => {
    const first = await vapidKeys({ databaseUrl: 'postgres://x', dataDir: dirA, db: store.db });
    const { rows } = await store.db.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'vapid-keys'");
    expect(JSON.parse(rows[0]!.value)).toEqual(first);
    if (process.env.TEST_DATABASE_URL) {
      const second = await store.reopen();
      expect(await vapidKeys({ databaseUrl: 'postgres://x', db: second })).toEqual(first);
    }
  });

  it('refuses a kept file that is not a key pair rather than replacing it (subscriptions depend on it)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vapid-bad-'));
    try {
      await writeFile(join(dir, 'vapid-keys.json'), '{"publicKey":"short"}\n');
      await expect(vapidKeys({ dataDir: dir, db: store.db })).rejects.toThrow(/not a VAPID key pair/);
      expect(await readFile(join(dir, 'vapid-keys.json'), 'utf8')).toBe('{"publicKey":"short"}\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('PUSH_VAPID_SUBJECT', () => {
  it('is a mailto: address or an https: URL, with a placeholder when unset', () => {
    expect(vapidSubjectOf(undefined)).toBe(DEFAULT_VAPID_SUBJECT);
    expect(vapidSubjectOf(' mailto:ops@nimbus.example ')).toBe('mailto:ops@nimbus.example');
    expect(vapidSubjectOf('https://nimbus.example/contact')).toBe('https://nimbus.example/contact');
    for (const bad of ['http://nimbus.example', 'ops@nimbus.example', 'mailto:', 'mailto:nobody']) expect(() => vapidSubjectOf(bad), bad).toThrow(/PUSH_VAPID_SUBJECT/);
  });
});
