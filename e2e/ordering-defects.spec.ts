// Ordering-journey defects found by trying it (docs/product.md §2.10, §2.12, §4.1, §4.8, §5, §8).
// Each test would have caught its defect: clocks moved on both sides, what a screen reader is told,
// a race repeated until it shows, a slow theme-config.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { addItems, startOrder } from './fixtures/checkout.ts';
import { fixture } from './fixtures/http.ts';
import { chooseStore, setTime } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';
import { DEMO_TENANTS } from './fixtures/tenants.ts';

const BURGER = originOf('burger');
const TACO = originOf('taco');
// Saturday 21 November 2026, 10:50 in Santa Monica (UTC-8): catering has been open since 08:00,
// pickup opens at 11:00.
const BEFORE_PICKUP_LA = '2026-11-21T18:50:00Z';
const NOON_LA = '2026-11-21T20:00:00Z';
// Monday 23 November 2026, 12:00 in New York.
const NOON_NY = '2026-11-23T17:00:00Z';

/** Moves both clocks on (after setTime installed the browser's). */
async function moveTime(page: Page, tenantId: string, iso: string): Promise<void> {
  const res = await fixture(tenantId, 'POST', '/clock', { now: iso });
  expect(res.status).toBe(200);
  await page.clock.setSystemTime(new Date(iso));
}

const santaMonica = (page: Page) =>
  page
    .getByRole('list', { name: 'All stores' })
    .getByRole('article')
    .filter({ hasText: 'Santa Monica' });

test('ASAP and the open state follow the chosen service at any clock (docs/product.md §4.8, §7.5)', async ({
  page,
}) => {
  await setTime(page, 'burger', BEFORE_PICKUP_LA);
  const storeCalls: string[] = [];
  page.on('request', (r) => {
    const body = r.postData();
    if (r.url().endsWith('/api/proxy') && body?.includes('"/stores/103"')) storeCalls.push(body);
  });
  await page.goto(`${BURGER}/`);
  // The card speaks for pickup (the default service), closed at 10:50, with pickup's hours, not
  // catering's (09:00–18:00 on Saturdays).
  await expect(santaMonica(page)).toContainText('Closed');
  await expect(santaMonica(page)).not.toContainText('Open now');
  await expect(santaMonica(page)).toContainText('11:00 AM – 2:00 AM');
  await expect(santaMonica(page)).not.toContainText('9:00 AM');
  await chooseStore(page, 'Santa Monica', 'Pickup');
  const time = page.getByRole('combobox', { name: 'Select Time' });
  await expect(time).toBeVisible();
  await expect(time).not.toContainText('ASAP');
  await time.click();
  await expect(page.getByRole('option', { name: /^ASAP/ })).toHaveCount(0);
  await expect(
    page.getByRole('listbox', { name: 'Select Time' }).getByRole('option').first(),
  ).toHaveText(/11:\d\d AM/);
  await page.keyboard.press('Escape');
  // Every store call of the modal names the service it is for (docs/product.md §7.5).
  expect(storeCalls.length).toBeGreaterThan(0);
  for (const call of storeCalls)
    expect(JSON.parse(call).payload).toMatchObject({ service_type_id: 1 });

  // Inside pickup's window, on both clocks: open, and ASAP comes first.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await moveTime(page, 'burger', NOON_LA);
  await page.goto(`${BURGER}/`);
  await expect(santaMonica(page)).toContainText('Open now');
  await chooseStore(page, 'Santa Monica', 'Pickup');
  await expect(page.getByRole('combobox', { name: 'Select Time' })).toContainText('ASAP');
});

test('an address without a street number is announced on the field, which gets focus (docs/product.md §5, §8)', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  await page.goto(`${BURGER}/`);
  await chooseStore(page, 'Fulton Street', 'Delivery');
  const address = page.getByRole('combobox', { name: 'Delivery address' });
  await address.fill('Bedford Ave');
  await expect(page.getByRole('option').first()).toBeVisible();
  await address.press('ArrowDown');
  await address.press('Enter');
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  // What a screen reader is told: focus lands on the field, whose description is the message.
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/Please enter a valid address$/);
  // Fixing it from there: the field already holds the text to change.
  await address.fill('75 Wall');
  await page.getByRole('option', { name: /75 Wall St/ }).click();
  await expect(page.getByRole('dialog')).toContainText('75 Wall St, NY 10005');
  await expect(page.getByText('Please enter a valid address')).toHaveCount(0);
});

test('the delivery minimum is said in the cart and on Checkout, before PLACE ORDER is refused', async ({
  page,
}) => {
  // Real time: South Congress delivers around the clock; its minimum is $15.00.
  const { orderId, menu } = await startOrder(page, TACO, 'South Congress', 'Delivery', {
    typed: '1100 Congress',
    option: /1100 Congress Ave/,
  });
  await addItems(page, orderId, 3013, 1); // one quesadilla, $9.99
  await page.reload();
  const message =
    'Delivery orders need a subtotal of at least $15.00. Add $5.01 more to place this order.';
  await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
  const cart = page.getByRole('complementary', { name: 'Cart' });
  await expect(cart.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(cart.getByRole('link', { name: 'CHECKOUT' })).toHaveAccessibleDescription(message);
  await page.goto(`${TACO}${menu}/checkout`);
  const place = page.getByRole('button', { name: /^PLACE ORDER · / });
  await expect(place).toHaveAccessibleDescription(message);
  // Unavailable (aria-disabled) yet focusable: pressed anyway, it says why as an alert.
  await expect(place).toHaveAttribute('aria-disabled', 'true');
  await place.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  // Enough in the cart: the notice goes.
  await addItems(page, orderId, 3013, 1);
  await page.reload();
  await expect(page.getByRole('button', { name: /^PLACE ORDER · / })).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(0);
});

test('the cart is two Tabs from the top of Menu (skip link)', async ({ page }) => {
  await setTime(page, 'burger', NOON_NY);
  await page.goto(`${BURGER}/101/menu`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to cart' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  const cartButton = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
  await expect(cartButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cartButton).toHaveAttribute('aria-expanded', 'true');
});

test('a slow live theme-config: the loader shows until it arrives (docs/product.md §2.12)', async ({
  page,
}) => {
  const live = DEMO_TENANTS.find((t) => !t.buildBranding)!;
  // The theme-config is held until the loader has been checked, however long that takes on a busy
  // machine: a fixed upstream latency would race the assertions.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const isThemeConfig = (body: string | null) => !!body?.includes('/theme-config/site/');
  await page.route('**/api/proxy', async (route) => {
    if (isThemeConfig(route.request().postData())) await held;
    await route.fallback();
  });
  const loader = page.getByRole('status').filter({ hasText: 'Loading…' });
  const asked = page.waitForRequest(
    (r) => r.url().endsWith('/api/proxy') && isThemeConfig(r.postData()),
  );
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/proxy') && isThemeConfig(r.request().postData()),
  );
  await page.goto(`${live.origin}/`, { waitUntil: 'commit' });
  await asked;
  // While the theme-config is on its way, the loader covers the page.
  await expect(loader).toBeVisible();
  await expect(loader).toBeInViewport();
  // On top of everything, not merely in the DOM: what is under the middle of the screen is it.
  expect(
    await page.evaluate(
      () => !!document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('#sf-loader'),
    ),
  ).toBe(true);
  release();
  await answered;
  await expect(loader).toBeHidden();
  await expect(page).toHaveTitle(live.branding.title);
});

const EXPIRED = 'Your session has expired. Please log in again.';

/** The API now refuses the visitor's order (403): docs/product.md §4.1's expiry. */
async function refuseOrders(tenantId: string): Promise<void> {
  const res = await fixture(tenantId, 'POST', '/faults', {
    path: '/orders/*',
    method: 'GET',
    status: 403,
  });
  expect(res.status, res.body).toBe(200);
}

test.describe('session expiry toast (docs/product.md §4.1, §8)', () => {
  for (const tenantId of ['burger', 'taco']) {
    test(`a 403 loading the order always shows the toast on Home (${tenantId}, 15 tries)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await refuseOrders(tenantId);
      const origin = originOf(tenantId);
      const store = tenantId === 'burger' ? 101 : 301;
      // Each try ends on Home, where the next one leaves its storage behind.
      await page.goto(`${origin}/`);
      for (let i = 0; i < 15; i++) {
        await page.evaluate(() => {
          localStorage.setItem('loggedIn', 'true');
          localStorage.setItem('customerId', '1');
          localStorage.setItem('orderId', '4242');
          localStorage.setItem('dayAndTimeSelected', 'true');
        });
        await page.goto(`${origin}/${store}/menu`);
        await expect(page, `try ${i + 1}`).toHaveURL(`${origin}/`);
        await expect(page.getByText(EXPIRED), `try ${i + 1}`).toBeVisible();
        await expect(page.getByText(EXPIRED)).toHaveCount(1);
      }
    });
  }
});
