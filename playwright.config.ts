import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4180);

// Debian's Chromium, never a downloaded browser. The flags keep it off the (closed) network.
export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: `test-results/e2e-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
  webServer: {
    // The real server on the built site, with a fresh embedded store seeded with the demo conference.
    command: `bash scripts/e2e-server.sh ${port}`,
    url: `http://127.0.0.1:${port}/api/ping`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
