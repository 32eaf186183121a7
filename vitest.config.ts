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
          include: ['{schemas,renderer,blocks,api-client,editor,site-settings,scripts}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['{renderer,blocks,api-client,editor,site-settings,app}/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
