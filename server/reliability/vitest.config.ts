import { defineConfig } from 'vitest/config';

// The issue-7 reliability suite on its own (vitest.server.config.ts excludes server/reliability while the
// defects it finds are open). Same settings as the server suite: node, one file at a time.
//   npx vitest run --config server/reliability/vitest.config.ts
//   TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)" npx vitest run --config server/reliability/vitest.config.ts
export default defineConfig({
  test: {
    name: 'reliability',
    root: new URL('../../', import.meta.url).pathname,
    environment: 'node',
    include: ['server/reliability/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
