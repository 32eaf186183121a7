import { defineConfig } from 'vitest/config';

// Server tests: node, one file at a time (each file opens its own store: in-memory PGlite,
// or its own schema on TEST_DATABASE_URL when set, see server/test-support.ts).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['server/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
