// The outside services the storefront calls itself (docs/product.md §1, §7.7, §7.8, §9), against
// the sandbox's stand-ins: feature flags refreshed while the page is open, the fraud-detection
// fingerprint and page views, the payment processor's fraud session, the store's weather on Menu
// and the IP location ordering Home; no CSP violation.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { fixture } from './fixtures/http.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import { brandingReady, headerInteractive } from './fixtures/tenants.ts';
import { originOf } from './fixtures/menu.ts';
import { APPROVED, fillGuest, payOnHostedPage, toCheckout } from './fixtures/checkout.ts';
import { FLAG_REFRESH_MS } from '../src/lib/flags/flags.ts';

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
  await headerInteractive(page);
}

test('a feature flag switched off hides Gift Cards within the 15 s refresh', async ({ page }) => {
  const csp = cspErrors(page);
  // The page's clock runs as usual; the refresh's 15 s are skipped below rather than waited for.
  await page.clock.install();
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
  // The page schedules its next refresh only once it has read the first answer, which can be just
  // after the sandbox has seen the call: skip 15 s until the refresh has gone out, however late the
  // page scheduled it.
  await expect
    .poll(async () => {
      await page.clock.fastForward(FLAG_REFRESH_MS);
      return (await received('taco')).flags!.length;
    })
    .toBeGreaterThanOrEqual(before + 2);
  await expect(nav.getByRole('link', { name: 'Gift Cards' })).toBeHidden();
  const asked = (await received('taco')).flags!;
  // OFREP bulk evaluation; each refresh revalidates with the last answer's ETag.
  expect(asked[0]!.body).toMatchObject({ client_key: 'flags-taco-demo', context: {} });
  expect(asked.at(-1)!.body.if_none_match).toMatch(/^"[0-9a-f]{8}"$/);
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

test('a store with gateway 28: the payment carries the session id the processor’s script made', async ({
  page,
}) => {
  test.slow();
  const csp = cspErrors(page);
  const TACO = originOf('taco');
  await toCheckout(page, TACO, 'South Congress', 'Pickup', 3013);
  type Sdk = { event: string; merchant_id: string; session_id: string; made: boolean };
  const downloads = async () =>
    ((await received('taco'))['payment-fraud'] ?? []).map((r) => r.body as unknown as Sdk);
  await expect.poll(async () => (await downloads()).length).toBeGreaterThan(0);
  const made = (await downloads())[0]!;
  expect(made).toMatchObject({ event: 'sdk', merchant_id: 'sandbox-verde-301', made: true });
  // The collector ran (its beacon) and the page kept the id it exposed.
  await expect.poll(async () => (await downloads()).some((d) => d.event === 'collect')).toBe(true);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('fraudSessionId')))
    .toBe(JSON.stringify(made.session_id));

  await fillGuest(page);
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('radio', { name: /^New card/ }).check();
  await payment.getByRole('button', { name: /ENTER CARD DETAILS|USE ANOTHER CARD/ }).click();
  await payOnHostedPage(page, APPROVED);
  const pay = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/proxy') &&
      /^\/orders\/\d+\/payment$/.test((r.postDataJSON() as { path?: string }).path ?? ''),
  );
  await page.getByRole('button', { name: /^PLACE ORDER · / }).click();
  const sent = (await pay).postDataJSON() as {
    payload: { risk?: { fraud_session_id?: string; merchant_id?: string } };
  };
  expect(sent.payload.risk).toMatchObject({
    fraud_session_id: made.session_id,
    merchant_id: 'sandbox-verde-301',
  });
  // Back from the hosted page, the same session was continued, not a new one made.
  expect((await downloads()).filter((d) => d.event === 'sdk' && d.made)).toHaveLength(1);
  // The guest lands on Confirmation; the test ends there rather than mid-navigation.
  await expect(page).toHaveURL(/\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(csp).toEqual([]);
});

test('a guest already using Home when its location arrives keeps the order of the list', async ({
  page,
}) => {
  // The location is asked for 3 s after hydration: the clock is run, not waited for.
  await page.clock.install();
  await open(page, 'burger');
  const names = () => page.getByRole('article').getByRole('heading').allInnerTexts();
  const before = await names();
  // The guest points at the list, about to choose a store.
  await page.getByRole('article').last().hover();
  await page.clock.runFor(3_000);
  await expect
    .poll(async () => (await received('burger'))['ip-location']?.length ?? 0, { timeout: 10_000 })
    .toBe(1);
  // Each card gains its distance where it is; nearest first would have moved the last two.
  await expect(page.getByRole('article').last()).toContainText(/\d(\.\d)? mi/);
  expect(await names()).toEqual(before);
});
