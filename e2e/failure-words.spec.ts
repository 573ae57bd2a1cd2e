// Failures in the guest's words (docs/product.md §8): an order that cannot be loaded says so at
// Checkout with a way to try again, keeping what the guest typed; a cart change during an outage
// shows docs/product.md's text, never the tenant API's internal one ("Injected fault" is the
// sandbox's stand-in for it).
import { expect, test } from './fixtures/test.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { fillGuest, toCheckout } from './fixtures/checkout.ts';
import { fixture } from './fixtures/http.ts';
import { NOON_NY, originOf, startPickupOrder } from './fixtures/menu.ts';
import { setTime } from './fixtures/ordering.ts';

const BURGER = originOf('burger');
const LOAD_FAILED = 'Something went wrong. Please try again.';
const LATER = 'Something went wrong. Please try again later';

test.describe.configure({ timeout: 60_000 });

test('Checkout: a failing order load shows the message and Try again; the retry keeps what was typed', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  await toCheckout(page, BURGER, 'Fulton Street', 'Pickup', 1012);
  await fillGuest(page);
  await page.getByLabel('Order note').fill('No onions please');

  const res = await fixture('burger', 'POST', '/faults', {
    path: '/orders/*',
    method: 'GET',
    status: 503,
  });
  expect(res.status, res.body).toBe(200);
  await page.reload();
  // Seconds, not the 35 s of a load that never ends.
  await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible({
    timeout: 5_000,
  });
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expect(page.getByText('Injected fault')).toHaveCount(0);
  await noAxeViolations(page);

  await fixture('burger', 'DELETE', '/faults');
  await retry.click();
  await expect(page.getByRole('button', { name: /^PLACE ORDER · / })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toHaveCount(0);
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByLabel('First name')).toHaveValue('Ann');
  await expect(contact.getByLabel('Last name')).toHaveValue('Lee');
  await expect(contact.getByLabel('Email')).toHaveValue('ann.lee@example.com');
  await expect(contact.getByLabel('Phone', { exact: true })).toHaveValue('(212) 555-0199');
  await expect(page.getByLabel('Order note')).toHaveValue('No onions please');
});

test('adding an item while the order calls fail shows docs/product.md’s text, never the upstream one', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  await startPickupOrder(page, 'burger', 'Fulton Street');
  const res = await fixture('burger', 'POST', '/faults', {
    path: '/orders/*',
    method: 'POST',
    status: 503,
  });
  expect(res.status, res.body).toBe(200);
  await page
    .getByRole('button', { name: /^Onion Rings/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Onion Rings' });
  await dialog.getByRole('button', { name: /^Add to order/ }).click();
  await expect(dialog.getByRole('alert')).toHaveText(LATER);
  await expect(page.getByText('Injected fault')).toHaveCount(0);

  // Once the API answers again, the same dialog adds the item.
  await fixture('burger', 'DELETE', '/faults');
  await dialog.getByRole('button', { name: /^Add to order/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Onion Rings added to your order')).toBeVisible();
});

test('the cart panel: a failing order load shows the message and Try again, not an endless load', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  await startPickupOrder(page, 'burger', 'Fulton Street');
  const res = await fixture('burger', 'POST', '/faults', {
    path: '/orders/*',
    method: 'GET',
    status: 503,
  });
  expect(res.status, res.body).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: /^Cart/ }).click();
  const cart = page.getByRole('complementary', { name: 'Cart' });
  await expect(cart.getByRole('alert')).toContainText(LOAD_FAILED, { timeout: 5_000 });
  await fixture('burger', 'DELETE', '/faults');
  await cart.getByRole('button', { name: 'Try again' }).click();
  await expect(cart).toContainText('Your cart is empty');
});
