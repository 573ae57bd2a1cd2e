// A link to another customer's order (confirmation or quote; ids are sequential, links get shared)
// says "This order isn't yours" and ends nobody's session: GET /customers/me still answers 200, the
// header still works, and a guest keeps the cart. An outage on Confirmation says so and retries.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { addItems, cartButton, startOrder } from './fixtures/cart.ts';
import { fixture } from './fixtures/http.ts';
import { originOf } from './fixtures/server.ts';
import { brandingReady, headerInteractive } from './fixtures/tenants.ts';

// Each journey signs in, opens several pages and checks a second browser: generous on 2 cores.
test.describe.configure({ timeout: 90_000 });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** One call through the proxy as the page's own session: its status and data. */
async function proxied(page: Page, method: string, path: string, payload: object = {}) {
  return page.evaluate(
    async ({ method, path, payload }) => {
      const res = await fetch('/api/proxy', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-storefront': '1' },
        body: JSON.stringify({ method, path, payload }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { method, path, payload },
  );
}

/** The id of one of demo@example.com's placed orders, read in a browser of its own. */
async function demoOrderId(browser: Browser, tenant: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${originOf(tenant)}/content-hub`);
  const login = await proxied(page, 'POST', '/customers/login', {
    username: 'demo@example.com',
    password: 'Demo1234!',
  });
  expect(login.status).toBe(200);
  const { customer_id } = login.body.data as { customer_id: number };
  const orders = await proxied(page, 'GET', `/customers/${customer_id}/orders`);
  const list = (orders.body.data as { orders: { order_id: number; status: string }[] }).orders;
  const placed = list.find((o) => o.status !== 'open');
  expect(placed).toBeDefined();
  await context.close();
  return placed!.order_id;
}

/** The session still answers, and the header's Profile still leads to the customer's Profile. */
async function stillSignedIn(page: Page, origin: string): Promise<void> {
  expect((await proxied(page, 'GET', '/customers/me')).status).toBe(200);
  await page.goto(`${origin}/content-hub`);
  await headerInteractive(page);
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(`${origin}/account/profile`);
  await expect(
    page.getByRole('region', { name: 'Your details' }).getByLabel('First Name'),
  ).toHaveValue('Morgan');
}

for (const tenant of ['burger', 'sushi']) {
  test(`${tenant}: a signed-in customer opens another customer’s confirmation and quote, and stays signed in`, async ({
    page,
    browser,
  }) => {
    const origin = originOf(tenant);
    const orderId = await demoOrderId(browser, tenant);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin}/`);
    await brandingReady(page);
    await headerInteractive(page);
    await logInWithModal(page, 'manager@example.com', 'Demo1234!');

    await page.goto(`${origin}/confirmation/${orderId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This order isn’t yours' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Order history' })).toHaveAttribute(
      'href',
      '/account/order-history',
    );
    await noAxeViolations(page);
    expect((await proxied(page, 'GET', '/customers/me')).status).toBe(200);

    await page.goto(`${origin}/order-quote?order=${orderId}`);
    await expect(page.getByRole('heading', { name: 'This order isn’t yours' })).toBeVisible();
    await expect(
      page.getByText('Ask whoever sent you here for a printed or PDF copy'),
    ).toBeVisible();
    await noAxeViolations(page);
    await stillSignedIn(page, origin);
  });
}

test('a guest opens another customer’s confirmation and quote, and keeps the cart', async ({
  page,
  browser,
}) => {
  const orderId = await demoOrderId(browser, 'burger');
  await startOrder(page, 'burger', 'Williamsburg');
  await addItems(page, [{ menu_item_id: 1012, quantity: 2 }]);
  const menuUrl = page.url();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  await page.goto(`${originOf('burger')}/confirmation/${orderId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This order isn’t yours' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await page.goto(`${originOf('burger')}/order-quote?order=${orderId}`);
  await expect(page.getByRole('heading', { name: 'This order isn’t yours' })).toBeVisible();

  expect((await proxied(page, 'GET', '/customers/me')).status).toBe(200);
  await page.goto(menuUrl);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
});

test('no such order: “We couldn’t find this order”, on Confirmation and on the quote', async ({
  page,
}) => {
  const origin = originOf('sushi');
  await page.goto(`${origin}/`);
  await headerInteractive(page);
  await logInWithModal(page, 'manager@example.com', 'Demo1234!');
  await page.goto(`${origin}/confirmation/999999`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We couldn’t find this order' }),
  ).toBeVisible();
  await page.goto(`${origin}/order-quote?order=999999`);
  await expect(page.getByRole('heading', { name: 'We couldn’t find this order' })).toBeVisible();
  expect((await proxied(page, 'GET', '/customers/me')).status).toBe(200);
});

test('Confirmation in an outage: the message and Try again, which works once the fault is gone', async ({
  page,
  browser,
}) => {
  const origin = originOf('burger');
  const orderId = await demoOrderId(browser, 'burger');
  await page.goto(`${origin}/`);
  await headerInteractive(page);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  const fault = await fixture('burger', 'POST', '/faults', {
    path: `/orders/${orderId}`,
    method: 'GET',
    status: 503,
  });
  expect(fault.status).toBe(200);
  await page.goto(`${origin}/confirmation/${orderId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We couldn’t load this order' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await expect(page.getByRole('heading', { name: 'We couldn’t find this order' })).toHaveCount(0);
  await noAxeViolations(page);

  expect((await fixture('burger', 'DELETE', '/faults')).status).toBe(200);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Thank you! Order #${orderId}` }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).toBe('true');
});
