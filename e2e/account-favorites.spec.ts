// Favorite items with a current order (docs/product.md §4.6, §7.2): an item without choices goes
// straight into that order and the guest stays on the screen; one that needs a choice opens it on
// the Menu of the same order. Starting an order from a favourite is proved in
// account-rewards.spec.ts.
import { expect, test } from './fixtures/test.ts';
import { demoCustomer } from './fixtures/account-screens.ts';
import { startPickupOrder } from './fixtures/menu.ts';
import { orderOf, storedOrderId } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';

const BURGER = originOf('burger');

test('favourites with an order under way: added to it in place, or its choices on the Menu', async ({
  page,
}) => {
  await demoCustomer(page, BURGER);
  await startPickupOrder(page, 'burger', 'Open 24 hours');
  const orderId = await storedOrderId(page);
  expect(orderId).toBeGreaterThan(0);

  await page.goto(`${BURGER}/account/favorite-items`);
  const fries = page.getByRole('listitem').filter({ hasText: 'Sweet Potato Fries' });
  await expect(fries).toContainText('$4.99');
  await fries.getByRole('button', { name: 'Add to cart: Sweet Potato Fries' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added' })).toHaveText(
    'Sweet Potato Fries was added to your order.',
  );
  await expect(page).toHaveURL(/\/account\/favorite-items$/);
  expect(await storedOrderId(page)).toBe(orderId);
  const order = await orderOf(page, orderId);
  expect(
    (order.items as { menu_item_id: number; quantity: number; auto: boolean }[]).filter(
      (i) => !i.auto,
    ),
  ).toEqual([expect.objectContaining({ menu_item_id: 1014, quantity: 1 })]);

  // A shake needs its size: the Menu of the same order opens the item to choose it.
  await page.getByRole('button', { name: 'Add to cart: Vanilla Shake' }).click();
  await expect(page).toHaveURL(/\/101(\/[a-z0-9-]+)?\?item=1021$/);
  await expect(page.getByRole('dialog', { name: 'Vanilla Shake' })).toBeVisible();
  expect(await storedOrderId(page)).toBe(orderId);
});
