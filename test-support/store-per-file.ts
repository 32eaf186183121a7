// One test store for a whole test file: opened before its first test, dropped after its last (opening a store is
// slow on PGlite, so the tests that only read or roll back share one).
import { afterAll, beforeAll } from 'vitest';
import { createTestStore, type DemoData, type TestStore } from '../server/test-support.js';

export function storePerFile(seedWith?: DemoData, timeoutMs?: number): TestStore {
  let store: TestStore | undefined;
  beforeAll(async () => {
    store = await createTestStore(seedWith);
  }, timeoutMs);
  afterAll(async () => {
    await store?.drop();
  });
  const open = (): TestStore => {
    if (!store) throw new Error('The test store opens in beforeAll: read it inside a test or a hook.');
    return store;
  };
  return {
    get db() {
      return open().db;
    },
    reopen: () => open().reopen(),
    drop: () => open().drop(),
  };
}
