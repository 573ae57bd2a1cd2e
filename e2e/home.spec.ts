// Home's store locator (docs/product.md §2.1 "store locator and store/service selection", §7.5,
// §7.8): stores in the first HTML, search by address or ZIP, favourite stores, on every demo
// tenant.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import { holdRequests } from './fixtures/hold.ts';
import { originOf } from './fixtures/server.ts';
import { brandingReady, DEMO_TENANTS } from './fixtures/tenants.ts';

const seedStores = (id: string) =>
  (
    JSON.parse(readFileSync(path.resolve('tenants', `${id}.sandbox.json`), 'utf8')) as {
      stores: { name: string; subtitle?: string; address1: string; temporarily_closed?: boolean }[];
    }
  ).stores;

for (const { tenant, origin, branding } of DEMO_TENANTS) {
  test.describe(`Home on ${tenant.id}`, () => {
    test('the store list is in the first HTML, before any script runs', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      const list = page.getByRole('list', { name: 'All stores' });
      for (const store of seedStores(tenant.id)) {
        const card = list.getByRole('article').filter({ hasText: store.subtitle ?? store.name });
        await expect(card).toHaveCount(1);
        if (branding.display_options.hide_store_address)
          await expect(card).not.toContainText(store.address1);
        else await expect(card).toContainText(store.address1);
        if (store.temporarily_closed) await expect(card).toContainText('Temporarily closed');
        if (store.temporarily_closed) await expect(card).not.toContainText(/Open now|Today:/);
        else await expect(card).toContainText(/Open now|Closed/);
      }
      await context.close();
    });

    test('stores show state, hours and services; no axe violations', async ({ page }) => {
      await page.goto(`${origin}/`);
      await brandingReady(page);
      const list = page.getByRole('list', { name: 'All stores' });
      await expect(list.getByRole('article')).toHaveCount(4);
      await expect(
        list
          .getByRole('article')
          .first()
          .getByRole('list', { name: 'Services offered' })
          .getByRole('button', { name: /^Pickup/ }),
      ).toBeVisible();
      await expect(list.getByText(/^Today: |Closed today/).first()).toBeVisible();
      await noAxeViolations(page);
    });
  });
}

test('search by address lists the stores nearest first, with distances; Clear search restores the list', async ({
  page,
}) => {
  await page.goto(`${originOf('burger')}/`);
  const search = page.getByRole('combobox', { name: 'Find a store near you' });
  await search.fill('200 Water');
  await expect(page.getByRole('option', { name: /200 Water St/ })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /stores near/ })).toContainText(
    'nearest first',
  );
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('article');
  await expect(results.first()).toContainText('Fulton Street');
  await expect(results.first()).toContainText(/mi/);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('list', { name: 'All stores' }).getByRole('article')).toHaveCount(4);
});

test('search by ZIP code', async ({ page }) => {
  await page.goto(`${originOf('burger')}/`);
  await page.getByRole('combobox', { name: 'Find a store near you' }).fill('10038');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toContainText(
    "1 store matches '10038'",
  );
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article')).toHaveCount(
    1,
  );
});

test('signing in on Home: the list waits for the favourite stores, so none jumps out of it', async ({
  page,
}) => {
  // The demo customer's favourite is Fulton Street; their favourites' call is held back.
  const release = await holdRequests(page, '**/api/proxy', (request) =>
    (request.postData() ?? '').includes('/favorite-stores'),
  );
  await page.goto(`${originOf('burger')}/`);
  const all = page.getByRole('list', { name: 'All stores' });
  await expect(all.getByRole('article').filter({ hasText: 'Fulton Street' })).toHaveCount(1);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  // The list is laid out but not shown while the page is marked so (it shows after 4 s regardless,
  // a time this test does not race: the mark is what it checks).
  await expect(page.locator('html')).toHaveAttribute('data-favorites-pending', '');
  release();
  const favourites = page.getByRole('region', { name: 'Your favorite stores' });
  await expect(favourites.getByRole('article').filter({ hasText: 'Fulton Street' })).toHaveCount(1);
  await expect(all).toBeVisible();
  await expect(all.getByRole('article').filter({ hasText: 'Fulton Street' })).toHaveCount(0);
});

test('a logged-in customer keeps favourite stores', async ({ page }) => {
  await page.goto(`${originOf('taco')}/`);
  await logInWithModal(page, 'unverified@example.com', 'Demo1234!');
  const favourites = page.getByRole('region', { name: 'Your favorite stores' });
  await expect(favourites).toContainText('Press Favorite on a store to keep it here.');
  const all = page.getByRole('list', { name: 'All stores' });
  await all.getByRole('button', { name: /^Favorite .*Next to Dolores Park/ }).click();
  // The store moves up to the favourites (listed once), its toggle keeping the focus.
  const toggle = favourites.getByRole('button', { name: /^Favorite .*Next to Dolores Park/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toBeFocused();
  await expect(favourites.getByRole('article')).toHaveCount(1);
  await expect(all.getByRole('article').filter({ hasText: 'Next to Dolores Park' })).toHaveCount(0);
  await page.reload();
  await expect(favourites.getByRole('article')).toHaveCount(1);
  await toggle.click();
  await expect(favourites.getByRole('article')).toHaveCount(0);
  await expect(all.getByRole('article').filter({ hasText: 'Next to Dolores Park' })).toHaveCount(1);
});

test('a service chosen before the page is interactive still opens the order details', async ({
  page,
}) => {
  // What the card's form submits when clicked before hydration.
  await page.goto(`${originOf('burger')}/?store=102&service=1`);
  await expect(page.getByRole('dialog', { name: 'Select order details' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  await expect(page).toHaveURL(`${originOf('burger')}/`);
});

test('an address typed before the page is interactive gets its suggestions once it is', async ({
  page,
}) => {
  // Hold the locator's script until the guest has typed.
  const release = await holdRequests(page, /\/_astro\/StoreLocator\.[\w-]+\.js$/);
  await page.goto(`${originOf('burger')}/`);
  const search = page.getByRole('combobox', { name: 'Find a store near you' });
  await search.fill('200 Water');
  const searchButton = page.getByRole('button', { name: 'Search', exact: true });
  const before = await searchButton.boundingBox();
  release();
  await expect(page.getByRole('option', { name: /200 Water St/ })).toBeVisible();
  await expect(search).toHaveValue('200 Water');
  // Search stays where the guest was about to press it: "Clear search" waits for a search.
  expect(await searchButton.boundingBox()).toEqual(before);
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
});

test('Search looks for what the field shows, even text the page has not taken in yet', async ({
  page,
}) => {
  // Text typed before hydration is taken in by an effect after it: Search pressed between the two
  // must still search for it. The field is given its text without an input event, as it is then.
  await page.goto(`${originOf('burger')}/`);
  const form = page.getByRole('search', { name: 'Find a store' });
  // React's own key on the form: its handlers are attached. (The island's `ssr` attribute goes as
  // hydration starts, which can be before they are.)
  await expect
    .poll(() => form.evaluate((f) => Object.keys(f).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true);
  const search = page.getByRole('combobox', { name: 'Find a store near you' });
  await search.evaluate((input: HTMLInputElement) => (input.value = '10038'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toContainText(
    "1 store matches '10038'",
  );
  await expect(search).toHaveValue('10038');
});

test('an address typed while the chain configuration is still loading gets its suggestions', async ({
  page,
}) => {
  // The configuration names the address provider, so the search is rebuilt when it arrives: the
  // query typed before then must carry over to the new search.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const configurationRequested = new Promise<void>((resolve) => (held = resolve));
  await page.route('**/api/proxy', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('"/stores/configuration"')) {
      held();
      await released;
    }
    await route.continue();
  });
  await page.goto(`${originOf('burger')}/`);
  await configurationRequested;
  const search = page.getByRole('combobox', { name: 'Find a store near you' });
  await search.fill('200 Water');
  release();
  await expect(page.getByRole('option', { name: /200 Water St/ })).toBeVisible();
});

test('a search sent before the page is interactive (/?q=) runs once it is', async ({ page }) => {
  await page.goto(`${originOf('burger')}/?q=10038`);
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toContainText(
    "1 store matches '10038'",
  );
  await expect(page.getByRole('combobox', { name: 'Find a store near you' })).toHaveValue('10038');
  await expect(page).toHaveURL(`${originOf('burger')}/`);
});
