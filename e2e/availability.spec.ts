// Live availability (docs/kitchen.md §2) on two chains: an item and an option sold out and the
// store paused while the guest orders. The open Menu learns it on its next refresh (the clock is
// run, not waited for) and at once on focus; the cart marks the lines with a way forward; Home
// and Checkout say the store is paused and until when, before anything is filled in.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { addItems, cartButton, cartPanel, NOON_NY, startOrder } from './fixtures/cart.ts';
import { fixture } from './fixtures/http.ts';
import { axeViolations } from './fixtures/axe.ts';
import { orderOf, storedOrderId } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';

const CHAINS = [
  {
    tenant: 'burger',
    store: 102,
    storeText: 'Williamsburg',
    plain: { id: 1012, name: 'Onion Rings' },
    withOption: { id: 1011, name: 'Fries', option: 1034, optionName: 'Large', other: 'Regular' },
  },
  {
    tenant: 'sushi',
    store: 202,
    storeText: 'Midtown',
    plain: { id: 2031, name: 'Miso Soup' },
    withOption: {
      id: 2032,
      name: 'Edamame',
      option: 2035,
      optionName: 'Spicy garlic',
      other: 'Sea salt',
    },
  },
] as const;

// 6:30 PM in New York, where both stores are.
const BACK_AT = '2026-11-23T23:30:00Z';

for (const chain of CHAINS) {
  const set = async (change: Record<string, unknown>) =>
    expect(
      (await fixture(chain.tenant, 'POST', '/availability', { store_id: chain.store, ...change }))
        .status,
    ).toBe(200);
  const card = (page: Page, name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });

  test(`${chain.tenant}: sold out and paused while ordering — Menu, cart, Home and Checkout`, async ({
    page,
  }) => {
    // Four screens and up to a few refreshes each: room for a slow refresh on a busy machine.
    test.setTimeout(60_000);
    expect(NOON_NY < BACK_AT).toBe(true);
    await startOrder(page, chain.tenant, chain.storeText);
    await addItems(page, [
      { menu_item_id: chain.plain.id, quantity: 1 },
      {
        menu_item_id: chain.withOption.id,
        quantity: 1,
        options: [{ option_id: chain.withOption.option }],
      },
    ]);
    await expect(card(page, chain.plain.name)).not.toContainText('Sold out today');

    // Sold out in the kitchen: the open Menu shows it on its next refresh, 30 s on. A refresh
    // still on its way when the kitchen changed brings the old answer and the next one is due 30 s
    // after it: the clock runs on by another 30 s until a refresh has asked since. The option is
    // sold out first, so a Menu that shows the item sold out has heard of both.
    await set({ option_id: chain.withOption.option, sold_out: true });
    await set({ item_id: chain.plain.id, sold_out: true });
    await expect(async () => {
      await page.clock.runFor(30_000);
      await expect(card(page, chain.plain.name)).toContainText('Sold out today', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: chain.plain.name, exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // The cart marks both lines: the item to remove, the option to change.
    await cartButton(page).click();
    const panel = cartPanel(page);
    const line = (name: string) => panel.getByRole('listitem').filter({ hasText: name });
    await expect(line(chain.plain.name)).toContainText('Sold out today');
    await expect(line(chain.withOption.name)).toContainText(
      `${chain.withOption.optionName} is sold out today`,
    );
    await panel.getByRole('button', { name: `Remove ${chain.plain.name}` }).click();
    await expect(line(chain.plain.name)).toHaveCount(0);
    await panel
      .getByRole('button', { name: `Choose another option for ${chain.withOption.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: chain.withOption.name });
    await expect(dialog.getByRole('radio', { name: chain.withOption.optionName })).toBeChecked();
    await dialog.getByRole('radio', { name: chain.withOption.other }).check();
    await expect(dialog.getByRole('radio', { name: chain.withOption.optionName })).toBeDisabled();
    await dialog.getByRole('button', { name: /^Update item/ }).click();
    await expect(dialog).toBeHidden();
    await expect(line(chain.withOption.name)).not.toContainText('sold out');

    // Paused: the Menu learns it at once when the guest comes back to it.
    // (Focus while a refresh is on its way asks nothing more: the guest comes back again.)
    await set({ paused: true, paused_until: BACK_AT });
    await expect(async () => {
      await page.clock.runFor(5_000);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toHaveText(
        'Paused — back at 6:30 PM',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 20_000 });

    // Checkout says why before anything is filled in, and nothing is paid.
    await page.goto(`${originOf(chain.tenant)}${new URL(page.url()).pathname}/checkout`);
    const alert = page.getByRole('alert').filter({ hasText: 'cannot be paid for' });
    await expect(alert).toContainText('is paused and not taking orders until 6:30 PM');
    await expect(alert.getByRole('link', { name: 'Back to the menu' })).toBeVisible();
    // One chain's page is enough for axe: the markup is the same on both.
    if (chain.tenant === 'burger') expect(await axeViolations(page)).toEqual([]);
    expect((await orderOf(page, await storedOrderId(page))).status).toBe('open');

    // Home's store card says it too.
    await page.goto(`${originOf(chain.tenant)}/`);
    await expect(page.getByRole('article').filter({ hasText: chain.storeText })).toContainText(
      'Paused — back at 6:30 PM',
    );
  });
}
