// Details of Checkout a customer notices (docs/product.md §5, §7.3): the default saved card chosen
// for them, PLACE ORDER unavailable under the delivery minimum and saying why, and a refusal
// announced once.
import type { Page } from '@playwright/test';
import { logInWithModal } from './fixtures/accounts.ts';
import { addItems, fillGuest, startOrder, toCheckout } from './fixtures/checkout.ts';
import { setTime } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';
import { headerInteractive } from './fixtures/tenants.ts';
import { expect, test } from './fixtures/test.ts';

const BURGER = originOf('burger');
const TACO = originOf('taco');
// Monday 23 November 2026, 12:00 in New York.
const NOON_NY = '2026-11-23T17:00:00Z';

// Each journey goes through Home and a sign-in or an order: more than the default 30 s when other
// journeys share the machine.
test.describe.configure({ timeout: 60_000 });

const placeButton = (page: Page) => page.getByRole('button', { name: /^PLACE ORDER · / });

/** Every element a screen reader announces as it changes. */
const liveRegions = (page: Page) =>
  page.locator('[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]');

test('a signed-in customer’s default saved card is chosen when Checkout opens', async ({
  page,
}) => {
  // Real time: South Congress delivers around the clock. The demo customer's first card (Visa
  // 1881) is their default; their Mastercard has expired.
  await page.goto(`${TACO}/`);
  await headerInteractive(page);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  await toCheckout(page, TACO, 'South Congress', 'Delivery', 3013, {
    typed: '1100 Congress',
    option: /1100 Congress Ave/,
  });
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('radio', { name: 'Visa ending in 1881' })).toBeChecked();
  // Another choice is kept over the default on the next visit.
  await payment.getByRole('radio', { name: /^New card/ }).check();
  await page.reload();
  await expect(payment.getByRole('radio', { name: /^New card/ })).toBeChecked();
  await expect(payment.getByRole('radio', { name: 'Visa ending in 1881' })).not.toBeChecked();
});

test('under the delivery minimum PLACE ORDER looks and is announced unavailable, with the reason', async ({
  page,
}) => {
  const { orderId, menu } = await startOrder(page, TACO, 'South Congress', 'Delivery', {
    typed: '1100 Congress',
    option: /1100 Congress Ave/,
  });
  await addItems(page, orderId, 3013, 1); // one quesadilla, $9.99; the minimum is $15.00
  await page.goto(`${TACO}${menu}/checkout`);
  const message =
    'Delivery orders need a subtotal of at least $15.00. Add $5.01 more to place this order.';
  const place = placeButton(page);
  await expect(place).toHaveAttribute('aria-disabled', 'true');
  await expect(place).toHaveAccessibleDescription(message);
  await expect(page.getByText(message)).toBeVisible();
  expect(Number(await place.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
  // Enough in the cart: available again, and looks it.
  await addItems(page, orderId, 3013, 1);
  await page.reload();
  await expect(placeButton(page)).not.toHaveAttribute('aria-disabled');
  expect(Number(await placeButton(page).evaluate((el) => getComputedStyle(el).opacity))).toBe(1);
});

test('"Please choose how you want to pay." is announced once', async ({ page }) => {
  await setTime(page, 'burger', NOON_NY);
  await toCheckout(page, BURGER, 'Fulton Street', 'Pickup', 1012);
  await fillGuest(page);
  await placeButton(page).click();
  const text = 'Please choose how you want to pay.';
  await expect(page.getByRole('alert').filter({ hasText: text })).toHaveCount(1);
  await expect(liveRegions(page).filter({ hasText: text })).toHaveCount(1);
  // Still shown by the payment choices, which it describes.
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText(text)).toBeVisible();
  await expect(payment.getByRole('group', { name: 'Payment method' })).toHaveAccessibleDescription(
    text,
  );
});
