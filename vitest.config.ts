import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests (node) and component tests (jsdom). Server tests have their own config
// because they need a database; e2e tests run under Playwright.
export default defineConfig({
  plugins: [react()],
  test: {
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
