// Slot capacity (docs/kitchen.md §1) on two tenants: full slots listed as unavailable with the next
// time that has room, and a slot that fills meanwhile answered with "We need more time" naming the
// next free time, on START MY ORDER (taco) and on PLACE ORDER (burger). The rule and the slots'
// load are set through the sandbox's capacity fixture.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { axeViolations } from './fixtures/axe.ts';
import { addItems, fillGuest } from './fixtures/checkout.ts';
import { fixture } from './fixtures/http.ts';
import { orderOf, pick, setTime, storedOrderId } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';

// Monday 23 November 2026, 12:00 in New York, 11:00 in Austin.
const NOON_NY = '2026-11-23T17:00:00Z';

// The burger journey goes through Home, Checkout and Confirmation.
test.describe.configure({ timeout: 60_000 });

async function capacity(tenant: string, storeId: number, body: Record<string, unknown>) {
  const res = await fixture(tenant, 'PUT', '/capacity', {
    store_id: storeId,
    service_type_id: 1,
    ...body,
  });
  expect(res.status, res.body).toBe(200);
}

async function openPickup(page: Page, origin: string, storeText: string) {
  await page.goto(`${origin}/`);
  await page
    .getByRole('article')
    .filter({ hasText: storeText })
    .getByRole('button', { name: /^Pickup/ })
    .click();
  return page.getByRole('dialog');
}

test('taco: a full slot is listed as unavailable; one that fills before START MY ORDER asks for more time', async ({
  page,
}) => {
  await setTime(page, 'taco', NOON_NY);
  await capacity('taco', 301, {
    rule: { orders_per_slot: 2 },
    book: [
      { slot: '2026-11-23 11:15', orders: 2 },
      { slot: '2026-11-23 11:30', orders: 2 },
    ],
  });
  const dialog = await openPickup(page, originOf('taco'), 'South Congress');
  await page.getByRole('combobox', { name: 'Select Time' }).click();
  const list = page.getByRole('listbox', { name: 'Select Time' });
  // ASAP (ready 11:15, full) moves to the first time with room.
  await expect(list.getByRole('option').first()).toHaveText(
    /ASAP · first time with room: 11:45 AM$/,
  );
  const full = list.getByRole('option', { name: '11:30 AM · Full — next: 11:45 AM' });
  await expect(full).toHaveAttribute('aria-disabled', 'true');
  expect(await axeViolations(page)).toEqual([]);
  // Choosing it from the keyboard does nothing: the list stays open on it.
  const time = page.getByRole('combobox', { name: 'Select Time' });
  await time.press('ArrowDown');
  await expect(time).toHaveAttribute('aria-activedescendant', (await full.getAttribute('id'))!);
  await time.press('Enter');
  await expect(list).toBeVisible();
  await expect(time).toContainText('ASAP');
  await list.getByRole('option', { name: '11:45 AM', exact: true }).click();
  await capacity('taco', 301, { book: [{ slot: '2026-11-23 11:45', orders: 2 }] });
  await dialog.getByRole('button', { name: 'START MY ORDER' }).click();
  const again = page.getByRole('dialog', { name: 'We need more time' });
  await expect(again).toContainText(
    'The 11:45 AM slot is full. The next free time is 12:00 PM. Please select a date and time accordingly.',
  );
  await expect(page.getByRole('combobox', { name: 'Select Time' })).toHaveText('12:00 PM');
  await again.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/301\//);
  expect(await orderOf(page, await storedOrderId(page))).toMatchObject({
    ready_ts: '2026-11-23 12:00',
  });
});

test('burger: a nearly full slot that fills before PLACE ORDER reopens the time; UPDATE places it in the next free slot', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  await capacity('burger', 101, {
    rule: { orders_per_slot: 3 },
    book: [{ slot: '2026-11-23 12:30', orders: 2 }],
  });
  const dialog = await openPickup(page, originOf('burger'), 'Fulton Street');
  await pick(page, 'Select Time', '12:30 PM · Almost full');
  await dialog.getByRole('button', { name: 'START MY ORDER' }).click();
  await page
    .getByRole('dialog', { name: 'Discounts for your order' })
    .getByRole('button', { name: 'CONTINUE' })
    .click();
  const orderId = await storedOrderId(page);
  await addItems(page, orderId, 1012, 2);
  await page.goto(`${new URL(page.url()).origin}${new URL(page.url()).pathname}/checkout`);
  await fillGuest(page);
  await page.getByRole('radio', { name: 'Pay in store' }).check();
  await capacity('burger', 101, { book: [{ slot: '2026-11-23 12:30', orders: 3 }] });
  await page.getByRole('button', { name: /^PLACE ORDER · / }).click();
  const again = page.getByRole('dialog', { name: 'We need more time' });
  await expect(again).toContainText('The 12:30 PM slot is full. The next free time is 12:45 PM.');
  await expect(page.getByRole('combobox', { name: 'Select Time' })).toHaveText('12:45 PM');
  await again.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  expect(await orderOf(page, orderId)).toMatchObject({
    status: 'placed',
    ready_ts: '2026-11-23 12:45',
  });
});
