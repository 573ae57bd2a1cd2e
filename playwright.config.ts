import { defineConfig, devices } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromiumExecutable, E2E_ARGS } from './e2e/fixtures/chromium.ts';

// Chromium's temporary profiles stay inside the project (and out of a small /tmp).
const tmp = path.resolve('.tmp');
mkdirSync(tmp, { recursive: true });
process.env.TMPDIR = tmp;
// The test servers inherit this: one JSON line per request would only cost the two cores time.
process.env.LOG_LEVEL ??= 'warn';

// A headed or debugging run needs a window, which only the full browser has. The runner's workers
// read this config again without the runner's arguments, so the runner tells them through the
// environment.
if (process.argv.some((a) => ['--headed', '--debug', '--ui'].includes(a)) || process.env.PWDEBUG)
  process.env.E2E_HEADED = '1';
const executablePath = chromiumExecutable({ headlessShell: !process.env.E2E_HEADED });

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Each worker starts its own server (e2e/fixtures/test.ts): two workers, two servers, two cores.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: E2E_ARGS },
    // A trace records every action's DOM and screenshots: on CI, where nobody opens one, that is
    // CPU the two cores need for the tests.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
});
