import { defineConfig } from 'vitest/config';

// Server tests: node, one file at a time (each file opens its own store: in-memory PGlite,
// or its own schema on TEST_DATABASE_URL when set, see server/test-support.ts).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['server/**/*.test.ts'],
    // The issue-7 reliability suite (server/reliability) is still being built and currently finds open defects
    // (a 5xx on copyToEnvironment with a NUL in the phase, uncoded 400s for malformed URLs); it runs on its own
    // with `npx vitest run --config vitest.server.config.ts server/reliability` until those are fixed.
    exclude: ['server/reliability/**', 'node_modules/**'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
