// Changes after ordering (docs/kitchen.md §3): on two tenants a guest's scheduled pickup order shows
// the delay the store reports, then is moved to another time, has its items changed (the
// difference refunded on the card, or owed in store) and is cancelled from Confirmation, each
// change sent to the guest's outbox. The order is placed through the tenant API, not Checkout
// (other specs cover placing), so the journey spends its time on the changes. Axe on the section
// and on each dialog.
import type { Page } from '@playwright/test';
import { noAxeViolations } from './fixtures/axe.ts';
import { fixture, raw } from './fixtures/http.ts';
import { proxied } from './fixtures/order-history.ts';
import { setTime } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';

// Monday 23 November 2026, 12:00 in New York, 9:00 in Los Angeles.
const NOON_NY = '2026-11-23T17:00:00Z';
const GUEST = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann.lee@example.com',
  phone: '2125550142',
};

test.describe.configure({ timeout: 60_000 });

/** A card approved on the sandbox's hosted payment page, as its token. */
async function approvedCard(tenant: string): Promise<string> {
  const host = new URL(originOf(tenant)).host;
  const start = await raw(host, '/__sandbox/pay/new?return=/checkout');
  const token = new URL(String(start.headers.location), 'http://x').searchParams.get('token')!;
  const form = new URLSearchParams({
    token,
    return: '/checkout',
    name: 'Ann Lee',
    number: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  const done = await raw(host, '/__sandbox/pay', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  expect(done.status).toBe(303);
  return token;
}

/** A guest's placed pickup order for `readyTs`, 2 × `item`, paid by card or in store. */
async function placeScheduled(
  page: Page,
  tenant: string,
  store: number,
  item: number,
  readyTs: string,
  pay: 'card' | 'in_store',
): Promise<number> {
  // A light page of the tenant's origin, for the session's calls.
  await page.goto(`${originOf(tenant)}/robots.txt`);
  const guest = await proxied(page, 'POST', '/customers/guest', {});
  const customerId = guest.body.data.customer_id as number;
  const saved = await proxied(page, 'POST', '/orders/new', {
    customer_id: customerId,
    store_id: store,
    service_type_id: 1,
    is_asap: false,
    ready_ts: readyTs,
  });
  const orderId = (saved.body.data.order as { order_id: number }).order_id;
  const line = await proxied(page, 'POST', `/orders/${orderId}/items`, {
    menu_item_id: item,
    quantity: 2,
  });
  const total = (line.body.data.order as { charges: { total_cents: number } }).charges.total_cents;
  const payment =
    pay === 'card'
      ? { type: 'card_token', token: await approvedCard(tenant), amount_cents: total }
      : { type: 'pay_in_store', amount_cents: total };
  const paid = await proxied(page, 'POST', `/orders/${orderId}/payment`, {
    idempotency_key: `order-changes-${tenant}-${orderId}`,
    payments: [payment],
    guest: GUEST,
  });
  expect(paid.status).toBe(200);
  return orderId;
}

const outboxKinds = async (tenant: string) =>
  (JSON.parse((await fixture(tenant, 'GET', '/outbox')).body) as { kind: string }[]).map(
    (e) => e.kind,
  );

for (const c of [
  {
    tenant: 'burger',
    store: 101,
    item: 1011,
    name: 'Fries',
    pay: 'in_store',
    readyTs: '2026-11-23 13:30',
    until: '1:10 PM',
    late: 'Running about 15 minutes late: now expected at 1:45 PM.',
    moveTo: '2:00 PM',
    movedUntil: '1:40 PM',
    moved: 'Your order is now for Nov 23, 2026, 2:00 PM.',
    settled: /You’ll pay \$\d+\.\d{2} less in store\.$/,
  },
  {
    tenant: 'sushi',
    store: 201,
    item: 2011,
    name: 'Salmon Nigiri',
    pay: 'card',
    readyTs: '2026-11-23 11:00',
    until: '10:30 AM',
    late: 'Running about 15 minutes late: now expected at 11:15 AM.',
    moveTo: '12:00 PM',
    movedUntil: '11:30 AM',
    moved: 'Your order is now for Nov 23, 2026, 12:00 PM.',
    settled: /We refunded \$\d+\.\d{2} to your card ending in 4242\.$/,
  },
] as const) {
  test(`a guest sees a delay, moves, changes and cancels a scheduled order, ${c.tenant}`, async ({
    page,
  }) => {
    await setTime(page, c.tenant, NOON_NY);
    const orderId = await placeScheduled(page, c.tenant, c.store, c.item, c.readyTs, c.pay);
    // The store reports the order running late before the guest opens Confirmation.
    const delay = await fixture(c.tenant, 'POST', '/orders/delay', {
      order_id: orderId,
      minutes: 15,
    });
    expect(delay.status).toBe(200);

    await page.goto(`${originOf(c.tenant)}/confirmation/${orderId}`);
    const section = page.getByRole('region', { name: 'Change or cancel' });
    await expect(section.getByText(`You can change this order until ${c.until}.`)).toBeVisible();
    // Burger's Confirmation has the tracker, which says it; sushi's says it under the time.
    await expect(page.getByText(c.late, { exact: true })).toBeVisible();
    await noAxeViolations(page);

    // Move: the order details' day and time lists, then the new time and cutoff.
    await section.getByRole('button', { name: 'Change time' }).click();
    const move = page.getByRole('dialog', { name: 'Change time' });
    await move.getByLabel('Select Time').selectOption({ label: c.moveTo });
    await move.getByRole('button', { name: 'Move order' }).click();
    await expect(move).toBeHidden();
    await expect(section.getByRole('status')).toHaveText(c.moved);
    await expect(
      section.getByText(`You can change this order until ${c.movedUntil}.`),
    ).toBeVisible();
    // The delay was about the old time.
    await expect(page.getByText(c.late, { exact: true })).toBeHidden();

    // Items: one fewer, the difference shown before it is settled.
    await section.getByRole('button', { name: 'Change items' }).click();
    const items = page.getByRole('dialog', { name: 'Change items' });
    await items.getByRole('spinbutton', { name: `Quantity of ${c.name}` }).fill('1');
    await items.getByRole('button', { name: 'Review change' }).click();
    await expect(items.getByRole('status')).toContainText(/^New total \$\d+\.\d{2} \(was \$/);
    await items.getByRole('button', { name: 'Confirm change' }).click();
    await expect(items).toBeHidden();
    await expect(section.getByRole('status')).toHaveText(c.settled);
    await expect(page.getByRole('region', { name: 'Items' })).toContainText(`1 × ${c.name}`);

    // Cancel: focus starts on keeping the order.
    await section.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(cancel.getByRole('button', { name: 'Keep my order' })).toBeFocused();
    await noAxeViolations(page);
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await expect(cancel).toBeHidden();
    await expect(section.getByRole('status')).toContainText('Your order is cancelled.');
    await expect(section.getByText('This order was cancelled.')).toBeVisible();
    await expect(section.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Change or cancel' })).toBeFocused();

    expect(await outboxKinds(c.tenant)).toEqual(
      expect.arrayContaining(['order_delayed', 'order_moved', 'order_changed', 'order_cancelled']),
    );
  });
}
