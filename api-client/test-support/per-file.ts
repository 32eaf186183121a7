import { afterAll, beforeAll } from 'vitest';

/**
 * A test resource for one test file (or one describe block): started in beforeAll, closed in afterAll. The answer
 * stands for the running resource once beforeAll has run (each property read goes to it); read before, it throws.
 */
export function perTestFile<T extends { close(): Promise<void> }>(what: string, start: () => Promise<T>, timeoutMs?: number): T {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  }, timeoutMs);
  afterAll(() => running?.close(), timeoutMs);
  return new Proxy({} as T, {
    get: (_target, key) => {
      if (!running) throw new Error(`${what} is not running: use it inside tests (it starts in beforeAll).`);
      return Reflect.get(running, key);
    },
  });
}
