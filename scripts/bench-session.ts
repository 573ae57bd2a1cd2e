// The signed-in state the benchmarks measure the account pages, Checkout with a cart and a placed
// order's Confirmation in: the demo customer logged in through the login modal, an order placed
// through the proxy (pay in store), and a second order with an item left open for Checkout.
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };

export interface BenchSession {
  /** The placed order, for /confirmation/{id}. */
  placedOrderId: number;
  /** The path of Checkout with the open order's cart. */
  checkoutPath: string;
}

interface Proxied<T> {
  status: number;
  data: T;
}

/** A call through the storefront's proxy as the page's own session. */
function proxied<T>(page: Page, method: string, path: string, payload: object = {}) {
  return page.evaluate(
    async (call) => {
      const res = await fetch('/api/proxy', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-storefront': '1' },
        body: JSON.stringify(call),
      });
      return { status: res.status, data: ((await res.json()) as { data: unknown }).data };
    },
    { method, path, payload },
  ) as Promise<Proxied<T>>;
}

async function ok<T>(call: Promise<Proxied<T>>, what: string): Promise<T> {
  const r = await call;
  if (r.status !== 200) throw new Error(`${what} answered ${r.status}: ${JSON.stringify(r.data)}`);
  return r.data;
}

interface MenuShape {
  menus: {
    categories: {
      items: { item_id: number; out_of_stock: boolean; modifier_groups: unknown[] }[];
    }[];
  }[];
}

/** The first item of the store's menus that needs no choice, so adding it takes no options. */
async function plainItem(page: Page, storeId: number): Promise<number> {
  const { menus } = await ok(proxied<MenuShape>(page, 'GET', `/stores/${storeId}/menus`), 'menus');
  const items = menus.flatMap((m) => m.categories.flatMap((c) => c.items));
  const item = items.find((i) => !i.out_of_stock && !i.modifier_groups.length);
  if (!item) throw new Error(`store ${storeId} has no item without options`);
  return item.item_id;
}

/** On Home: a store's Pickup and START MY ORDER, as a guest would; the order id the app stored. */
async function startPickup(page: Page, origin: string, storeText: string): Promise<number> {
  await page.goto(`${origin}/`);
  await page
    .getByRole('article')
    .filter({ hasText: storeText })
    .first()
    .getByRole('button', { name: /^Pickup/ })
    .click();
  // With a store and service already chosen (after a placed order) the modal says UPDATE.
  await page.getByRole('button', { name: /^(START MY ORDER|UPDATE)$/ }).click();
  await page.waitForURL(/\/\d+\/[a-z0-9-]+$/);
  const discounts = page.getByRole('dialog', { name: 'Discounts for your order' });
  const continueButton = discounts.getByRole('button', { name: 'CONTINUE' });
  if (await continueButton.isVisible().catch(() => false)) await continueButton.click();
  return Number(await page.evaluate(() => localStorage.getItem('orderId')));
}

/**
 * How the demo customer pays at `storeId`: in store where the store takes that, else with their
 * saved card that expires last (a chain's stores need not offer paying in store).
 */
async function payment(page: Page, storeId: number): Promise<object> {
  const { payment_methods: methods } = await ok(
    proxied<{ payment_methods: { type: string; enabled: boolean }[] }>(
      page,
      'GET',
      `/stores/${storeId}/payment-methods`,
    ),
    'payment methods',
  );
  const takes = (type: string) => methods.some((m) => m.type === type && m.enabled);
  if (takes('pay_in_store')) return { type: 'pay_in_store' };
  const customerId = await page.evaluate(() => localStorage.getItem('customerId'));
  const { cards } = await ok(
    proxied<{ cards: { card_id: number; type: string; exp_month?: number; exp_year?: number }[] }>(
      page,
      'GET',
      `/customers/${customerId}/saved-cards`,
    ),
    'saved cards',
  );
  const expires = (c: (typeof cards)[number]) => (c.exp_year ?? 0) * 12 + (c.exp_month ?? 0);
  const [card] = cards
    .filter((c) => c.type === 'credit_card')
    .sort((a, b) => expires(b) - expires(a));
  if (!card || !takes('saved_card'))
    throw new Error(`store ${storeId} takes neither payment in store nor the demo's saved cards`);
  return { type: 'saved_card', card_id: card.card_id };
}

/** The requests of `page` sent and not yet answered, kept up to date. */
function requestsInFlight(page: Page): Set<Request> {
  const inFlight = new Set<Request>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return inFlight;
}

/**
 * Logs the demo customer in within `context` (the browser Lighthouse drives, so its cookies and
 * local storage are the runs' own) and prepares a placed order and an open cart.
 */
export async function prepareSession(
  context: BrowserContext,
  origin: string,
  storeId: number,
  storeText: string,
): Promise<BenchSession> {
  // Left open on a failure, for whoever looks into it; the browser's end closes it.
  const page = await context.newPage();
  const unanswered = requestsInFlight(page);
  await page.goto(`${origin}/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Login To Your Account' });
  await login.getByLabel('Email').fill(DEMO.email);
  await login.getByLabel('Password').fill(DEMO.password);
  await login.getByRole('button', { name: 'LOGIN' }).click();
  try {
    await login.waitFor({ state: 'hidden' });
  } catch (err) {
    const shown = await login.innerText({ timeout: 1000 }).catch(() => '(unreadable)');
    throw new Error(
      `the login dialog at ${page.url()} stayed open, showing ${JSON.stringify(shown)}; ` +
        `requests unanswered: ${[...unanswered].map((r) => `${r.method()} ${r.url()}`).join(', ') || 'none'}`,
      { cause: err },
    );
  }
  const itemId = await plainItem(page, storeId);

  const placedOrderId = await startPickup(page, origin, storeText);
  await ok(
    proxied(page, 'POST', `/orders/${placedOrderId}/items`, { menu_item_id: itemId, quantity: 1 }),
    'add item',
  );
  const { order } = await ok(
    proxied<{ order: { charges: { total_cents: number } } }>(
      page,
      'GET',
      `/orders/${placedOrderId}`,
    ),
    'order',
  );
  await ok(
    proxied(page, 'POST', `/orders/${placedOrderId}/payment`, {
      idempotency_key: `bench-${placedOrderId}-${Date.now()}`,
      payments: [{ ...(await payment(page, storeId)), amount_cents: order.charges.total_cents }],
    }),
    'pay',
  );

  // The placed order is done with: the next one starts afresh, as after PLACE ORDER.
  await page.evaluate(() => localStorage.removeItem('orderId'));
  const openOrderId = await startPickup(page, origin, storeText);
  await ok(
    proxied(page, 'POST', `/orders/${openOrderId}/items`, { menu_item_id: itemId, quantity: 1 }),
    'add item',
  );
  const menuPath = new URL(page.url()).pathname;
  await page.close();
  return { placedOrderId, checkoutPath: `${menuPath}/checkout` };
}

/**
 * prepareSession in a context of its own, kept as storage: each page measured then starts from the
 * signed-in session in a fresh context.
 */
export async function signedInStorage(
  browser: Browser,
  origin: string,
  storeId: number,
  storeText: string,
) {
  const context = await browser.newContext();
  try {
    const session = await prepareSession(context, origin, storeId, storeText);
    return { session, storageState: await context.storageState() };
  } finally {
    await context.close();
  }
}
