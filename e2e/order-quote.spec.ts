// Order quote (docs/product.md §2.1 /order-quote): a catering order's quote, linked from Checkout,
// checked against the order itself; nothing of the customer or the current order loads at start-up;
// print, keyboard, phone width, axe in light and dark, and the empty, not-found and error states.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { axeViolations } from './fixtures/axe.ts';
import { noViolationsInBothEngines } from './fixtures/equal-access.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import { orderOf, setTime, storedOrderId } from './fixtures/ordering.ts';
import type { ProxiedCall } from './fixtures/proxy.ts';
import { fixture } from './fixtures/http.ts';
import { originOf } from './fixtures/server.ts';
import { tabTo } from './fixtures/keyboard.ts';
import type { Order } from '../src/api/schemas/order.ts';
import { formatDate } from '../src/lib/format/dates.ts';
import { formatMoney } from '../src/lib/format/money.ts';

const BURGER = originOf('burger');
const SUSHI = originOf('sushi');
// Monday 23 November 2026, 12:00 in New York: catering (a day's lead time) starts tomorrow.
const NOON_NY = '2026-11-23T17:00:00Z';

/** Every call the page sends through the proxy, from now on. */
function watchCalls(page: Page): ProxiedCall[] {
  const calls: ProxiedCall[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/proxy')
      calls.push(req.postDataJSON() as ProxiedCall);
  });
  return calls;
}

/** What the page asks for from now on, in order: its files' paths, and its proxy calls. */
function watchRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname !== '/api/proxy') requested.push(pathname);
    else if (req.method() === 'POST') {
      const call = req.postDataJSON() as ProxiedCall;
      requested.push(`proxy ${call.method} ${call.path}`);
    }
  });
  return requested;
}

/** Order quote's own call for its store (the header asks for it with its schedule). */
const quoteStore = (c: ProxiedCall) =>
  c.path === '/stores/101' && JSON.stringify((c as { payload?: unknown }).payload) === '{}';

const modalsHydrated = (page: Page) =>
  expect(page.locator('astro-island[component-export="Modals"]:not([ssr])')).toBeAttached();

/** Signed in, a catering order for 20 at the store whose card shows `storeText`; its id. */
async function cateringOrder(
  page: Page,
  origin: string,
  tenant: string,
  storeText: string,
): Promise<number> {
  await setTime(page, tenant, NOON_NY);
  await page.goto(`${origin}/`);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  const card = page.getByRole('article').filter({ hasText: storeText });
  await card.getByRole('button', { name: /^Catering/ }).click();
  await page.getByRole('spinbutton', { name: 'Guest Count' }).fill('20');
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/\d+\/[a-z0-9-]+$/);
  // A new catering order is offered the seeds' automatic catering discount (docs/product.md §4.6).
  const discounts = page.getByRole('dialog', { name: 'Discounts for your order' });
  await discounts.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(discounts).toBeHidden();
  return storedOrderId(page);
}

/** Adds a menu item, with options, as the page's own session (the Menu UI is tested elsewhere). */
async function addItem(
  page: Page,
  orderId: number,
  item: { menu_item_id: number; quantity: number; options?: { option_id: number }[] },
): Promise<void> {
  const status = await page.evaluate(
    async ({ orderId, item }) =>
      (
        await fetch('/api/proxy', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-storefront': '1' },
          body: JSON.stringify({ method: 'POST', path: `/orders/${orderId}/items`, payload: item }),
        })
      ).status,
    { orderId, item },
  );
  expect(status).toBe(200);
}

test('a catering quote from Checkout matches the order, with no customer or order start-up', async ({
  page,
}) => {
  const orderId = await cateringOrder(page, BURGER, 'burger', 'Fulton Street');
  await addItem(page, orderId, {
    menu_item_id: 1051,
    quantity: 2,
    options: [{ option_id: 1056 }, { option_id: 1057 }],
  });
  await addItem(page, orderId, { menu_item_id: 1052, quantity: 1 });
  const checkoutCalls = watchCalls(page);
  await page.goto(`${BURGER}/101/checkout`);
  await expect(page.getByRole('button', { name: /^PLACE ORDER · / })).toBeVisible();
  await modalsHydrated(page);
  // The watcher sees the start-up refresh of a stored login on other screens.
  await expect.poll(() => checkoutCalls.some((c) => c.path === '/customers/me')).toBe(true);

  const link = page.getByRole('link', { name: 'Get a printable quote' });
  await expect(link).toHaveAttribute('href', `/order-quote?order=${orderId}`);
  const calls = watchCalls(page);
  checkoutCalls.length = 0;
  const document = page.waitForResponse((r) => new URL(r.url()).pathname === '/order-quote');
  await link.click();
  await expect(page).toHaveURL(`${BURGER}/order-quote?order=${orderId}`);
  const sheet = page.getByRole('article', { name: `Quote for order #${orderId}` });
  await expect(sheet).toBeVisible();
  await modalsHydrated(page);

  // The signed-in guest's sheet is in the page's first HTML, read by the server for this guest
  // alone and kept by no cache (docs/architecture.md §8).
  const first = await document;
  expect(first.headers()['cache-control']).toBe('private, no-store');
  expect(await first.text()).toContain(`Quote for order #${orderId}`);
  // docs/product.md §2.1: neither the customer nor the current order is loaded, nor the quote's
  // order, which came with the page.
  const startup = [...calls];
  const order = (await orderOf(page, orderId)) as unknown as Order;
  expect(startup.filter((c) => c.path === '/customers/me')).toEqual([]);
  expect(startup.filter((c) => c.path === `/orders/${orderId}`)).toEqual([]);
  expect(startup.filter(quoteStore)).toEqual([]);

  const facts = sheet.getByRole('region', { name: 'Order details' });
  await expect(facts).toContainText('Harbor Burger Co.');
  await expect(facts).toContainText('Catering');
  expect(order.guest_count).toBe(20);
  await expect(facts).toContainText(/Guests\s*20/);
  const when = formatDate(order.dp_stamp, { time: true });
  expect(when).toMatch(/^Nov 24, 2026, /);
  await expect(facts).toContainText(when);
  await expect(sheet).toContainText(/Quote date\s*Nov 23, 2026/);
  // Tomorrow's time comes before a week is up: the quote holds until then.
  await expect(sheet).toContainText(`Valid until${when} (the order’s time)`);

  const items = sheet.getByRole('region', { name: 'Items' }).getByRole('listitem');
  const own = order.items.filter((i) => !i.auto);
  await expect(items).toHaveCount(order.items.length);
  for (const [n, item] of own.entries()) {
    await expect(items.nth(n)).toContainText(`${item.quantity} × ${item.name}`);
    await expect(items.nth(n)).toContainText(formatMoney(item.total_cents));
  }
  await expect(items.first()).toContainText('Crispy chicken, Veggie');
  for (const charge of order.charges.lines) {
    await expect(sheet).toContainText(`${charge.label}${formatMoney(charge.amount_cents)}`);
  }
  await expect(sheet).toContainText(`Total${formatMoney(order.charges.total_cents)}`);
  expect(order.charges.total_cents).toBeGreaterThan(2 * 12_900);

  // Printed, the quote stands alone: no header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print quote' })).toBeHidden();
  await expect(sheet).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  expect(await axeViolations(page)).toEqual([]);
});

test('without the page’s session cookie, the order and its store leave as the head is parsed', async ({
  page,
}) => {
  const orderId = await cateringOrder(page, BURGER, 'burger', 'Fulton Street');
  // A session from before Order quote had its cookie (or one the server could not use): the page
  // comes without the sheet, and its island reads the quote.
  await page.context().clearCookies({ name: 'sf_quote' });
  const calls = watchCalls(page);
  const requested = watchRequests(page);
  await page.goto(`${BURGER}/order-quote?order=${orderId}`);
  await expect(page.getByRole('article', { name: `Quote for order #${orderId}` })).toBeVisible();
  await modalsHydrated(page);
  expect(calls.filter((c) => c.path === '/customers/me')).toEqual([]);
  expect(calls.filter((c) => c.path === `/orders/${orderId}`)).toHaveLength(1);
  // Both leave before the island's code is asked for, and the island takes those answers rather
  // than asking again.
  const islandCode = requested.findIndex((r) => /\/_astro\/OrderQuote\.[\w-]+\.js$/.test(r));
  expect(islandCode).toBeGreaterThan(0);
  expect(requested.slice(0, islandCode)).toEqual(
    expect.arrayContaining([`proxy GET /orders/${orderId}`, 'proxy GET /stores/101']),
  );
  expect(calls.filter(quoteStore)).toHaveLength(1);

  // A cookie the server did not seal reads nothing, and the page is the one anyone gets.
  await page.context().addCookies([
    {
      name: 'sf_quote',
      value: 'forged',
      domain: new URL(BURGER).hostname,
      path: '/order-quote',
      sameSite: 'Strict',
    },
  ]);
  const forged = await page.goto(`${BURGER}/order-quote?order=${orderId}`);
  expect(forged!.headers()['cache-control']).toBe('no-cache');
  expect(await forged!.text()).not.toContain(`Quote for order #${orderId}`);
});

test('dark mode, keyboard only, and a phone: shared by print or PDF, never by a link that fails', async ({
  page,
}) => {
  const orderId = await cateringOrder(page, SUSHI, 'sushi', 'Union Square');
  await addItem(page, orderId, { menu_item_id: 2052, quantity: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SUSHI}/order-quote?order=${orderId}`);
  const sheet = page.getByRole('article', { name: `Quote for order #${orderId}` });
  await expect(sheet).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noViolationsInBothEngines(page);
  // The store's phone as every phone of the storefront shows it.
  await expect(sheet.getByRole('region', { name: 'Order details' })).toContainText(
    '(415) 555-0280',
  );

  // The quote's page opens only for its own customer, so it offers no link to pass on.
  await expect(sheet).toContainText('To share this quote, print it or save it as a PDF');
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  const print = page.getByRole('button', { name: 'Print quote' });
  await tabTo(page, print);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
});

test('no order in the link, another browser’s order, and a failure with Try again', async ({
  page,
  browser,
}) => {
  await page.goto(`${BURGER}/order-quote`);
  await expect(page.getByRole('heading', { name: 'No quote to show' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start an order' })).toHaveAttribute('href', '/');

  const orderId = await cateringOrder(page, BURGER, 'burger', 'Fulton Street');
  // Opened where the order was not started: no session, so no quote, and nobody is logged out.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(`${BURGER}/order-quote?order=${orderId}`);
  await expect(
    stranger.getByRole('heading', { name: 'We couldn’t find this order' }),
  ).toBeVisible();
  expect(await axeViolations(stranger)).toEqual([]);
  await other.close();

  // The tenant API fails the order: the server cannot draw the sheet, so the page comes without it
  // and the island asks, and says so.
  const fault = await fixture('burger', 'POST', '/faults', {
    path: `/orders/${orderId}`,
    method: 'GET',
    status: 502,
  });
  expect(fault.status, fault.body).toBe(200);
  await page.goto(`${BURGER}/order-quote?order=${orderId}`);
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).toBe('true');
  expect(await axeViolations(page)).toEqual([]);
  expect((await fixture('burger', 'DELETE', '/faults')).status).toBe(200);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article', { name: `Quote for order #${orderId}` })).toBeVisible();
  await expect(page.getByText('This order has no items yet.')).toBeVisible();
});
