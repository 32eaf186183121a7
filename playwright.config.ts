import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test-support/chromium';
import { parseGroup, specFiles, specsOfGroup } from './scripts/e2e-groups';

const port = Number(process.env.E2E_PORT ?? 4180);
// `npm test` runs the specs in groups at the same time, each with its own server (scripts/test-all.sh).
const [group, groups] = parseGroup(process.env.E2E_GROUP);

// Debian's Chromium, never a downloaded browser (test-support/chromium.ts).
export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };

export default defineConfig({
  testDir: 'e2e',
  testMatch: groups === 1 ? '**/*.spec.ts' : specsOfGroup(specFiles('e2e'), group, groups),
  // Three spec groups share the machine's two cores (scripts/e2e-all.sh), each test taking two to three times its time
  // alone, and a busy machine is slower still: a test gets three minutes and an expectation 20 s. Speed is measured by the
  // benches in bench/, never by a test that fails when the machine is slow.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  // One retry: a test that fails twice fails the run; one that passes on its retry is reported as flaky in the
  // summary (scripts/e2e-all.sh), to be fixed, rather than costing a whole CI run.
  retries: 1,
  reporter: [['list']],
  outputDir: `test-results/e2e-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    // A trace is recorded on the retry of a failed test only: recording every test (and discarding it when the test
    // passes) cost about a fifth of the suite's CPU on two cores. A failure that does not come back on its retry is
    // reported as flaky, with the first run's error.
    trace: 'on-first-retry',
    // An action on an element that never comes (or has gone, like a toast after its 5 s) fails after a minute
    // with its locator named, rather than waiting out the whole test.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
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
