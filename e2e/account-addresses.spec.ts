// docs/product.md §2.10, §3 Address, §7.2: add, edit and delete saved addresses on the
// Addresses screen with the order details modal's address search, and use one for delivery.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import {
  accountScreen,
  addressesOf,
  demoCustomer,
  freshCustomer,
} from './fixtures/account-screens.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { noViolationsInBothEngines } from './fixtures/equal-access.ts';
import { orderOf, setTime, storedOrderId } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';

const BURGER = originOf('burger');
const SUSHI = originOf('sushi');
const TACO = originOf('taco');
// Monday 23 November 2026, 12:00 in New York: Fulton Street delivers.
const NOON_NY = '2026-11-23T17:00:00Z';

const saved = (page: Page) => page.getByRole('list', { name: 'Saved addresses' });

/** Add an address through the dialog: search, pick a suggestion, Apt/Suite, Save. */
async function addAddress(page: Page, typed: string, option: RegExp, apt: string) {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByRole('combobox', { name: 'Address' }).fill(typed);
  await dialog.getByRole('option', { name: option }).click();
  await dialog.getByLabel('Apt/Suite').fill(apt);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
}

test('add, edit and delete an address; the empty state says how to add one', async ({ page }) => {
  await freshCustomer(page, TACO);
  await accountScreen(page, TACO, 'addresses');
  await expect(page.getByText('You have no saved addresses yet')).toBeVisible();

  // Keyboard only: the search is a combobox (arrow down, Enter), then Apt/Suite.
  await page.getByRole('button', { name: 'Add an address' }).focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add an address' });
  const search = add.getByRole('combobox', { name: 'Address' });
  await expect(search).toBeFocused();
  await add.getByRole('button', { name: 'Save address' }).click();
  await expect(add.getByText('Please enter your address')).toBeVisible();
  await search.pressSequentially('75 Wall');
  await expect(add.getByRole('option', { name: /75 Wall St/ })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(add).toContainText('75 Wall St, NY 10005');
  await add.getByLabel('Apt/Suite').fill('5B');
  await noAxeViolations(page);
  await add.getByLabel('Apt/Suite').press('Enter');
  await expect(add).toBeHidden();
  await expect(saved(page).getByRole('listitem')).toHaveText([
    /75 Wall St, 5B, New York, NY 10005/,
  ]);

  // Edit the apt/suite only.
  await saved(page)
    .getByRole('button', { name: 'Edit 75 Wall St, 5B, New York, NY 10005' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await edit.getByLabel('Apt/Suite').fill('Floor 7');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(saved(page).getByRole('listitem')).toHaveText([
    /75 Wall St, Floor 7, New York, NY 10005/,
  ]);

  // Edit: search another address.
  await saved(page)
    .getByRole('button', { name: /^Edit 75 Wall St/ })
    .click();
  await edit.getByRole('link', { name: 'Change' }).click();
  await edit.getByRole('combobox', { name: 'Address' }).fill('136-20 38th');
  await edit.getByRole('option', { name: /136-20 38th Ave/ }).click();
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit).toBeHidden();
  await expect(saved(page).getByRole('listitem')).toHaveText([/^136-20 38th Ave, Floor 7, /]);
  expect(await addressesOf(page)).toHaveLength(1);

  // Delete behind a confirmation; Cancel first keeps it.
  await saved(page)
    .getByRole('button', { name: /^Delete 136-20 38th Ave/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(saved(page).getByRole('listitem')).toHaveCount(1);
  await saved(page)
    .getByRole('button', { name: /^Delete 136-20 38th Ave/ })
    .click();
  await confirm.getByRole('button', { name: 'Delete address' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('You have no saved addresses yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add an address' })).toBeFocused();
  expect(await addressesOf(page)).toEqual([]);
});

test('an address saved in the account is offered for delivery and starts the order', async ({
  page,
}) => {
  await setTime(page, 'burger', NOON_NY);
  await demoCustomer(page, BURGER);
  await accountScreen(page, BURGER, 'addresses');
  await addAddress(page, '75 Wall', /75 Wall St/, 'Suite 9');
  const mine = (await addressesOf(page)).find((a) => a.address2 === 'Suite 9')!;

  await page.goto(`${BURGER}/`);
  await page
    .getByRole('article')
    .filter({ hasText: 'Fulton Street' })
    .getByRole('button', { name: /^Delivery/ })
    .click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: '75 Wall St, Suite 9, New York, NY 10005' }).click();
  await expect(modal).toContainText('75 Wall St, NY 10005');
  await expect(modal).toContainText('Apt/Suite: Suite 9');
  await noViolationsInBothEngines(page);
  await modal.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/101\//);
  const order = await orderOf(page, await storedOrderId(page));
  expect(order).toMatchObject({ store_id: 101, service_type_id: 2, address_id: mine.address_id });
  // Ordering with it did not save a second copy.
  expect((await addressesOf(page)).filter((a) => a.address2 === 'Suite 9')).toHaveLength(1);
});

for (const [name, origin] of [
  ['light (burger)', BURGER],
  ['dark (sushi)', SUSHI],
] as const) {
  test(`axe: Addresses with its dialogs in ${name}, phone width`, async ({ page }) => {
    // IBM Equal Access beside axe once per dialog: in dark.
    const check = origin === SUSHI ? noViolationsInBothEngines : noAxeViolations;
    await page.setViewportSize({ width: 390, height: 844 });
    await demoCustomer(page, origin);
    await accountScreen(page, origin, 'addresses');
    await addAddress(page, '75 Wall', /75 Wall St/, 'Axe 1');
    await noAxeViolations(page);
    await saved(page)
      .getByRole('button', { name: /^Edit 75 Wall St, Axe 1/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit address' })).toBeVisible();
    await check(page);
    await page.keyboard.press('Escape');
    await saved(page)
      .getByRole('button', { name: /^Delete 75 Wall St, Axe 1/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Delete this address?' })).toBeVisible();
    await check(page);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
}
