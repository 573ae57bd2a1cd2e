// Loading states and Confirmation's shape: the order's skeleton announced while it loads, one h1,
// the status as a stepper, the pickup address even where the summary bar hides it (sushi), and a
// favourite store listed once on Home.
import type { Page, Route } from '@playwright/test';
import { logInWithModal } from './fixtures/accounts.ts';
import { placeOrder } from './fixtures/order-history.ts';
import { originOf } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';

/** Holds the page's GET /orders/{orderId} through the proxy until the returned release is called. */
async function holdOrder(page: Page, orderId: number): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/proxy', async (route: Route) => {
    const call = route.request().postDataJSON() as { method?: string; path?: string } | null;
    if (call?.method === 'GET' && call.path === `/orders/${orderId}`) await gate;
    await route.continue();
  });
  return release;
}

test('Confirmation: skeleton while loading, one h1, the status as a stepper (burger)', async ({
  page,
}) => {
  const orderId = await placeOrder(page);
  const release = await holdOrder(page, orderId);
  await page.reload();
  const loading = page.getByRole('status').filter({ hasText: 'Loading your order…' });
  await expect(loading).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toContainText('Loading your order…');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  release();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Thank you! Order #${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(loading).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Pick up at: 120 Fulton St, New York, NY 10038')).toBeVisible();

  const status = page.getByRole('region', { name: 'Order status' });
  const steps = status.getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  await expect(steps.first()).toContainText('Order placed');
  await expect(status.locator('[aria-current="step"]')).toHaveCount(1);
  expect(await status.getByRole('list').evaluate((l) => l.tagName)).toBe('OL');
  await expect(status.getByRole('radio')).toHaveCount(0);
});

test('Confirmation names where to pick up even when the summary bar hides it (sushi)', async ({
  page,
}) => {
  const orderId = await placeOrder(page, {
    origin: originOf('sushi'),
    tenant: 'sushi',
    storeText: 'Union Square',
    storeId: 201,
    lines: [
      { menu_item_id: 2001, quantity: 1, options: [{ option_id: 2002 }, { option_id: 2005 }] },
    ],
    pay: 'card',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Thank you! Order #${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Pick up at: 333 Post St, San Francisco, CA 94108')).toBeVisible();
});

test('a favourite store is listed once on Home (burger)', async ({ page }) => {
  await page.goto(`${originOf('burger')}/`);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  const favorites = page.getByRole('region', { name: 'Your favorite stores' });
  await expect(favorites.getByRole('article').filter({ hasText: 'Fulton Street' })).toHaveCount(1);
  await expect(page.getByRole('article').filter({ hasText: 'Fulton Street' })).toHaveCount(1);
  await expect(
    page.getByRole('list', { name: 'All stores' }).getByRole('article').first(),
  ).toBeVisible();
});
