import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests (node) and component tests (jsdom). Server tests have their own config
// because they need a database; e2e tests run under Playwright.
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a two-core machine, the other core idle
    // while jsdom files load one after another. The main process only collects results.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{schemas,renderer,blocks,api-client,editing,editor,site-settings,app,scripts,stories}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['{ui,renderer,blocks,api-client,editing,editor,site-settings,app,stories}/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          // Story tests render every story of every block (lazily loaded), then run axe over it.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
