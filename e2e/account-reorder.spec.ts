// Reorder when a choice of the past order is no longer offered (docs/product.md §2.10, §4.6): the
// item still goes into the new order without it, and the guest is told so plainly before anything
// starts.
import type { Page } from '@playwright/test';
import { demoCustomer } from './fixtures/account-screens.ts';
import { cartPanel } from './fixtures/cart.ts';
import { NOON_NY, rewrite } from './fixtures/order-history.ts';
import { orderOf, setTime, storedOrderId } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';

const BURGER = originOf('burger');
const TACO = originOf('taco');

/** The store's menus answer without one option anywhere (it was taken off after the order). */
async function withoutOption(page: Page, storeId: number, optionName: string): Promise<void> {
  await page.addInitScript(
    ({ storeId, optionName }) => {
      interface Group {
        options: { name: string; groups?: Group[] }[];
      }
      const prune = (groups: Group[] = []) => {
        for (const g of groups) {
          g.options = g.options.filter((o) => o.name !== optionName);
          for (const o of g.options) prune(o.groups);
        }
      };
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await original(input, init);
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (!url.endsWith('/api/proxy') || typeof init?.body !== 'string') return response;
        const call = JSON.parse(init.body) as { method: string; path: string };
        if (call.method !== 'GET' || call.path !== `/stores/${storeId}/menus`) return response;
        const json = (await response.json()) as {
          data: { menus: { categories: { items: { modifier_groups?: Group[] }[] }[] }[] };
        };
        for (const m of json.data.menus)
          for (const c of m.categories) for (const i of c.items) prune(i.modifier_groups);
        return new Response(JSON.stringify(json), {
          status: response.status,
          headers: { 'content-type': 'application/json' },
        });
      };
    },
    { storeId, optionName },
  );
}

test('a choice no longer offered is named; the item goes in without it', async ({ page }) => {
  await setTime(page, 'burger', NOON_NY);
  await rewrite(page, { noPendingDiscounts: true });
  await withoutOption(page, 102, 'Bacon');
  await demoCustomer(page, BURGER);
  await page.goto(`${BURGER}/account/order-history`);
  // The demo customer's seeded order at Williamsburg: a burger with Bacon among its choices.
  const past = page
    .getByRole('article')
    .filter({ hasText: 'Harbor Burger Co. Williamsburg' })
    .filter({ hasText: 'Bacon' })
    .first();
  await past.getByRole('button', { name: 'Reorder' }).click();

  const review = page.getByRole('dialog', { name: 'Some items are no longer available' });
  await expect(review).toContainText(
    'These go into your new order without choices no longer offered:',
  );
  await expect(review.getByRole('listitem')).toHaveText([
    'Classic Smash Burger: added without Bacon, which is no longer offered.',
  ]);
  await review.getByRole('button', { name: 'Continue without them' }).click();
  const modal = page.getByRole('dialog', { name: 'Select order details' });
  await expect(modal.getByRole('radiogroup', { name: 'How do you want your order?' })).toHaveCount(
    0,
  );
  await modal.getByRole('button', { name: 'START MY ORDER' }).click();

  await expect(page).toHaveURL(/\/102\/[a-z0-9-]+$/);
  const cart = cartPanel(page);
  await expect(cart).toContainText('Classic Smash Burger');
  await expect(cart).not.toContainText('Bacon');
  const order = await orderOf(page, await storedOrderId(page));
  const burger = (order.items as { menu_item_id: number; options: { name: string }[] }[]).find(
    (i) => i.menu_item_id === 1001,
  );
  expect(burger?.options.map((o) => o.name)).toEqual(['Double', 'Extra cheese', 'Cheddar']);
});

test('reordering a delivery order brings its delivery address', async ({ page }) => {
  // Real time: South Congress delivers around the clock.
  await demoCustomer(page, TACO);
  await page.goto(`${TACO}/account/order-history`);
  // The demo customer's seeded delivery order from South Congress, to 1707 S Congress Ave, Unit 210.
  const past = page.getByRole('article').filter({ hasText: 'Taco Verde South Congress' }).first();
  await past.getByRole('button', { name: 'Reorder' }).click();
  const modal = page.getByRole('dialog', { name: 'Select order details' });
  // The past order's address is the one chosen, shown as a summary with its apartment.
  const chosen = modal.getByRole('paragraph').filter({ hasText: /^Delivery address/ });
  await expect(chosen).toContainText('1707 S Congress Ave');
  await expect(chosen).toContainText('Apt/Suite: Unit 210');
  await modal.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/301\/[a-z0-9-]+$/);
  const order = await orderOf(page, await storedOrderId(page));
  expect(order.address_id).not.toBeNull();
});
