// The Menu and the cart together (docs/product.md §2.3 cart icon): add from the item dialog, the
// count, edit a line from the cart through the same dialog, remove it; and the whole way to a paid
// order by keyboard.
import { expect, test } from './fixtures/test.ts';
import { APPROVED } from './fixtures/checkout.ts';
import { arrowTo, tabTo } from './fixtures/keyboard.ts';
import { setTime } from './fixtures/ordering.ts';
import { NOON_NY, originOf, startPickupOrder } from './fixtures/menu.ts';

test('add from the menu, edit the line from the cart, remove it', async ({ page }) => {
  await setTime(page, 'burger', NOON_NY);
  await startPickupOrder(page, 'burger', 'Fulton Street');
  await page
    .getByRole('button', { name: /^Onion Rings/ })
    .first()
    .click();
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
  await page
    .getByRole('complementary', { name: 'Cart' })
    .getByRole('button', { name: 'Remove Onion Rings' })
    .click();
  await expect(page.getByRole('complementary', { name: 'Cart' })).toContainText(
    'Your cart is empty',
  );
  await expect(page.getByRole('button', { name: /^Cart, 0 items/ })).toBeVisible();
});

test('keyboard only: from the store list through the menu, an item and the cart to a paid order', async ({
  page,
}) => {
  // The whole way to Confirmation through the hosted payment page, as checkout.spec.ts's journeys:
  // more than the default 30 s when other runs share the machine.
  test.setTimeout(60_000);
  await setTime(page, 'burger', NOON_NY);
  await page.goto(`${originOf('burger')}/`);
  const store = page
    .getByRole('list', { name: 'All stores' })
    .getByRole('article')
    .filter({ hasText: 'Fulton Street' });
  await tabTo(page, store.getByRole('button', { name: /^Pickup/ }));
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Select order details' });
  await expect(details).toBeVisible();
  await tabTo(page, details.getByRole('button', { name: 'START MY ORDER' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  const discounts = page.getByRole('dialog', { name: 'Discounts for your order' });
  await expect(discounts).toBeVisible();
  await tabTo(page, discounts.getByRole('button', { name: 'CONTINUE' }));
  await page.keyboard.press('Enter');
  await expect(discounts).toBeHidden();

  await tabTo(page, page.getByRole('button', { name: /^Onion Rings/ }).first());
  await page.keyboard.press('Enter');
  const item = page.getByRole('dialog', { name: 'Onion Rings' });
  await expect(item).toBeVisible();
  await tabTo(page, item.getByRole('button', { name: 'Increase quantity' }));
  await page.keyboard.press('Enter');
  await tabTo(page, item.getByRole('button', { name: /^Add to order/ }));
  await page.keyboard.press('Enter');
  await expect(item).toBeHidden();
  await expect(page.getByText('Onion Rings added to your order')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Cart, 2 items' }));
  await page.keyboard.press('Enter');
  const cart = page.getByRole('complementary', { name: 'Cart' });
  await expect(cart).toContainText('Onion Rings');
  await tabTo(page, cart.getByRole('link', { name: 'CHECKOUT' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  const contact = page.getByRole('region', { name: 'Contact' });
  await tabTo(page, contact.getByLabel('First name', { exact: true }));
  for (const value of ['Ann', 'Lee', 'ann.lee@example.com', '2125550199']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await tabTo(page, page.getByRole('group', { name: 'Payment method' }));
  await arrowTo(page, page.getByRole('radio', { name: /^New card/ }));
  await tabTo(page, page.getByRole('button', { name: 'ENTER CARD DETAILS' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Name on card'));
  for (const value of ['Ann Lee', APPROVED, '12/30']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await tabTo(page, page.getByRole('button', { name: /^PLACE ORDER · / }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
