// The outside services the storefront calls itself (SPEC §1, §7.7, §7.8, §9), against the sandbox's
// stand-ins: feature flags refreshed while the page is open, the fraud-detection fingerprint and
// page views, the store's weather on Menu and the IP location ordering Home; no CSP violation.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { fixture } from './fixtures/http.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import { brandingReady } from './fixtures/tenants.ts';
import { originOf } from './fixtures/menu.ts';

type Received = Record<string, { body: Record<string, unknown> }[]>;

async function received(tenant: string): Promise<Received> {
  return JSON.parse((await fixture(tenant, 'GET', '/integrations')).body) as Received;
}

function cspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

async function open(page: Page, tenant: string, path = '/') {
  await page.goto(`${originOf(tenant)}${path}`);
  await brandingReady(page);
  await expect(
    page.locator('astro-island[component-url*="/HeaderNav."]:not([ssr])'),
  ).toBeAttached();
}

test('a feature flag switched off hides Gift Cards within the 15 s refresh', async ({ page }) => {
  test.slow();
  const csp = cspErrors(page);
  await open(page, 'taco');
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  const before = (await received('taco')).flags!.length;
  await page.goto(`${originOf('taco')}/account`);
  const nav = page.getByRole('navigation', { name: /account/i });
  await expect(nav.getByRole('link', { name: 'Gift Cards' })).toBeVisible();
  // This page has asked the flag service once; the change below can only arrive by a refresh.
  await expect.poll(async () => (await received('taco')).flags!.length).toBe(before + 1);
  expect((await fixture('taco', 'PUT', '/flags', { flags: { 'gift-cards': false } })).status).toBe(
    200,
  );
  await expect(nav.getByRole('link', { name: 'Gift Cards' })).toBeHidden({ timeout: 25_000 });
  const asked = (await received('taco')).flags!;
  expect(asked.length).toBeGreaterThanOrEqual(before + 2);
  expect(asked[0]!.body).toEqual({ client_key: 'flags-taco-demo' });
  expect(csp).toEqual([]);
});

test('fraud detection: page views, the login view and the fingerprint of a signed-in customer', async ({
  page,
}) => {
  const csp = cspErrors(page);
  await open(page, 'taco');
  const fingerprint = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/proxy') &&
      (r.postDataJSON() as { path?: string }).path === '/risk/sandbox-risk/fingerprint',
  );
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  const sent = (await fingerprint).postDataJSON() as {
    payload: { user_id: string; session_id: string };
  };
  expect(sent.payload.user_id).toMatch(/^\d+$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('deviceFingerprintId')))
    .toMatch(/^"fp_[0-9a-f]{32}"$/);
  await expect
    .poll(async () =>
      (await received('taco')).fraud!.map((r) => (r.body.event as { type: string }).type),
    )
    .toEqual(expect.arrayContaining(['fraud.page-view', 'fraud.view-login']));
  expect(csp).toEqual([]);
});

test('Menu shows the store’s weather; Home asks where the guest is and lists the nearest first', async ({
  page,
}) => {
  const csp = cspErrors(page);
  await open(page, 'burger');
  await expect
    .poll(async () => (await received('burger'))['ip-location']!.length, { timeout: 10_000 })
    .toBe(1);
  // The nearest store now leads the list, with its distance.
  await expect(page.getByRole('article').first()).toContainText(/\d(\.\d)? mi/);
  await page.goto(`${originOf('burger')}/101`);
  await expect(page.getByText(/^Weather at the store now: -?\d+°F/)).toBeVisible();
  const weather = (await received('burger')).weather!;
  expect(weather[0]!.body).toMatchObject({
    current_weather: 'true',
    timezone: 'auto',
    temperature_unit: 'fahrenheit',
  });
  expect(csp).toEqual([]);
});
