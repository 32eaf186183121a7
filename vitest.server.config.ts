import { defineConfig } from 'vitest/config';

// Server tests: node, one file at a time (each file opens its own store: in-memory PGlite,
// or its own schema on TEST_DATABASE_URL when set, see server/test-support.ts).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['server/**/*.test.ts', 'test-support/reliability/**/*.test.ts'],
    // Includes the reliability suite (test-support/reliability: concurrency, crash, auth matrix, fuzz); run it
    // alone with `npx vitest run --config vitest.server.config.ts test-support/reliability`.
    exclude: ['node_modules/**'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
