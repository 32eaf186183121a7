import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests (node) and component tests (jsdom). Server tests have their own config
// because they need a database; e2e tests run under Playwright.
//
// Most files share their worker's modules and environment (isolate: false): a jsdom window, the block registry,
// schemas and i18n are set up once per worker instead of once per file, which was most of the time of this run.
// They keep no state between files, or reset it themselves (vitest.setup.ts cleans the DOM and storage after each
// test). A few files keep a worker of their own, listed below with the reason.
const UNIT_DIRS = '{schemas,renderer,blocks,api-client,editing,editor,site-settings,app,scripts,stories}';
const COMPONENT_DIRS = '{ui,renderer,blocks,api-client,editing,editor,site-settings,app,stories}';

// Unit files that replace a module with vi.mock: the mock must reach no other file.
const UNIT_WITH_MOCKS = ['site-settings/translations/missing-report.test.ts', 'site-settings/translations/ui-strings.test.ts'];

// Component files that start the real API (a child server per file) replace the global fetch and the api-client's
// configuration while they run; the story test sets Storybook's project annotations and jsdom's canvas for its file.
// Their time is the child server and the stories, not the set-up that sharing saves.
const REAL_API_IMPORT = /from '(\.\.\/)+test-support\/real-api'/;
const componentFilesOwnWorker = [
  'stories/stories.test.tsx',
  ...['api-client', 'blocks', 'editor', 'renderer', 'site-settings', 'editing', 'app', 'ui'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.tsx'))
      .map((file) => `${dir}/${file}`)
      .filter((file) => REAL_API_IMPORT.test(readFileSync(file, 'utf8'))),
  ),
];

const component: { environment: 'jsdom'; setupFiles: string[]; testTimeout: number } = {
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
  // Story tests render every story of every block (lazily loaded), then run axe over it.
  testTimeout: 60_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a two-core machine, the other core idle
    // while jsdom files load one after another. The main process only collects results.
    maxWorkers: 2,
    // The real API's process, bundled once for the files that start it (test-support/real-api-bundle.ts).
    globalSetup: ['./test-support/real-api-bundle.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [`${UNIT_DIRS}/**/*.test.ts`],
          exclude: [...configDefaults.exclude, ...UNIT_WITH_MOCKS],
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
          ...component,
          name: 'component',
          include: [`${COMPONENT_DIRS}/**/*.test.tsx`],
          exclude: [...configDefaults.exclude, ...componentFilesOwnWorker],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...component, name: 'component-isolated', include: componentFilesOwnWorker },
      },
    ],
  },
});
