import { describe, expect, it } from 'vitest';
import type { Db } from './store/db.js';
import { storePerFile } from '../test-support/store-per-file.js';
import { bearer, signIn, testApp } from './test-support.js';

/** The real store, with its next transaction held at the start until release() (a slow write). */
function holdNextTransaction(db: Db) {
  let entered!: () => void;
  let release!: () => void;
  const inside = new Promise<void>((r) => (entered = r));
  const gate = new Promise<void>((r) => (release = r));
  let armed = true;
  const held: Db = {
    ...db,
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    listen: (channel, fn) => db.listen(channel, fn),
    close: () => db.close(),
    transaction: (fn) => db.transaction(async (tx) => {
      if (armed) {
        armed = false;
        entered();
        await gate;
      }
      return fn(tx);
    }),
  };
  return { held, inside, release };
}

const store = storePerFile();

describe('graceful shutdown', () => {
  it('finishes a write that is in flight when close() starts, then refuses new connections', async () => {
    const { held, inside, release } = holdNextTransaction(store.db);
    const app = await testApp(held);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = bearer(await signIn(app, 'siteeditor'));
    const current = (await (await fetch(`${address}/api/siteeditor`, { headers: token })).json()) as { hash: string };
    const write = fetch(`${address}/api/siteeditor`, {
      method: 'POST',
      headers: { ...token, 'content-type': 'application/json' },
      body: JSON.stringify({ changes: { liveHelpAppId: 'shutdown-test' }, originalHash: current.hash }),
    });
    // Close while the write is inside its transaction.
    await inside;
    const closing = app.close();
    release();
    const res = await write;
    expect(res.status).toBe(200);
    await closing;
    await expect(fetch(`${address}/api/ping`)).rejects.toThrow();
    const { rows } = await store.db.query<{ v: string }>("SELECT doc->>'liveHelpAppId' AS v FROM site_settings WHERE environment = 'cont'");
    expect(rows[0]?.v).toBe('shutdown-test');
  });
});
