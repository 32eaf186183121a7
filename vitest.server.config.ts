import { defineConfig } from 'vitest/config';

// Server tests: node, one file at a time (each file opens its own store: in-memory PGlite, or its own database on
// the server of TEST_DATABASE_URL, see server/test-support.ts).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['server/**/*.test.ts', 'test-support/reliability/**/*.test.ts'],
    // Includes the reliability suite (test-support/reliability: concurrency, crash, auth matrix, fuzz); run it
    // alone with `npx vitest run --config vitest.server.config.ts test-support/reliability`.
    exclude: ['node_modules/**'],
    // On PostgreSQL: names this run's databases and drops them together after the last file.
    globalSetup: ['test-support/server-test-setup.ts'],
    fileParallelism: false,
    // The files share one process instead of a new one each: a fresh process spent more time loading the server's
    // modules and compiling PGlite's WebAssembly than most files spend on their tests. The server keeps no state in
    // modules (everything hangs off the app or the store each file opens), so sharing them changes nothing a test sees.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
