// docs/product.md §7.2 saved cards; docs/architecture.md §6 card numbers never on our pages: add a
// card through the hosted page, a declined card, delete, an expired card marked; gift cards added
// by number and PIN, then used to pay at checkout.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { accountScreen, demoCustomer, freshCustomer } from './fixtures/account-screens.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { noViolationsInBothEngines } from './fixtures/equal-access.ts';
import { APPROVED, DECLINED, showPartialPayments, toCheckout } from './fixtures/checkout.ts';
import { orderOf, setTime } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';

const BURGER = originOf('burger');
const SUSHI = originOf('sushi');
const TACO = originOf('taco');
const LIVE = originOf('live');
const NOON_NY = '2026-11-23T17:00:00Z';

const cards = (page: Page) => page.getByRole('list', { name: 'Saved cards' });
const gifts = (page: Page) => page.getByRole('list', { name: 'Your gift cards' });

/** "Add a card", the provider's page with a card, back to Manage cards. */
async function addCard(page: Page, number: string, expiry = '12/30'): Promise<void> {
  await page.getByRole('button', { name: 'Add a card' }).click();
  await expect(page.getByRole('heading', { name: /^Pay .* \(test\)$/ })).toBeVisible();
  await page.getByLabel('Name on card').fill('Ana Tester');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay securely' }).click();
  await expect(page).toHaveURL(/\/account\/manage-cards$/);
}

test('Manage cards: add through the hosted page, a declined card, delete via the dialog', async ({
  page,
}) => {
  await freshCustomer(page, TACO);
  await accountScreen(page, TACO, 'manage-cards');
  await expect(page.getByText('You have no saved cards yet')).toBeVisible();
  // No card number field on our page.
  await expect(page.getByLabel(/card number/i)).toHaveCount(0);

  await addCard(page, APPROVED);
  await expect(page.getByText('Visa ending in 4242 was added.')).toBeVisible();
  await expect(cards(page).getByRole('listitem')).toHaveText([
    /Visa ending in 4242\s*Expires 12\/30/,
  ]);
  expect(new URL(page.url()).search).toBe('');

  await addCard(page, DECLINED);
  await expect(page.getByRole('alert')).toHaveText(
    'Your card was declined. Please use another card.',
  );
  await expect(cards(page).getByRole('listitem')).toHaveCount(1);
  expect(new URL(page.url()).search).toBe('');

  await cards(page).getByRole('button', { name: 'Delete Visa ending in 4242' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this card?' });
  await expect(confirm).toContainText('Visa ending in 4242 will no longer be offered at checkout.');
  await confirm.getByRole('button', { name: 'Delete card' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('You have no saved cards yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a card' })).toBeFocused();
  await page.reload();
  await expect(page.getByText('You have no saved cards yet')).toBeVisible();
});

test('Manage cards: a card past its expiry month is marked Expired', async ({ page }) => {
  await freshCustomer(page, TACO);
  await accountScreen(page, TACO, 'manage-cards');
  // The hosted page refuses a past expiry, so the card is added with 12/30 and the browser's clock
  // moves past December 2030.
  await addCard(page, APPROVED, '12/30');
  await expect(cards(page).getByRole('listitem')).toHaveText([/Expires 12\/30/]);
  await page.clock.install({ time: new Date('2030-12-31T12:00:00') });
  await page.reload();
  await expect(cards(page).getByRole('listitem')).toHaveText([/Expires 12\/30/]);
  await page.clock.install({ time: new Date('2031-01-01T12:00:00') });
  await page.reload();
  await expect(cards(page).getByRole('listitem')).toContainText('Expired 12/30');
  await expect(cards(page).getByText('Expired', { exact: true })).toBeVisible();
});

test('Gift cards: a wrong PIN, then the card with its balance, then paying with it at checkout', async ({
  page,
}) => {
  await showPartialPayments(page);
  await setTime(page, 'burger', NOON_NY);
  await demoCustomer(page, BURGER);
  await accountScreen(page, BURGER, 'gift-cards');

  const number = page.getByLabel('Gift card number');
  await number.fill('1234');
  await page.getByRole('button', { name: 'Add gift card' }).click();
  await expect(page.getByText('Enter the 12 to 19 digits of the gift card number')).toBeVisible();
  await expect(number).toBeFocused();
  await number.fill('6006 4912 3456 7890');
  await page.getByLabel('PIN').fill('9999');
  await page.getByRole('button', { name: 'Add gift card' }).click();
  await expect(page.getByRole('alert')).toHaveText('The gift card number or PIN is not valid');
  await page.getByLabel('PIN').fill('');
  await page.getByRole('button', { name: 'Add gift card' }).click();
  await expect(page.getByText('Please enter the gift card PIN')).toBeVisible();
  await expect(page.getByLabel('PIN')).toBeFocused();
  await page.getByLabel('PIN').fill('1234');
  await page.getByRole('button', { name: 'Add gift card' }).click();
  const mine = gifts(page).getByRole('listitem').filter({ hasText: 'Gift card ending in 7890' });
  await expect(mine).toContainText('Balance $50.00');
  await expect(number).toHaveValue('');

  const orderId = await toCheckout(page, BURGER, 'Fulton Street', 'Pickup', 1012);
  await page.getByRole('radio', { name: 'Gift card ending in 7890 ($50.00 left)' }).check();
  await page.getByRole('button', { name: /^PLACE ORDER · / }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  const order = await orderOf(page, orderId);
  const total = (order.charges as { total_cents: number }).total_cents;
  expect(order.payments).toEqual([
    expect.objectContaining({ type: 'gift_card', amount_cents: total }),
  ]);
  await accountScreen(page, BURGER, 'gift-cards');
  const left = `$${((5000 - total) / 100).toFixed(2)}`;
  await expect(mine).toContainText(`Balance ${left}`);
});

test('Gift cards: remove one behind a confirmation; the empty state', async ({ page }) => {
  await freshCustomer(page, TACO);
  await accountScreen(page, TACO, 'gift-cards');
  await expect(page.getByText('You have no gift cards yet')).toBeVisible();
  await page.getByLabel('Gift card number').fill('6006491234567890');
  await page.getByLabel('PIN').fill('1234');
  await page.getByRole('button', { name: 'Add gift card' }).click();
  await expect(gifts(page).getByRole('listitem')).toHaveCount(1);
  await gifts(page).getByRole('button', { name: 'Remove Gift card ending in 7890' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this gift card?' });
  await confirm.getByRole('button', { name: 'Remove gift card' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('You have no gift cards yet')).toBeVisible();
  await expect(page.getByLabel('Gift card number')).toBeFocused();
});

test('Gift cards: drawn with the chain’s gift_card_image when its branding has one', async ({
  page,
}) => {
  await demoCustomer(page, LIVE);
  await accountScreen(page, LIVE, 'gift-cards');
  const card = gifts(page).getByRole('listitem').filter({ hasText: 'Gift card ending in 3210' });
  await expect(card).toContainText('Balance $15.00');
  const art = card.locator('img');
  await expect(art).toHaveAttribute('src', /\/menu\/hero\.svg$/);
  await expect(art).toHaveAttribute('alt', '');
  await expect
    .poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

for (const [name, origin] of [
  ['light (burger)', BURGER],
  ['dark (sushi)', SUSHI],
] as const) {
  test(`axe: Manage cards and Gift cards with their dialogs in ${name}`, async ({ page }) => {
    // IBM Equal Access beside axe once per dialog: in dark.
    const check = origin === SUSHI ? noViolationsInBothEngines : noAxeViolations;
    await demoCustomer(page, origin);
    await accountScreen(page, origin, 'manage-cards');
    await addCard(page, APPROVED);
    await expect(page.getByText('Visa ending in 4242 was added.')).toBeVisible();
    await noAxeViolations(page);
    await cards(page).getByRole('button', { name: 'Delete Visa ending in 4242' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Delete this card?' })).toBeVisible();
    await check(page);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await accountScreen(page, origin, 'gift-cards');
    await page.getByLabel('Gift card number').fill('6006491234567890');
    await page.getByRole('button', { name: 'Add gift card' }).click();
    await expect(page.getByText('Please enter the gift card PIN')).toBeVisible();
    await page.getByLabel('PIN').fill('1234');
    await page.getByRole('button', { name: 'Add gift card' }).click();
    await expect(
      gifts(page).getByRole('listitem').filter({ hasText: 'Gift card ending in 7890' }),
    ).toBeVisible();
    await noAxeViolations(page);
    await gifts(page).getByRole('button', { name: 'Remove Gift card ending in 7890' }).click();
    await expect(page.getByRole('dialog', { name: 'Remove this gift card?' })).toBeVisible();
    await check(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
}
