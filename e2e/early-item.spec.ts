// An item chosen before there is an order (docs/product.md §2.2, §4.6): pressing it on a Menu, a
// shared ?item= link, or a favourite's "Add to cart" first asks for the order details; once the
// order exists at that store the item's dialog opens (or, for a favourite that needs no choices,
// it is already in the cart).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { axeViolations } from './fixtures/axe.ts';
import { demoCustomer } from './fixtures/account-screens.ts';
import { NOON_NY, startPickupOrder } from './fixtures/menu.ts';
import { orderOf, passNewOrderDiscounts, setTime, storedOrderId } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';

const BURGER = originOf('burger');
const SUSHI = originOf('sushi');

const details = (page: Page) => page.getByRole('dialog', { name: 'Select order details' });

/** START MY ORDER (or UPDATE) in the order details, then the new order's discounts if offered. */
async function confirmDetails(page: Page, button: 'START MY ORDER' | 'UPDATE'): Promise<void> {
  await expect(details(page)).toBeVisible();
  await details(page).getByRole('button', { name: button }).click();
  await expect(details(page)).toBeHidden();
  await passNewOrderDiscounts(page);
}

async function regularItems(page: Page): Promise<number[]> {
  const order = await orderOf(page, await storedOrderId(page));
  return (order.items as { menu_item_id: number; auto: boolean }[])
    .filter((i) => !i.auto)
    .map((i) => i.menu_item_id);
}

test('burger: an item pressed on a Menu without an order opens once the order starts', async ({
  page,
}) => {
  await page.goto(`${BURGER}/101`);
  await page
    .getByRole('button', { name: /^Classic Smash Burger/ })
    .first()
    .click();
  await confirmDetails(page, 'START MY ORDER');
  const item = page.getByRole('dialog', { name: 'Classic Smash Burger' });
  await expect(item).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // One modal at a time, with the keyboard's focus in it.
  await expect.poll(() => item.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  expect(await storedOrderId(page)).toBeGreaterThan(0);
  // Closing it leaves nothing waiting: a reload opens nothing.
  await item.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('sushi: a shared ?item= link opened without an order opens the item after START MY ORDER', async ({
  page,
}) => {
  await page.goto(`${SUSHI}/201?item=2004`);
  await confirmDetails(page, 'START MY ORDER');
  const item = page.getByRole('dialog', { name: 'Rainbow Roll' });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: /^Add to order/ }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await regularItems(page)).toEqual([2004]);
});

test('closing the order details forgets the chosen item', async ({ page }) => {
  await page.goto(`${BURGER}/101`);
  await page
    .getByRole('button', { name: /^Onion Rings/ })
    .first()
    .click();
  await expect(details(page)).toBeVisible();
  await details(page).getByRole('button', { name: 'Close' }).click();
  await expect(details(page)).toBeHidden();
  await startPickupOrder(page, 'burger', 'Open 24 hours');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('burger: a favourite that needs a choice, without an order, opens after START MY ORDER', async ({
  page,
}) => {
  await demoCustomer(page, BURGER);
  await page.goto(`${BURGER}/account/favorite-items`);
  await page.getByRole('button', { name: 'Add to cart: Vanilla Shake' }).click();
  await expect(page).toHaveURL(/\/101(\/[a-z0-9-]+)?\?item=1021$/);
  await confirmDetails(page, 'START MY ORDER');
  await expect(page.getByRole('dialog', { name: 'Vanilla Shake' })).toBeVisible();
});

test('burger: a favourite without choices, without an order, is in the cart after START MY ORDER', async ({
  page,
}) => {
  await demoCustomer(page, BURGER);
  await page.goto(`${BURGER}/account/favorite-items`);
  await page.getByRole('button', { name: 'Add to cart: Sweet Potato Fries' }).click();
  await confirmDetails(page, 'START MY ORDER');
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await regularItems(page)).toEqual([1014]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('burger: a favourite of another store moves the order there, then opens', async ({ page }) => {
  await setTime(page, 'burger', NOON_NY);
  await demoCustomer(page, BURGER);
  await startPickupOrder(page, 'burger', 'Williamsburg');
  const orderId = await storedOrderId(page);
  await page.goto(`${BURGER}/account/favorite-items`);
  await page.getByRole('button', { name: 'Add to cart: Sweet Potato Fries' }).click();
  await confirmDetails(page, 'UPDATE');
  await expect(page.getByRole('dialog', { name: 'Sweet Potato Fries' })).toBeVisible();
  expect(await storedOrderId(page)).toBe(orderId);
  expect((await orderOf(page, orderId)).store_id).toBe(101);
});
