// The Menu and the cart together (SPEC §2.3 cart icon): add from the item dialog, the count, edit a
// line from the cart through the same dialog, remove it.
import { expect, test } from '@playwright/test';
import { setTime } from './fixtures/ordering.ts';
import { NOON_NY, startPickupOrder } from './fixtures/menu.ts';

test('add from the menu, edit the line from the cart, remove it', async ({ page }) => {
  await setTime(page, 'burger', NOON_NY);
  await startPickupOrder(page, 'burger', 'Fulton Street');
  await page.getByRole('button', { name: /^Onion Rings/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Onion Rings' });
  await dialog.getByRole('button', { name: /^Add to order/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Onion Rings added to your order')).toBeVisible();
  const icon = page.getByRole('button', { name: 'Cart, 1 item' });
  await icon.click();
  const cart = page.getByRole('complementary', { name: 'Cart' });
  await expect(cart).toContainText('Onion Rings');
  await cart.getByRole('button', { name: 'Edit Onion Rings' }).click();
  const edit = page.getByRole('dialog', { name: 'Onion Rings' });
  await edit.getByRole('button', { name: 'Increase quantity' }).click();
  await edit.getByRole('button', { name: /^Update item/ }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await page.getByRole('complementary', { name: 'Cart' }).getByRole('button', { name: 'Remove Onion Rings' }).click();
  await expect(page.getByRole('complementary', { name: 'Cart' })).toContainText('Your cart is empty');
  await expect(page.getByRole('button', { name: /^Cart, 0 items/ })).toBeVisible();
});
