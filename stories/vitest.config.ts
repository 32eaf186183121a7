import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The story tests on their own: `npx vitest run --config stories/vitest.config.ts`. Same split as the root
// config (node for *.test.ts, jsdom for *.test.tsx); the root config can run them too once its include globs
// list `stories`.
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'stories-unit',
          environment: 'node',
          include: ['stories/**/*.test.ts', 'scripts/*stor*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'stories-component',
          environment: 'jsdom',
          include: ['stories/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          // Every story of every block renders, lazily loaded, then axe runs over it.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
