import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests (node) and component tests (jsdom). Server tests have their own config
// because they need a database; e2e tests run under Playwright.
const UNIT = '{schemas,renderer,blocks,api-client,editing,editor,site-settings,app,scripts,stories}/**/*.test.ts';
// Unit files that replace a module with vi.mock: they keep a module graph of their own, so the mock reaches no other file.
const UNIT_WITH_MOCKS = ['site-settings/translations/missing-report.test.ts', 'site-settings/translations/ui-strings.test.ts'];

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
          include: [UNIT],
          exclude: [...configDefaults.exclude, ...UNIT_WITH_MOCKS],
          // The node files share their worker's modules (the block registry, schemas and validators are imported
          // once per worker, not once per file): they keep no state between files, or reset it themselves.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-mocks', environment: 'node', include: UNIT_WITH_MOCKS },
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
