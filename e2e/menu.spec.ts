// The Menu screen (docs/product.md §2.1, §7.4) and the item dialog (§7.3 add to cart): content in
// the first HTML (docs/architecture.md §8), category navigation, modifier rules, adding to the
// order, errors (§8), axe.
import { expect, test } from './fixtures/test.ts';
import { axeViolations } from './fixtures/axe.ts';
import { orderOf, setTime, storedOrderId } from './fixtures/ordering.ts';
import { fixture } from './fixtures/http.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import { jsonLd, NOON_NY, originOf, startPickupOrder } from './fixtures/menu.ts';
import { DEMO_TENANTS } from './fixtures/tenants.ts';

const FIRST_STORE: Record<string, number> = { burger: 101, live: 401, sushi: 201, taco: 301 };
const OUT_OF_STOCK: Record<string, string> = {
  burger: 'Garden Veggie Burger',
  live: 'Black Garlic Ramen',
  sushi: 'Soft Shell Crab Roll',
  taco: 'Birria Tacos',
};

for (const { tenant } of DEMO_TENANTS) {
  test.describe(`menu on ${tenant.id}`, () => {
    test.use({ javaScriptEnabled: false });
    test('the first HTML has the store, categories, items and valid schema.org data', async ({
      page,
    }) => {
      const storeId = FIRST_STORE[tenant.id]!;
      const res = await page.goto(`${originOf(tenant.id)}/${storeId}/any-name`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        tenant.id === 'live' ? 'Lumen' : tenant.name.split(' ')[0]!,
      );
      const nav = page.getByRole('navigation', { name: 'Menu categories' });
      await expect(nav.getByRole('link').first()).toHaveAttribute('aria-current', 'true');
      expect(await nav.getByRole('link').count()).toBeGreaterThanOrEqual(4);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
      // Every tenant lists its out-of-stock items (store config include_out_of_stock), marked so.
      const oos = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: OUT_OF_STOCK[tenant.id]!, exact: true }) });
      await expect(oos).toContainText('Out of stock');
      // Auto-added items (utensils) are never listed.
      await expect(page.getByRole('button', { name: /Utensils|Chopsticks/ })).toHaveCount(0);
      const [ld] = await jsonLd(page);
      expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Menu' });
      const sections = ld!.hasMenuSection as Array<{
        '@type': string;
        hasMenuItem: Array<{ '@type': string; offers: { price: string; priceCurrency: string } }>;
      }>;
      expect(sections.length).toBeGreaterThanOrEqual(4);
      expect(sections[0]!.hasMenuItem[0]).toMatchObject({
        '@type': 'MenuItem',
        offers: {
          '@type': 'Offer',
          priceCurrency: 'USD',
          price: expect.stringMatching(/^\d+\.\d{2}$/),
        },
      });
    });
  });
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('an unknown store is the Not found screen with a 404', async ({ page }) => {
    const res = await page.goto(`${originOf('burger')}/999/nowhere`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test('category navigation by keyboard moves focus to the category, and scroll-spy follows', async ({
  page,
}) => {
  await page.goto(`${originOf('burger')}/101/harbor-burger-co-fulton-street`);
  const nav = page.getByRole('navigation', { name: 'Menu categories' });
  // The menu's own island (it hydrates when the page is idle) handles the jump.
  await expect(page.locator('astro-island[component-url*="/MenuView."]:not([ssr])')).toBeAttached();
  await nav.getByRole('link', { name: 'Drinks' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Drinks' })).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'true');
  await expect(nav.locator('[aria-current="true"]')).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(nav.getByRole('link', { name: 'Burgers' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('heading', { level: 2, name: 'Shakes' }).scrollIntoViewIfNeeded();
  await page.evaluate(() =>
    document.getElementById('category-13')!.scrollIntoView({ block: 'start' }),
  );
  await expect(nav.getByRole('link', { name: 'Shakes' })).toHaveAttribute('aria-current', 'true');
});

test('without an order, choosing an item opens the order details first', async ({ page }) => {
  await page.goto(`${originOf('burger')}/101/harbor-burger-co-fulton-street`);
  // The menu's own island (it hydrates when the page is idle) handles the jump.
  await expect(page.locator('astro-island[component-url*="/MenuView."]:not([ssr])')).toBeAttached();
  await page.getByRole('button', { name: 'Fries', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Select order details' })).toBeVisible();
});

test.describe('with an order', () => {
  test('item dialog by keyboard only: nested choice, a rule broken then kept, the line in the order (burger, light)', async ({
    page,
  }) => {
    test.slow();
    await setTime(page, 'burger', NOON_NY);
    await startPickupOrder(page, 'burger', 'Open 24 hours');
    await page.getByRole('button', { name: 'Classic Smash Burger' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Classic Smash Burger' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Single' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Add to order · $10.99' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Radio group: arrow keys move the choice.
    await dialog.getByRole('radio', { name: 'Single' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Double' })).toBeChecked();
    for (const name of ['Bacon', 'Avocado', 'Fried egg', /^Extra cheese/]) {
      await dialog.getByRole('checkbox', { name }).focus();
      await page.keyboard.press('Space');
    }
    // The nested group appears under its option, its default chosen.
    await expect(
      dialog
        .getByRole('group', { name: /Choose a cheese/ })
        .getByRole('radio', { name: 'American' }),
    ).toBeChecked();
    await dialog.getByRole('radio', { name: 'Pepper jack' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: /^Add to order/ }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Choose at most 3')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Bacon' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByText('Choose at most 3')).toBeHidden();
    await dialog.getByRole('button', { name: 'Increase quantity' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Special instructions').focus();
    await page.keyboard.type('No onions');
    // (1099 + 300 + 200 + 150 + 100 + 50) × 2
    const add = dialog.getByRole('button', { name: 'Add to order · $37.98' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('2 × Classic Smash Burger added to your order')).toBeVisible();
    const order = (await orderOf(page, await storedOrderId(page))) as {
      items: Array<Record<string, unknown>>;
    };
    // The auto-added utensils line comes with the order; the guest's line is the other one.
    expect(order.items.filter((i) => !i.auto)).toEqual([
      expect.objectContaining({
        menu_item_id: 1001,
        quantity: 2,
        note: 'No onions',
        unit_price_cents: 1899,
        options: [
          expect.objectContaining({ option_id: 1002 }),
          expect.objectContaining({ option_id: 1004 }),
          expect.objectContaining({ option_id: 1005 }),
          expect.objectContaining({ option_id: 1010 }),
          expect.objectContaining({ option_id: 1009 }),
        ],
      }),
    ]);
    // Out of stock: listed, not addable.
    const veggie = page.getByRole('button', { name: 'Garden Veggie Burger' });
    await expect(veggie).toHaveAttribute('aria-disabled', 'true');
    await veggie.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A shared item link opens that item.
    await page.goto(`${originOf('burger')}/101/harbor-burger-co-fulton-street?item=1011`);
    await expect(page.getByRole('dialog', { name: 'Fries' })).toBeVisible();
    // Another store's menu: its service and time come first.
    await page.goto(`${originOf('burger')}/102/harbor-burger-co-williamsburg`);
    await page.getByRole('button', { name: 'Onion Rings' }).click();
    await expect(page.getByRole('dialog', { name: 'Select order details' })).toBeVisible();
  });

  test('a failed add keeps every choice and shows the error; sushi (dark) passes axe', async ({
    page,
  }) => {
    await setTime(page, 'sushi', NOON_NY);
    await startPickupOrder(page, 'sushi', 'Open 24 hours');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'California Roll' }).click();
    const dialog = page.getByRole('dialog', { name: 'California Roll' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Sora Sushi hides the item note (display_options.hide_item_note).
    await expect(dialog.getByLabel('Special instructions')).toHaveCount(0);
    await dialog.getByRole('checkbox').first().check();
    await page.route('**/api/proxy', (route) => {
      const call = route.request().postDataJSON() as { path: string };
      return /\/items$/.test(call.path)
        ? route.fulfill({
            status: 409,
            json: { data: { error: 'California Roll is out of stock' } },
          })
        : route.continue();
    });
    await dialog.getByRole('button', { name: /^Add to order/ }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('checkbox').first()).toBeChecked();
  });
});

test('a menu that cannot be fetched says so and offers Try again', async ({ page }) => {
  await fixture('live', 'POST', '/faults', { path: '/stores/403/menus', status: 503 });
  await page.goto(`${originOf('live')}/403/hand-pulled`);
  await expect(page.getByText('Something went wrong. Please try again later')).toBeVisible();
  await fixture('live', 'DELETE', '/faults');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lumen');
});

test('a logged-in customer keeps an item as a favourite from its dialog (taco)', async ({
  page,
}) => {
  await setTime(page, 'taco', NOON_NY);
  await page.goto(`${originOf('taco')}/`);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  await startPickupOrder(page, 'taco', 'Open 24 hours');
  await page.getByRole('button', { name: 'Elote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Elote' });
  const favourite = dialog.getByRole('button', { name: /Favou?rite/ });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  const ids = await page.evaluate(async () => {
    const customerId = localStorage.getItem('customerId');
    const res = await fetch('/api/proxy', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-storefront': '1' },
      body: JSON.stringify({
        method: 'GET',
        path: `/customers/${customerId}/favorite-items`,
        payload: {},
      }),
    });
    return (
      (await res.json()) as { data: { items: Array<{ menu_item_id: number }> } }
    ).data.items.map((i) => i.menu_item_id);
  });
  expect(ids).toContain(3023);
  await dialog.getByRole('button', { name: 'Add to order · $5.49' }).click();
  await expect(dialog).toBeHidden();
});
