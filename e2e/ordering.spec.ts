// Ordering journeys: store, service, day and time in the store's zone, and the order session
// (docs/product.md §2.10, §4.3–§4.8, §5, §8, §9). Both clocks are set: the sandbox's (open/closed,
// order checks) and the browser's (slots), to the same instant.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { axeViolations } from './fixtures/axe.ts';
import { chooseStore, orderOf, pick, setTime, storedOrderId } from './fixtures/ordering.ts';
import { answerCall } from './fixtures/proxy.ts';
import { originOf } from './fixtures/server.ts';

const BURGER = originOf('burger');
const SUSHI = originOf('sushi');
// Monday 23 November 2026, 12:00 in New York (UTC-5).
const NOON_NY = '2026-11-23T17:00:00Z';

async function home(page: Page, origin = BURGER): Promise<void> {
  await page.goto(`${origin}/`);
  await expect(page.getByRole('article').first()).toBeVisible();
}

const dialog = (page: Page) => page.getByRole('dialog');

test('pickup ASAP: the order is created and the menu shows the summary bar', async ({ page }) => {
  await setTime(page, 'burger', NOON_NY);
  await home(page);
  await chooseStore(page, 'Williamsburg', 'Pickup');
  await expect(dialog(page)).toHaveAccessibleName('Select order details');
  await expect(
    page
      .getByRole('radiogroup', { name: 'How do you want your order?' })
      .getByRole('radio', { name: 'Pickup' }),
  ).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Select Day' })).toContainText('Today (11/23)');
  await expect(page.getByRole('combobox', { name: 'Select Time' })).toContainText('ASAP');
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/102\/harbor-burger-co-williamsburg$/);
  const order = await orderOf(page, await storedOrderId(page));
  expect(order).toMatchObject({ store_id: 102, service_type_id: 1, is_asap: true, ready_ts: null });
  // docs/product.md §4.6: the new order's pending discounts open the discount modal on the menu.
  const discounts = page.getByRole('dialog', { name: 'Discounts for your order' });
  await expect(discounts).toContainText('First order: $3 off');
  expect(await axeViolations(page)).toEqual([]);
  await discounts.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(discounts).toBeHidden();
  const bar = page.getByRole('region', { name: 'Your order' });
  await expect(bar).toContainText('Today (11/23) @ ASAP (12:15 PM)');
  await expect(bar).toContainText('PICKUP FROM: 211 Bedford Ave, NY 11211');
  // The store's subtitle, or else its name (docs/product.md §2.3).
  await expect(bar).toContainText('Late night until 2 AM');
  // CHANGE reopens the modal as an update.
  await bar.getByRole('button', { name: 'CHANGE', exact: true }).click();
  await expect(page.getByRole('button', { name: 'UPDATE' })).toBeVisible();
});

test('a future slot tomorrow, chosen with the keyboard only', async ({ page }) => {
  await setTime(page, 'burger', NOON_NY);
  await home(page);
  await chooseStore(page, 'Williamsburg', 'Pickup');
  const day = page.getByRole('combobox', { name: 'Select Day' });
  await day.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Select Day' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(day).toHaveAttribute('aria-activedescendant', /.+/);
  // Escape closes the list, not the dialog.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Select Day' })).toBeHidden();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(day).toContainText('Tomorrow (11/24)');
  const time = page.getByRole('combobox', { name: 'Select Time' });
  await time.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  // Tuesday starts with the part of Monday's late window that runs past midnight (docs/product.md
  // §9).
  await expect(time).toContainText('12:00 AM');
  await page.keyboard.press('Enter');
  await page.keyboard.type('11');
  await page.keyboard.press('Enter');
  await expect(time).toContainText('11:00 AM');
  await page.getByRole('button', { name: 'START MY ORDER' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/102\//);
  expect(await orderOf(page, await storedOrderId(page))).toMatchObject({
    is_asap: false,
    ready_ts: '2026-11-24 11:00',
  });
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(
    'Tomorrow (11/24) @ 11:00 AM',
  );
});

test('a slot past midnight sits under the next day and is sent with that date', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  await home(page);
  await chooseStore(page, 'Williamsburg', 'Pickup');
  await page.getByRole('combobox', { name: 'Select Time' }).click();
  const nextDay = page
    .getByRole('listbox', { name: 'Select Time' })
    .getByRole('group', { name: 'Tomorrow (11/24)' });
  await expect(nextDay.getByRole('option').first()).toHaveText(/12:00 AM/);
  await expect(nextDay.getByRole('option').last()).toHaveText(/1:45 AM/);
  await nextDay.getByRole('option', { name: '12:30 AM' }).click();
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/102\//);
  expect(await orderOf(page, await storedOrderId(page))).toMatchObject({
    ready_ts: '2026-11-24 00:30',
  });
});

test('delivery: address rules, an address outside the area, then one inside', async ({ page }) => {
  await setTime(page, 'burger', NOON_NY);
  await home(page);
  await chooseStore(page, 'Fulton Street', 'Delivery');
  const address = page.getByRole('combobox', { name: 'Delivery address' });
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page.getByText('Please enter your address')).toBeVisible();
  await expect(address).toBeFocused();
  await address.fill('zzzz qqq');
  await expect(page.getByText("No result for 'zzzz qqq'")).toBeVisible();
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page.getByText('Please select an address from the suggested list')).toBeVisible();
  // A street without a number is refused (keyboard: arrow down, Enter).
  await address.fill('Bedford Ave');
  await expect(page.getByRole('option').first()).toBeVisible();
  await address.press('ArrowDown');
  await address.press('Enter');
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page.getByText('Please enter a valid address')).toBeVisible();
  // The refused address goes back to the field, so it is typed over there.
  await expect(address).toBeFocused();
  await address.fill('136-20 38th');
  await page.getByRole('option', { name: /136-20 38th Ave/ }).click();
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Your address is not in the delivery area of this store. Please enter another address or click the button below to select another location.',
  );
  await expect(page.getByRole('link', { name: 'Select Another Location' })).toHaveAttribute(
    'href',
    '/',
  );
  expect(await page.evaluate(() => localStorage.getItem('orderId'))).toBeNull();
  await page.getByRole('link', { name: 'Change', exact: true }).click();
  await address.fill('75 Wall');
  await page.getByRole('option', { name: /75 Wall St/ }).click();
  await expect(dialog(page)).toContainText('75 Wall St, NY 10005');
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/101\//);
  const order = await orderOf(page, await storedOrderId(page));
  expect(order).toMatchObject({ store_id: 101, service_type_id: 2 });
  expect(order.address_id).toEqual(expect.any(Number));
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('DELIVERY TO:');
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(
    '75 Wall St, NY 10005',
  );
});

test('catering: guest count rules and lead time; the order carries the count', async ({ page }) => {
  await setTime(page, 'burger', NOON_NY);
  await home(page);
  await chooseStore(page, 'Fulton Street', 'Catering');
  // A 24-hour lead time: the first day offered is tomorrow.
  await expect(page.getByRole('combobox', { name: 'Select Day' })).toContainText(
    'Tomorrow (11/24)',
  );
  const count = page.getByRole('spinbutton', { name: 'Guest Count' });
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page.getByText('Please enter guest count')).toBeVisible();
  await count.fill('0');
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page.getByText('Minimum guest count is 1')).toBeVisible();
  await count.fill('20');
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/101\//);
  expect(await orderOf(page, await storedOrderId(page))).toMatchObject({
    service_type_id: 3,
    guest_count: 20,
    is_asap: false,
  });
});

test('a temporarily closed store: the closed message and SELECT ANOTHER STORE back to Home', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  await home(page);
  await chooseStore(page, 'Pike Place', 'Pickup');
  await expect(dialog(page)).toContainText('temporarily closed');
  await expect(page.getByRole('combobox', { name: 'Select Day' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'SELECT ANOTHER STORE' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(`${BURGER}/`);
});

test('the closing-soon notice 20 minutes before the cutoff', async ({ page }) => {
  // 2:20 PM in New York: the 3 PM window closes for orders at 2:40 PM (15 min prep + 5).
  await setTime(page, 'burger', '2026-11-23T19:20:00Z');
  await home(page);
  await chooseStore(page, 'Williamsburg', 'Pickup');
  await expect(dialog(page)).toContainText('Hurry! Only 20 minutes left to place an order today.');
});

test('a slot that passes while the modal is open turns it into "Order time passed"', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  await home(page);
  await chooseStore(page, 'Williamsburg', 'Pickup');
  // Seconds have passed since 12:00, so 12:30 is the first slot with 15 minutes' notice.
  await pick(page, 'Select Time', '12:30 PM');
  await page.clock.fastForward('16:00');
  await expect(dialog(page)).toHaveAccessibleName('Order time passed');
  await expect(dialog(page)).toContainText(
    'Please select an order time that is after the current time',
  );
  await expect(page.getByRole('radio', { name: 'Pickup' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'START MY ORDER' })).toBeDisabled();
  await pick(page, 'Select Time', '12:45 PM');
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/102\//);
});

test('service switch keeps the delivery address (docs/product.md §4.4); axe on the modal states, light mode', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  await home(page);
  await chooseStore(page, 'Fulton Street', 'Delivery');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('combobox', { name: 'Delivery address' }).fill('75 Wall');
  await page.getByRole('option', { name: /75 Wall St/ }).click();
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await expect(dialog(page)).toContainText('Harbor Burger Co.');
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await expect(dialog(page)).toContainText('75 Wall St, NY 10005');
  await page.getByRole('combobox', { name: 'Select Time' }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test('ASAP / Future Order toggle (sushi, dark): Future hides ASAP; axe in dark mode', async ({
  page,
}) => {
  await setTime(page, 'sushi', NOON_NY);
  await home(page, SUSHI);
  await chooseStore(page, 'Omakase bar', 'Pickup');
  await expect(page.getByRole('radio', { name: 'ASAP' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Select Time' })).toContainText('ASAP');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: 'Future Order' }).check();
  await page.getByRole('combobox', { name: 'Select Time' }).click();
  await expect(page.getByRole('option', { name: 'ASAP' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/202\//);
  expect(await orderOf(page, await storedOrderId(page))).toMatchObject({
    is_asap: false,
    ready_ts: '2026-11-23 12:30',
  });
});

test('a discount_code link and a menu_item_id link: the code goes with the new order, the item into its cart', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  await page.goto(`${BURGER}/?discount_code=WELCOME10&menu_item_id=1012`);
  await expect(page).toHaveURL(`${BURGER}/`);
  expect(await page.evaluate(() => localStorage.getItem('discountCode'))).toBe('"WELCOME10"');
  await chooseStore(page, 'Williamsburg', 'Pickup');
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/102\//);
  const order = (await orderOf(page, await storedOrderId(page))) as {
    discounts: { code: string }[];
    items: { menu_item_id: number; quantity: number; auto: boolean }[];
  };
  expect(order.discounts.map((d) => d.code)).toEqual(['WELCOME10']);
  // Auto-added lines (utensils) come with the first item and are not the guest's.
  expect(order.items.filter((i) => !i.auto)).toEqual([
    expect.objectContaining({ menu_item_id: 1012, quantity: 1 }),
  ]);
  // Used up: neither is stored any more.
  expect(
    await page.evaluate(() => [
      localStorage.getItem('discountCode'),
      localStorage.getItem('deepLinkItemId'),
    ]),
  ).toEqual([null, null]);
});

test('create order failures: docs/product.md §8 texts, and nothing typed is lost', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  await home(page);
  await chooseStore(page, 'Fulton Street', 'Catering');
  await page.getByRole('spinbutton', { name: 'Guest Count' }).fill('15');
  await answerCall(page, (c) => c.path === '/orders/new', 502, {});
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Something went wrong. Please try again later',
  );
  await expect(page.getByRole('spinbutton', { name: 'Guest Count' })).toHaveValue('15');
  await page.unrouteAll();
  await answerCall(page, (c) => c.path === '/orders/new', 403, { error: 'Forbidden' });
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page.getByText('Your session is expired. Please login again.')).toBeVisible();
});
