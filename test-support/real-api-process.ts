// The process test-support/real-api.ts starts: the server's buildApp on a fresh embedded PGlite store (the server
// tests' fixture, or the demo data given as JSON on stdin's first line), listening on 127.0.0.1 on a free port. It prints
// `{"origin": "http://127.0.0.1:<port>"}` on one line once it listens, and stops when stdin closes.
import type { AddressInfo } from 'node:net';
import { createTestStore, fixture, generateDemo, testApp } from '../server/test-support';

type DemoData = NonNullable<Parameters<typeof createTestStore>[0]>;

/** The first line of stdin (the options); the rest of stdin stays open as the "parent is alive" signal. */
function readFirstLine(): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end < 0) return;
      process.stdin.off('data', onData);
      process.stdin.pause();
      resolve(text.slice(0, end));
    };
    process.stdin.on('data', onData);
  });
}

const options = JSON.parse((await readFirstLine()) || '{}') as {
  data?: DemoData;
  demoSessions?: number;
  settings?: Partial<Record<keyof DemoData['settings'], object | null>>;
  pages?: DemoData['pages'];
  translations?: DemoData['translations'];
  now?: string;
};
const data = options.data ?? (options.demoSessions ? (generateDemo({ sessions: options.demoSessions }) as DemoData) : fixture());
if (options.pages) data.pages = options.pages;
if (options.translations) data.translations = options.translations;
// Settings documents replaced per environment; null: the environment has none.
for (const [env, doc] of Object.entries(options.settings ?? {}) as [keyof DemoData['settings'], object | null][]) {
  if (doc === null) delete (data.settings as Partial<DemoData['settings']>)[env];
  else data.settings[env] = doc;
}
const store = await createTestStore(data);
// A fixed clock when asked; otherwise the real one, so the tokens it signs are valid for the client's clock too.
const fixed = options.now ? new Date(options.now) : null;
const app = await testApp(store.db, {}, () => fixed ?? new Date());
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
process.stdout.write(`${JSON.stringify({ origin: `http://127.0.0.1:${port}` })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  // Open streams (the shell's live-updates connection) would hold close() until the client ends them.
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
  await store.drop();
  process.exit(0);
};
process.stdin.on('end', () => void stop());
process.stdin.on('close', () => void stop());
process.on('SIGTERM', () => void stop());
process.stdin.on('data', () => undefined);
process.stdin.resume();
