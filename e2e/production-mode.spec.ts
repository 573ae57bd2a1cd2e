// Production mode against a separate tenant API: the storefront, built for a tenant whose api_base
// is the standalone sandbox over HTTP and run with STOREFRONT_ENV=production (embedded sandbox off),
// takes a guest's whole order — Home, store, Menu, cart, Checkout, pay in store, Confirmation.
// Its own servers, not the shared per-worker storefront.
import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import {
  buildStandaloneStorefront,
  freePort,
  startProcess,
  type Running,
} from './fixtures/standalone.ts';
import { fillGuest } from './fixtures/checkout.ts';
import { expect, test } from './fixtures/test.ts';

// Monday 23 November 2026, 12:00 in New York: Fulton Street (open 24 hours) takes orders.
const NOON_NY = '2026-11-23T17:00:00Z';

let sandbox: Running | undefined;
let storefront: Running | undefined;
let dist: string | undefined;
let sandboxUrl = '';
let origin = '';

test.beforeAll(async () => {
  // One build of the example tenant per run (a few seconds; docs/sandbox.md "Running against a
  // separate tenant API"), then both servers.
  test.setTimeout(180_000);
  const sandboxPort = await freePort();
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  sandbox = await startProcess(
    [
      '--experimental-transform-types',
      '--disable-warning=ExperimentalWarning',
      'scripts/sandbox.ts',
    ],
    { PORT: String(sandboxPort), HOST: '127.0.0.1', STOREFRONT_SANDBOX_DB: 'memory' },
    /Sandbox tenant API listening on /,
  );
  dist = await buildStandaloneStorefront(String(sandboxPort));
  const port = await freePort();
  origin = `http://burger.localhost:${port}`;
  storefront = await startProcess(
    ['--experimental-strip-types', 'scripts/serve.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      STOREFRONT_ENV: 'production',
      STOREFRONT_SANDBOX_URL: sandboxUrl,
      STOREFRONT_SECRET: randomBytes(32).toString('base64url'),
    },
    /Storefront listening on /,
  );
});

test.afterAll(async () => {
  await storefront?.stop();
  await sandbox?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

test('a guest orders and pays in store through the tenant API over HTTP', async ({ page }) => {
  test.setTimeout(60_000);
  const clock = await fetch(`${sandboxUrl}/t/burger/__sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-storefront': '1' },
    body: JSON.stringify({ now: NOON_NY }),
  });
  expect(clock.status).toBe(200);
  await page.clock.install({ time: new Date(NOON_NY) });

  await page.goto(`${origin}/`);
  const store = page
    .getByRole('list', { name: 'All stores' })
    .getByRole('article')
    .filter({ hasText: 'Fulton Street' });
  await store.getByRole('button', { name: /^Pickup/ }).click();
  await expect(page.getByRole('dialog', { name: 'Select order details' })).toBeVisible();
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  const discounts = page.getByRole('dialog', { name: 'Discounts for your order' });
  await discounts.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(discounts).toBeHidden();

  await page
    .getByRole('button', { name: /^Onion Rings/ })
    .first()
    .click();
  const item = page.getByRole('dialog', { name: 'Onion Rings' });
  await item.getByRole('button', { name: /^Add to order/ }).click();
  await expect(item).toBeHidden();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('complementary', { name: 'Cart' });
  await expect(cart).toContainText('Onion Rings');
  await cart.getByRole('link', { name: 'CHECKOUT' }).click();

  const place = page.getByRole('button', { name: /^PLACE ORDER · / });
  await expect(place).toBeVisible();
  await fillGuest(page);
  await page
    .getByRole('region', { name: 'Payment' })
    .getByRole('radio', { name: /^Pay in store/ })
    .check();
  await place.click();
  await expect(page).toHaveURL(/\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Thank you! Order #\d+$/ })).toBeVisible();
  await expect(page.getByText(/Pick up at: 120 Fulton St/)).toBeVisible();

  // The embedded sandbox is off: its fixture API is not there.
  const reset = await page.evaluate(async () => {
    const res = await fetch('/__sandbox/reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-storefront': '1' },
      body: '{}',
    });
    return res.status;
  });
  expect(reset).toBe(404);
});
