// Checkout, placing the order and Confirmation (docs/product.md §2.1, §3, §4.6, §5, §7.3, §7.7,
// §9). Orders are made like e2e/ordering.spec.ts; items are added through the proxy as the page's
// own session.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { axeViolations } from './fixtures/axe.ts';
import { noViolationsInBothEngines } from './fixtures/equal-access.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import {
  addItems,
  APPROVED,
  DECLINED,
  fillGuest,
  paymentsOf,
  payOnHostedPage,
  saveCard,
  toCheckout,
  showPartialPayments,
} from './fixtures/checkout.ts';
import { fixture } from './fixtures/http.ts';
import { arrowTo, tabTo } from './fixtures/keyboard.ts';
import { orderOf, pick, setTime } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';

const BURGER = originOf('burger');
const SUSHI = originOf('sushi');
const TACO = originOf('taco');
// Monday 23 November 2026, 12:00 in New York, 11:00 in Austin, 9:00 in Los Angeles.
const NOON_NY = '2026-11-23T17:00:00Z';

// Each journey goes through Home, the hosted payment page and Confirmation: more than the default 30 s
// when other journeys share the machine.
test.describe.configure({ timeout: 60_000 });

/** Problems the browser reports: CSP refusals (no inline styles or handlers) and hydration mismatches. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|hydrat/i.test(m.text()))
      problems.push(m.text());
  });
  return problems;
}

const contact = (page: Page) => page.getByRole('region', { name: 'Contact' });
const placeButton = (page: Page) => page.getByRole('button', { name: /^PLACE ORDER · / });

async function newCard(page: Page, number: string): Promise<void> {
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('radio', { name: /^New card/ }).check();
  await payment.getByRole('button', { name: /ENTER CARD DETAILS|USE ANOTHER CARD/ }).click();
  await payOnHostedPage(page, number);
}

test('guest pickup ASAP paid with a new card on the hosted page; Confirmation shows the number and totals', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await setTime(page, 'burger', NOON_NY);
  const orderId = await toCheckout(page, BURGER, 'Fulton Street', 'Pickup', 1012);
  const summary = page.getByRole('region', { name: 'Your order' }).last();
  await expect(summary).toContainText('2 × Onion Rings');
  await expect(summary.getByRole('button', { name: 'CHANGE' })).toBeVisible();
  // docs/product.md §5 messages for an empty contact form.
  await placeButton(page).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByText('Please enter your cell phone number')).toBeVisible();
  await fillGuest(page);
  await expect(contact(page).getByLabel('Phone', { exact: true })).toHaveValue('(212) 555-0199');
  // docs/product.md §7.7: the store's fraud gateway starts the processor's fraud session.
  const events = await page.evaluate(() => window.__storefrontEvents ?? []);
  expect(events).toContainEqual(
    expect.objectContaining({ type: 'fraud.payment-session', merchantId: 'sandbox-harbor-101' }),
  );
  await newCard(page, APPROVED);
  await expect(page.getByRole('radio', { name: 'New card: Visa ending in 4242' })).toBeChecked();
  expect(page.url()).not.toContain('payment_token');
  const total = (await orderOf(page, orderId)).charges as { total_cents: number };
  await expect(placeButton(page)).toHaveText(
    `PLACE ORDER · $${(total.total_cents / 100).toFixed(2)}`,
  );
  await placeButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Thank you! Order #${orderId}` })).toBeVisible();
  await expect(page.getByText(`$${(total.total_cents / 100).toFixed(2)}`).first()).toBeVisible();
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
  await expect(page.getByText(/Pick up at: 120 Fulton St/)).toBeVisible();
  const tracking = page.getByRole('region', { name: 'Order status' });
  await expect(tracking.locator('[aria-current="step"]')).toHaveText('Order placed');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('orderId'),
      localStorage.getItem('dayAndTimeSelected'),
    ]),
  ).toEqual([null, null]);
  await expect(page.getByRole('link', { name: 'Start a new order' })).toHaveAttribute('href', '/');
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Thank you! Order #${orderId}` })).toBeVisible();
  // The sandbox advances the order every 5 minutes; the page asks again every 30 s.
  await fixture('burger', 'POST', '/clock', { now: '2026-11-23T17:06:30Z' });
  await page.clock.fastForward(31_000);
  await expect(tracking.locator('[aria-current="step"]')).toHaveText('Accepted by the store');
  expect(problems).toEqual([]);
});

test('signed in, delivery with a saved card, WELCOME10 and a tip', async ({ page }) => {
  // Real time: South Congress delivers around the clock.
  await page.goto(`${TACO}/`);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  const customerId = Number(await page.evaluate(() => localStorage.getItem('customerId')));
  await saveCard(page, customerId);
  const orderId = await toCheckout(page, TACO, 'South Congress', 'Delivery', 3013, {
    typed: '1100 Congress',
    option: /1100 Congress Ave/,
  });
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText('demo@example.com');
  await page.getByLabel('Promo code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Discounts' })).toContainText(
    /not|invalid|unknown/i,
  );
  await page.getByLabel('Promo code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const applied = page.getByRole('list', { name: 'Applied discounts' });
  await expect(applied).toContainText('WELCOME10');
  await applied.getByRole('button', { name: 'Remove discount Welcome 10% off' }).click();
  await expect(applied).toBeHidden();
  await page.getByLabel('Promo code').fill('WELCOME10');
  await page.reload();
  await expect(page.getByLabel('Promo code')).toHaveValue('WELCOME10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(applied).toContainText('WELCOME10');
  await expect(page.getByLabel('Promo code')).toHaveValue('');
  await page.getByRole('radio', { name: /^18%/ }).check();
  await expect
    .poll(async () => ((await orderOf(page, orderId)).charges as { tip_cents: number }).tip_cents)
    .toBe(Math.floor(1998 * 0.18));
  await page.getByLabel('Delivery instructions').fill('Ring twice');
  await page.getByRole('radio', { name: 'Visa ending in 4242' }).check();
  await placeButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  const order = await orderOf(page, orderId);
  expect(order).toMatchObject({ status: 'placed', delivery_instructions: 'Ring twice' });
  expect((order.discounts as { code: string }[]).map((d) => d.code)).toContain('WELCOME10');
  expect(order.payments).toEqual([expect.objectContaining({ type: 'saved_card', last4: '4242' })]);
  await expect(page.getByText(/Delivering to: 1100 Congress Ave/)).toBeVisible();
});

test('a declined card, then another card: everything typed is still there; reloads lose nothing', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  const orderId = await toCheckout(page, BURGER, 'Fulton Street', 'Pickup', 1012);
  await fillGuest(page);
  await page.getByRole('radio', { name: /^20%/ }).check();
  await page.getByLabel('Order note').fill('No onions please');
  await page.reload();
  await expect(contact(page).getByLabel('First name', { exact: true })).toHaveValue('Ann');
  await expect(contact(page).getByLabel('Phone', { exact: true })).toHaveValue('(212) 555-0199');
  await expect(page.getByRole('radio', { name: /^20%/ })).toBeChecked();
  await expect(page.getByLabel('Order note')).toHaveValue('No onions please');
  await newCard(page, DECLINED);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined. Please use another card.' }),
  ).toBeVisible();
  await expect(contact(page).getByLabel('Email', { exact: true })).toHaveValue(
    'ann.lee@example.com',
  );
  await expect(page.getByRole('radio', { name: /^20%/ })).toBeChecked();
  await expect(page.getByLabel('Order note')).toHaveValue('No onions please');
  await newCard(page, APPROVED);
  await page.getByLabel('ZIP code').fill('10038');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'New card: Visa ending in 4242' })).toBeChecked();
  await expect(page.getByLabel('ZIP code')).toHaveValue('10038');
  await expect(contact(page).getByLabel('Last name', { exact: true })).toHaveValue('Lee');
  await placeButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  expect(await orderOf(page, orderId)).toMatchObject({
    note: 'No onions please',
    status: 'placed',
  });
  // Checkout's values are gone with the order; card data was never stored.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('4242');
  expect(stored).not.toContain('No onions');
});

test('a double-clicked PLACE ORDER pays once', async ({ page }) => {
  await setTime(page, 'burger', NOON_NY);
  const orderId = await toCheckout(page, BURGER, 'Fulton Street', 'Pickup', 1012);
  await fillGuest(page);
  await newCard(page, APPROVED);
  await fixture('burger', 'POST', '/faults', {
    path: `/orders/${orderId}/payment`,
    latencyMs: 800,
    method: 'POST',
  });
  await placeButton(page).dblclick();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  expect(await paymentsOf(page, orderId)).toHaveLength(1);
});

/**
 * A browser that offers Apple Pay: Safari's ApplePaySession and a Payment Request whose sheet answers
 * with the token the test chose (the sandbox approves "sandbox-wallet-ok").
 */
async function offerApplePay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.walletToken = 'sandbox-wallet-ok';
    w.walletSheets = [];
    w.ApplePaySession = { canMakePayments: () => true };
    w.PaymentRequest = class {
      constructor(methods: unknown, details: { total: { amount: { value: string } } }) {
        (w.walletSheets as unknown[]).push({ methods, total: details.total.amount.value });
      }
      show() {
        return Promise.resolve({
          details: { token: w.walletToken },
          complete: () => Promise.resolve(),
        });
      }
    };
  });
}

test('a wallet the browser offers: a decline keeps everything and says why, then it pays once', async ({
  page,
}) => {
  await offerApplePay(page);
  await setTime(page, 'burger', NOON_NY);
  const orderId = await toCheckout(page, BURGER, 'Fulton Street', 'Pickup', 1012);
  const applePay = page.getByRole('button', { name: 'Apple Pay' });

  // The contact comes first, as for PLACE ORDER; no sheet opens without it.
  await applePay.click();
  await expect(page.getByText('Please check your contact details.').first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { walletSheets: unknown[] }).walletSheets),
  ).toHaveLength(0);

  await fillGuest(page);
  await page.getByRole('radio', { name: /^15%/ }).check();
  await page.evaluate(
    () => ((window as unknown as { walletToken: string }).walletToken = 'not-approved'),
  );
  await applePay.click();
  await expect(
    page.getByText('Your payment was declined. Please use another payment method.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(contact(page).getByLabel('Email')).toHaveValue('ann.lee@example.com');
  const order = await orderOf(page, orderId);
  expect(order).toMatchObject({ status: 'open', payments: [] });
  const sheets = await page.evaluate(
    () => (window as unknown as { walletSheets: { total: string }[] }).walletSheets,
  );
  expect(sheets.at(-1)!.total, 'the sheet shows the total with the tip').toBe(
    ((order.charges as { total_cents: number }).total_cents / 100).toFixed(2),
  );

  await page.evaluate(
    () => ((window as unknown as { walletToken: string }).walletToken = 'sandbox-wallet-ok'),
  );
  await applePay.click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  expect(await paymentsOf(page, orderId)).toMatchObject([{ type: 'apple_pay' }]);
});

test('keyboard only: contact, tip, card and PLACE ORDER', async ({ page }) => {
  await setTime(page, 'burger', NOON_NY);
  const orderId = await toCheckout(page, BURGER, 'Fulton Street', 'Pickup', 1012);
  await tabTo(page, contact(page).getByLabel('First name', { exact: true }));
  await page.keyboard.type('Ann');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ann.lee@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2125550199');
  await expect(contact(page).getByLabel('Phone', { exact: true })).toHaveValue('(212) 555-0199');
  await tabTo(page, page.getByRole('group', { name: 'Add a tip for the team' }));
  await arrowTo(page, page.getByRole('radio', { name: /^15%/ }), 'ArrowRight');
  await expect(page.getByRole('radio', { name: /^15%/ })).toBeChecked();
  await tabTo(page, page.getByRole('group', { name: 'Payment method' }));
  await arrowTo(page, page.getByRole('radio', { name: /^New card/ }));
  await tabTo(page, page.getByRole('button', { name: 'ENTER CARD DETAILS' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Name on card'));
  await page.keyboard.type('Ann Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type(APPROVED);
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/30');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await tabTo(page, placeButton(page));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  expect(await paymentsOf(page, orderId)).toHaveLength(1);
});

/** At noon, a pickup order at Fulton Street for 12:30 PM, ready to pay with a new card. */
async function checkoutFor1230(page: Page): Promise<number> {
  await setTime(page, 'burger', NOON_NY);
  await page.goto(`${BURGER}/`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page
    .getByRole('article')
    .filter({ hasText: 'Fulton Street' })
    .getByRole('button', { name: /^Pickup/ })
    .click();
  await pick(page, 'Select Time', '12:30 PM');
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/101\//);
  await page
    .getByRole('dialog', { name: 'Discounts for your order' })
    .getByRole('button', { name: 'CONTINUE' })
    .click();
  const orderId = Number(await page.evaluate(() => localStorage.getItem('orderId')));
  await addItems(page, orderId, 1012, 2);
  await page.goto(`${new URL(page.url()).origin}${new URL(page.url()).pathname}/checkout`);
  await fillGuest(page);
  await newCard(page, APPROVED);
  return orderId;
}

test('"Order time passed" when the slot passed before paying; UPDATE places the order', async ({
  page,
}) => {
  const orderId = await checkoutFor1230(page);
  // Only the browser's clock moves: the page's own check must catch it before anything is sent
  // (the API's refusal, ready_ts_passed, is covered in tests/stores/checkout-pay.test.ts).
  await page.clock.setSystemTime(new Date('2026-11-23T17:40:00Z'));
  await placeButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Order time passed' });
  await expect(dialog).toBeVisible();
  expect(await paymentsOf(page, orderId)).toHaveLength(0);
  await pick(page, 'Select Time', '1:30 PM');
  await dialog.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  expect(await orderOf(page, orderId)).toMatchObject({
    status: 'placed',
    ready_ts: '2026-11-23 13:30',
  });
});

test('"We need more time" when the API finds the slot too close; UPDATE places the order', async ({
  page,
}) => {
  const orderId = await checkoutFor1230(page);
  // Only the API's clock moves (12:20, inside pickup's 15-minute lead time): the page still thinks
  // 12:30 is fine, so the refusal comes from the API.
  expect((await fixture('burger', 'POST', '/clock', { now: '2026-11-23T17:20:00Z' })).status).toBe(
    200,
  );
  await placeButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'We need more time' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('We need at least 15 minutes to prepare this order.');
  expect(await paymentsOf(page, orderId)).toHaveLength(0);
  await pick(page, 'Select Time', '1:30 PM');
  await dialog.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  expect(await orderOf(page, orderId)).toMatchObject({
    status: 'placed',
    ready_ts: '2026-11-23 13:30',
  });
});

for (const [name, origin, tenant, store, item] of [
  ['light (burger)', BURGER, 'burger', 'Fulton Street', 1012],
  ['dark (sushi)', SUSHI, 'sushi', 'Union Square', 2011],
] as const) {
  test(`axe: Checkout and Confirmation in ${name}`, async ({ page }) => {
    const problems = watchConsole(page);
    await setTime(page, tenant, NOON_NY);
    const orderId = await toCheckout(page, origin, store, 'Pickup', item);
    await page.getByRole('radio', { name: 'Other' }).check();
    await expect(page.getByLabel('Tip amount')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await fillGuest(page);
    await newCard(page, APPROVED);
    // IBM Equal Access beside axe once, in dark: the whole form filled in, the tip field open.
    if (tenant === 'sushi') await noViolationsInBothEngines(page);
    else expect(await axeViolations(page)).toEqual([]);
    await placeButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
    await expect(page.getByRole('heading', { name: `Thank you! Order #${orderId}` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('a gift card pays part where the chain shows partial payments; a saved card pays the rest', async ({
  page,
}) => {
  await showPartialPayments(page);
  await setTime(page, 'burger', NOON_NY);
  await page.goto(`${BURGER}/`);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  const customerId = Number(await page.evaluate(() => localStorage.getItem('customerId')));
  await saveCard(page, customerId);
  const gift = await page.evaluate(async (customerId) => {
    const res = await fetch('/api/proxy', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-storefront': '1' },
      body: JSON.stringify({
        method: 'POST',
        path: `/customers/${customerId}/saved-cards`,
        payload: { gift_card_number: '6006499876543210', pin: '4321' },
      }),
    });
    return res.status;
  }, customerId);
  expect(gift).toBe(200);
  const orderId = await toCheckout(page, BURGER, 'Fulton Street', 'Pickup', 1012);
  await addItems(page, orderId, 1012, 3);
  await page.reload();
  await page.getByRole('radio', { name: 'Gift card ending in 3210 ($15.00 left)' }).check();
  await page.getByRole('radio', { name: 'Visa ending in 4242' }).check();
  await placeButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  const order = await orderOf(page, orderId);
  const total = (order.charges as { total_cents: number }).total_cents;
  expect(order.payments).toEqual([
    expect.objectContaining({ type: 'gift_card', amount_cents: 1500 }),
    expect.objectContaining({ type: 'saved_card', amount_cents: total - 1500 }),
  ]);
  await expect(page.getByText('Gift card ending in 3210')).toBeVisible();
});

test('without an order, Checkout says so and links Home', async ({ page }) => {
  await page.goto(`${BURGER}/101/checkout`);
  await expect(page.getByRole('heading', { name: 'You have no order in progress' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
});
