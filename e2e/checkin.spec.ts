// Check-in on arrival (docs/product.md §1, §2.1 /checkin, §7.2 "Check in for order",
// "Orders available for check-in", §8): a guest places a pickup order and checks in from
// Confirmation by keyboard; the window's reason shows when it is too late; a signed-in customer
// finds the order on /checkin and checks in from order history. Axe in light (burger) and dark
// (sushi). No seeded tenant offers curbside, so its journey resets burger with a seed that does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { logInWithModal } from './fixtures/accounts.ts';
import { APPROVED, fillGuest, payOnHostedPage, toCheckout } from './fixtures/checkout.ts';
import { fixture } from './fixtures/http.ts';
import { tabTo } from './fixtures/keyboard.ts';
import { placeOrder } from './fixtures/order-history.ts';
import { orderOf, setTime } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { noViolationsInBothEngines } from './fixtures/equal-access.ts';

const BURGER = originOf('burger');
const SUSHI = originOf('sushi');
// Monday 23 November 2026, 12:00 in New York: an ASAP pickup is promised for 12:15, so its
// check-in window (15 minutes before to 30 after) is open from the moment it is placed.
const NOON_NY = '2026-11-23T17:00:00Z';

test.describe.configure({ timeout: 60_000 });

/**
 * As a guest: an ASAP pickup order, paid in store or (where the store does not take that) with a
 * new card on the hosted page; returns its id, on its Confirmation.
 */
async function guestPickup(page: Page, origin: string, store: string, item: number) {
  const orderId = await toCheckout(page, origin, store, 'Pickup', item);
  await fillGuest(page);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('radio').first()).toBeVisible();
  const inStore = payment.getByRole('radio', { name: 'Pay in store' });
  if (await inStore.count()) await inStore.check();
  else {
    await payment.getByRole('radio', { name: /^New card/ }).check();
    await payment.getByRole('button', { name: /ENTER CARD DETAILS|USE ANOTHER CARD/ }).click();
    await payOnHostedPage(page, APPROVED);
  }
  await page.getByRole('button', { name: /^PLACE ORDER · / }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  return orderId;
}

const checkinSection = (page: Page) => page.getByRole('region', { name: 'Check in on arrival' });
const HERE = 'You’re checked in. The store knows you’re here.';

for (const [name, origin, tenant, store, item] of [
  ['light (burger)', BURGER, 'burger', 'Fulton Street', 1012],
  ['dark (sushi)', SUSHI, 'sushi', 'Union Square', 2011],
] as const) {
  test(`a guest places a pickup order and checks in from Confirmation by keyboard, ${name}`, async ({
    page,
  }) => {
    await setTime(page, tenant, NOON_NY);
    const orderId = await guestPickup(page, origin, store, item);
    const section = checkinSection(page);
    const here = section.getByRole('button', { name: 'I’m here' });
    await expect(here).toBeVisible();
    await noAxeViolations(page);
    await tabTo(page, here);
    await page.keyboard.press('Enter');
    const done = section.getByText(HERE);
    await expect(done).toBeVisible();
    // The confirmation replaces the button and takes the focus, so it is read out.
    await expect(section.locator('p[tabindex="-1"]')).toBeFocused();
    await expect(here).toBeHidden();
    expect((await orderOf(page, orderId)).checked_in_at).toEqual(expect.any(String));
    await noAxeViolations(page);
    // The tenant API remembers it: after a reload the page still says so.
    await page.reload();
    await expect(checkinSection(page).getByText(HERE)).toBeVisible();
    // The guest's /checkin: nothing left to check in for.
    await page.goto(`${origin}/checkin`);
    await expect(page.getByText('You have no orders to check in for right now.')).toBeVisible();
    await noAxeViolations(page);
  });
}

test('too late: the page shows the window’s reason, and the tenant API’s refusal too', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  const orderId = await guestPickup(page, BURGER, 'Fulton Street', 1012);
  const section = checkinSection(page);
  await expect(section.getByRole('button', { name: 'I’m here' })).toBeVisible();
  // The store's clock passes the window's end while the page still offers the button.
  expect((await fixture('burger', 'POST', '/clock', { now: '2026-11-23T17:46:00Z' })).status).toBe(
    200,
  );
  await section.getByRole('button', { name: 'I’m here' }).click();
  const reason =
    'Check-in closed at 12:45 PM, 30 minutes after your order’s pickup time. Please ask the store’s staff for your order.';
  await expect(section.getByRole('alert')).toHaveText(reason);
  expect((await orderOf(page, orderId)).checked_in_at).toBeNull();
  // The page's own clock catches up: the reason replaces the button.
  await page.clock.fastForward('46:00');
  await expect(section.getByText(reason)).toBeVisible();
  await expect(section.getByRole('button', { name: 'I’m here' })).toBeHidden();
});

test('signed in: /checkin lists the order, and order history checks it in', async ({ page }) => {
  const orderId = await placeOrder(page);
  await page.goto(`${BURGER}/checkin`);
  const listed = page.getByRole('article').filter({ hasText: `Order #${orderId}` });
  await expect(listed.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(listed).toContainText('Harbor Burger Co. Fulton Street');
  await expect(listed.getByRole('button', { name: 'I’m here' })).toBeVisible();
  await noViolationsInBothEngines(page);

  await page.goto(`${BURGER}/account/order-history`);
  const card = page.getByRole('article').filter({ hasText: `Order #${orderId}` });
  await card.getByRole('button', { name: 'I’m here' }).click();
  await expect(card.getByText(HERE)).toBeVisible();
  // Past orders outside their window offer no check-in.
  await expect(page.getByRole('button', { name: 'I’m here' })).toHaveCount(0);
  await noAxeViolations(page);

  await page.goto(`${BURGER}/checkin`);
  await expect(page.getByText('You have no orders to check in for right now.')).toBeVisible();
});

test('/checkin: without a customer it asks to log in; a failure offers Try again', async ({
  page,
}) => {
  await page.goto(`${BURGER}/checkin`);
  await expect(page.getByRole('heading', { name: 'Check in', level: 1 })).toBeVisible();
  await expect(page.getByText(/Log in to check in for your order/)).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`${SUSHI}/`);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  await fixture('sushi', 'POST', '/faults', {
    path: '/customers/*',
    method: 'GET',
    status: 503,
  });
  await page.goto(`${SUSHI}/checkin`);
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await noAxeViolations(page);
  await fixture('sushi', 'DELETE', '/faults');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('You have no orders to check in for right now.')).toBeVisible();
  await noAxeViolations(page);
});

/** Burger's seed with a curbside service at Fulton Street (store 101), open around the clock. */
function curbsideSeed(): unknown {
  const seed = JSON.parse(readFileSync(path.resolve('tenants/burger.sandbox.json'), 'utf8')) as {
    services: Record<string, unknown>[];
    stores: { store_id: number; schedules: { service_type_id: number }[] }[];
  };
  seed.services.push({
    ...seed.services[0],
    service_type_id: 4,
    name: 'curbside',
    display_name: 'Curbside',
    display_order: 4,
  });
  const fulton = seed.stores.find((st) => st.store_id === 101)!;
  fulton.schedules.push({ ...fulton.schedules[0]!, service_type_id: 4 });
  return seed;
}

test('curbside: the vehicle and parking spot are asked for, checked, and sent with the check-in', async ({
  page,
}) => {
  expect((await fixture('burger', 'POST', '/reset', curbsideSeed())).status).toBe(200);
  await setTime(page, 'burger', NOON_NY);
  const orderId = await toCheckout(page, BURGER, 'Fulton Street', 'Curbside', 1012);
  await fillGuest(page);
  await page.getByRole('radio', { name: 'Pay in store' }).check();
  await page.getByRole('button', { name: /^PLACE ORDER · / }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  const section = checkinSection(page);
  const vehicle = section.getByRole('textbox', { name: 'Vehicle' });
  const spot = section.getByRole('textbox', { name: 'Parking spot' });
  await expect(vehicle).toBeVisible();
  // Before anything is typed or sent, no field says it is wrong.
  await expect(
    section.getByText(/Please describe your vehicle|Please enter your parking spot/),
  ).toHaveCount(0);
  await expect(vehicle).not.toHaveAttribute('aria-invalid', 'true');
  await expect(spot).not.toHaveAttribute('aria-invalid', 'true');
  await noAxeViolations(page);
  // Nothing typed: each field says what it needs and the focus goes to the first.
  await section.getByRole('button', { name: 'I’m here' }).click();
  await expect(vehicle).toBeFocused();
  await expect(vehicle).toHaveAccessibleDescription(/Please describe your vehicle/);
  await expect(spot).toHaveAccessibleDescription(/Please enter your parking spot/);
  expect((await orderOf(page, orderId)).checked_in_at).toBeNull();
  await noViolationsInBothEngines(page);
  await vehicle.fill('Blue Honda Civic');
  await spot.fill('4');
  await spot.press('Enter');
  await expect(section.getByText(HERE)).toBeVisible();
  await expect(section).toContainText('Vehicle: Blue Honda Civic. Parking spot: 4');
  expect(await orderOf(page, orderId)).toMatchObject({
    checkin_info: 'Vehicle: Blue Honda Civic. Parking spot: 4',
    checked_in_at: expect.any(String),
  });
});
