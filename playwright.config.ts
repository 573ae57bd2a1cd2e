import { defineConfig, devices } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromiumExecutable, CHROMIUM_ARGS } from './e2e/fixtures/chromium.ts';
import { E2E_PORT } from './e2e/fixtures/tenants.ts';

// Chromium's temporary profiles stay inside the project (and out of a small /tmp).
const tmp = path.resolve('.tmp');
mkdirSync(tmp, { recursive: true });
process.env.TMPDIR = tmp;

const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --experimental-strip-types scripts/serve.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/`,
    // A fresh in-memory sandbox per run: tests never see (or leave) local demo data.
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', STOREFRONT_SANDBOX_DB: 'memory' },
    reuseExistingServer: false,
    stdout: 'pipe',
    timeout: 60_000,
  },
});
