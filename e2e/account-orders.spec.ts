// Order history and Reorder (docs/product.md §2.10, §4.6, §7.2, §7.3, §9): place an
// order, find it in history, track it, reorder it into a new cart; what is no longer available is
// named; an empty history; axe in light (burger) and dark (sushi); keyboard only. Nothing here
// depends on orders the demo seed may or may not hold: every check looks for the order it placed.
import type { Page } from '@playwright/test';
import { logInWithModal, uniqueEmail } from './fixtures/accounts.ts';
import { cartPanel } from './fixtures/cart.ts';
import { orderOf, storedOrderId } from './fixtures/ordering.ts';
import { placeOrder, proxied, setRewrites } from './fixtures/order-history.ts';
import { originOf } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { noViolationsInBothEngines } from './fixtures/equal-access.ts';

const BURGER = originOf('burger');
const SUSHI = originOf('sushi');
const TACO = originOf('taco');

const card = (page: Page, orderId: number) =>
  page.getByRole('article').filter({ hasText: `Order #${orderId}` });

test('place an order, find it in history, track it, reorder it into a new cart', async ({
  page,
}) => {
  const orderId = await placeOrder(page);
  const placed = await orderOf(page, orderId);
  const total = (placed.charges as { total_cents: number }).total_cents;

  await page.goto(`${BURGER}/account/order-history`);
  const mine = card(page, orderId);
  await expect(
    mine.getByRole('heading', { name: 'Harbor Burger Co. Fulton Street' }),
  ).toBeVisible();
  // Newest first: the order just placed leads the list.
  await expect(page.getByRole('article').first()).toContainText(`Order #${orderId}`);
  // docs/product.md §9: "MMM D, YYYY, h:mm A" on the store's clock (New York), and money with 2
  // decimals.
  await expect(mine).toContainText(/Nov 23, 2026, 12:0\d PM/);
  await expect(mine).toContainText('Pickup');
  await expect(mine).toContainText(`$${(total / 100).toFixed(2)}`);
  await expect(mine).toContainText('Order placed');
  const items = mine.getByRole('list', { name: 'Items' });
  await expect(items.getByRole('listitem')).toHaveText([
    '2 × Classic Smash BurgerDouble, Bacon',
    '1 × FriesLarge',
  ]);
  await noAxeViolations(page);

  await mine.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Thank you! Order #${orderId}` })).toBeVisible();
  await page.goBack();

  await card(page, orderId).getByRole('button', { name: 'Reorder' }).click();
  const modal = page.getByRole('dialog', { name: 'Select order details' });
  await expect(modal.getByText('Your past order, again for pickup.')).toBeVisible();
  // docs/product.md §2.10: no service control for a reorder.
  await expect(modal.getByRole('radiogroup', { name: 'How do you want your order?' })).toHaveCount(
    0,
  );
  await expect(modal.getByRole('button', { name: 'START MY ORDER' })).toBeEnabled();
  await noAxeViolations(page);
  await modal.getByRole('combobox', { name: 'Select Time' }).click();
  await page.getByRole('listbox', { name: 'Select Time' }).getByRole('option').nth(2).click();
  await modal.getByRole('button', { name: 'START MY ORDER' }).click();

  await expect(page).toHaveURL(/\/101\/[a-z0-9-]+$/);
  const newId = await storedOrderId(page);
  expect(newId).not.toBe(orderId);
  await expect(page.getByText('Added 2 items from your past order to the cart.')).toBeVisible();
  const cart = cartPanel(page);
  await expect(cart).toContainText('Classic Smash Burger');
  await expect(cart).toContainText('Double, Bacon');
  await expect(cart).toContainText('Large');
  const reordered = await orderOf(page, newId);
  expect(reordered).toMatchObject({ store_id: 101, service_type_id: 1, status: 'open' });
  // The auto-added utensils line is the server's own.
  expect((reordered.items as { auto: boolean }[]).filter((i) => !i.auto)).toEqual([
    expect.objectContaining({
      menu_item_id: 1001,
      quantity: 2,
      note: 'No pickles',
      options: [
        expect.objectContaining({ name: 'Double' }),
        expect.objectContaining({ name: 'Bacon' }),
      ],
    }),
    expect.objectContaining({
      menu_item_id: 1011,
      quantity: 1,
      options: [expect.objectContaining({ name: 'Large' })],
    }),
  ]);

  // docs/kitchen.md §3: placed for later, the reordered cart can be changed until it fires, and
  // history says until when.
  const customerId = (reordered.customer as { customer_id: number }).customer_id;
  const later = await proxied(page, 'POST', '/orders/new', {
    order_id: newId,
    customer_id: customerId,
    store_id: 101,
    service_type_id: 1,
    is_asap: false,
    ready_ts: '2026-11-23 13:30',
  });
  const laterTotal = (later.body.data.order as { charges: { total_cents: number } }).charges
    .total_cents;
  const paid = await proxied(page, 'POST', `/orders/${newId}/payment`, {
    idempotency_key: `account-orders-later-${newId}`,
    payments: [{ type: 'pay_in_store', amount_cents: laterTotal }],
  });
  expect(paid.status).toBe(200);
  await page.goto(`${BURGER}/account/order-history`);
  const scheduled = card(page, newId);
  await expect(scheduled).toContainText('You can change this order until 1:10 PM.');
  await expect(
    scheduled.getByRole('link', { name: `Change or cancel order #${newId}` }),
  ).toHaveAttribute('href', `/confirmation/${newId}`);
  // The ASAP order placed first offers none.
  await expect(card(page, orderId)).not.toContainText('You can change this order');
});

test('an item now out of stock is named before anything starts; nothing available, no order', async ({
  page,
}) => {
  const orderId = await placeOrder(page);
  // The store marks Fries out of stock after the order (then takes everything off the menu).
  await page.goto(`${BURGER}/account/order-history`);
  await setRewrites(page, { noPendingDiscounts: true, outOfStock: [1011] });
  await card(page, orderId).getByRole('button', { name: 'Reorder' }).click();
  const review = page.getByRole('dialog', { name: 'Some items are no longer available' });
  await expect(review).toContainText('Fries: out of stock.');
  await expect(review.getByRole('button', { name: 'Continue without them' })).toBeFocused();
  await noViolationsInBothEngines(page);
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review).toBeHidden();
  await expect(card(page, orderId).getByRole('button', { name: 'Reorder' })).toBeFocused();

  await setRewrites(page, { emptyMenus: true });
  await card(page, orderId).getByRole('button', { name: 'Reorder' }).click();
  const nothing = page.getByRole('dialog', { name: 'This order can’t be repeated' });
  await expect(nothing).toContainText('None of the items from this order are available now.');
  await expect(nothing).toContainText('Classic Smash Burger: no longer on the menu.');
  await noViolationsInBothEngines(page);
  await nothing.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await setRewrites(page, { noPendingDiscounts: true, outOfStock: [1011] });

  await card(page, orderId).getByRole('button', { name: 'Reorder' }).click();
  await review.getByRole('button', { name: 'Continue without them' }).click();
  const modal = page.getByRole('dialog', { name: 'Select order details' });
  await modal.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/101\/[a-z0-9-]+$/);
  await expect(
    page.getByText('Added 1 item from your past order to the cart. Not available: Fries.'),
  ).toBeVisible();
  const reordered = await orderOf(page, await storedOrderId(page));
  const lines = reordered.items as { menu_item_id: number; auto: boolean }[];
  expect(lines.filter((i) => !i.auto).map((i) => i.menu_item_id)).toEqual([1001]);
});

test('a new account on taco has an empty history with a way to start an order', async ({
  page,
}) => {
  await page.goto(`${TACO}/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await page
    .getByRole('dialog', { name: 'Login To Your Account' })
    .getByRole('button', { name: 'CREATE AN ACCOUNT' })
    .click();
  const signup = page.getByRole('dialog', { name: 'Create Your Account' });
  await signup.getByLabel('First Name').fill('Ana');
  await signup.getByLabel('Last Name').fill('Tester');
  await signup.getByLabel('Email').fill(uniqueEmail('history'));
  await signup.getByLabel('Cell Phone Number').pressSequentially('2125550147');
  await signup.getByLabel('Password').fill('Str0ng!pass');
  await signup.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(signup).toBeHidden();
  await page.goto(`${TACO}/account/order-history`);
  await expect(page.getByText('You haven’t placed any orders yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Start an order' }).click();
  await expect(page).toHaveURL(`${TACO}/`);
});

test('a failed load offers a retry', async ({ page }) => {
  await page.goto(`${TACO}/`);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  let fail = true;
  await page.route('**/api/proxy', (route) => {
    const call = route.request().postDataJSON() as { path: string };
    return fail && /^\/customers\/\d+\/orders$/.test(call.path)
      ? route.fulfill({ status: 500, json: { data: { error: 'boom' } } })
      : route.continue();
  });
  await page.goto(`${TACO}/account/order-history`);
  await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Loading your orders' })).toHaveCount(0);
});

test('sushi (dark): history and a reorder by keyboard only, no axe violations', async ({
  page,
}) => {
  const orderId = await placeOrder(page, {
    origin: SUSHI,
    tenant: 'sushi',
    storeText: 'Union Square',
    storeId: 201,
    lines: [
      { menu_item_id: 2001, quantity: 1, options: [{ option_id: 2002 }, { option_id: 2005 }] },
    ],
    pay: 'card',
  });
  await page.goto(`${SUSHI}/account/order-history`);
  const mine = card(page, orderId);
  await expect(mine).toContainText('8 pieces, Avocado');
  await noAxeViolations(page);
  await mine.getByRole('link', { name: 'Track this order' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(mine.getByRole('button', { name: 'Reorder' })).toBeFocused();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Select order details' });
  await expect(modal).toBeVisible();
  await noAxeViolations(page);
  const time = modal.getByRole('combobox', { name: 'Select Time' });
  await time.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await modal.getByRole('button', { name: 'START MY ORDER' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/201\/[a-z0-9-]+$/);
  await expect(cartPanel(page)).toContainText('California Roll');
  await expect(cartPanel(page)).toContainText('8 pieces, Avocado');
});

test('burger (light): the history screen and the reorder modal pass axe on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const orderId = await placeOrder(page);
  await page.goto(`${BURGER}/account/order-history`);
  await expect(card(page, orderId)).toBeVisible();
  await noAxeViolations(page);
  await card(page, orderId).getByRole('button', { name: 'Reorder' }).click();
  await expect(page.getByRole('dialog', { name: 'Select order details' })).toBeVisible();
  await noAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Closed without a time: the reorder waits, and can be picked up again.
  await page.reload();
  await page.getByRole('button', { name: 'Choose a time' }).click();
  await expect(page.getByRole('dialog', { name: 'Select order details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancel reorder' }).click();
  await expect(page.getByRole('button', { name: 'Choose a time' })).toHaveCount(0);
});
