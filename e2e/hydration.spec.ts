// The islands' first render in the browser matches the server's HTML (React would otherwise throw
// error #418 and keep a mismatched attribute as the server wrote it), also where the browser holds
// an order, a cart and a session the server cannot know.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { NOON_NY, originOf, startPickupOrder } from './fixtures/menu.ts';
import { setTime } from './fixtures/ordering.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import { headerInteractive } from './fixtures/tenants.ts';

const PAGES = ['/', '/content-hub', '/checkin', '/password_reset', '/order-quote', '/login'];

/** Loads `path` and returns the page errors and console errors it raised once it settled. */
async function errorsOn(page: Page, url: string): Promise<string[]> {
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(e.message);
  const onConsole = (m: import('@playwright/test').ConsoleMessage) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  await page.goto(url);
  // Every island hydrates at once or when the browser is idle.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
  page.off('pageerror', onError);
  page.off('console', onConsole);
  return errors;
}

for (const tenant of ['burger', 'sushi']) {
  test(`no hydration or console errors with an order in the browser (${tenant})`, async ({
    page,
  }) => {
    await setTime(page, tenant, NOON_NY);
    await startPickupOrder(page, tenant, 'Open 24 hours');
    const menu = page.url();
    expect(await errorsOn(page, menu), menu).toEqual([]);
    for (const path of PAGES) {
      const url = `${originOf(tenant)}${path}`;
      expect(await errorsOn(page, url), url).toEqual([]);
    }
  });
}

test('no hydration or console errors on the account pages of a signed-in customer', async ({
  page,
}) => {
  await page.goto(`${originOf('taco')}/`);
  await headerInteractive(page);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  for (const path of [
    '/account',
    '/account/profile',
    '/account/addresses',
    '/account/order-history',
    '/account/rewards',
    '/account/favorite-items',
  ]) {
    const url = `${originOf('taco')}${path}`;
    expect(await errorsOn(page, url), url).toEqual([]);
  }
});

test('an account screen whose customer arrives before it hydrates still matches the server', async ({
  page,
}) => {
  await page.goto(`${originOf('burger')}/`);
  await headerInteractive(page);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  for (const [path, island] of [
    ['/account', 'Hub'],
    ['/account/profile', 'Profile'],
  ] as const) {
    // As on a slow connection: the screen's code arrives after start-up has fetched the customer.
    const customer = page.waitForResponse(
      (r) => r.url().endsWith('/api/proxy') && !!r.request().postData()?.includes('/customers/me'),
    );
    await page.route(`**/_astro/${island}.*.js`, async (route) => {
      await customer;
      await route.continue();
    });
    const url = `${originOf('burger')}${path}`;
    expect(await errorsOn(page, url), url).toEqual([]);
    // And the customer is shown once hydrated, not left behind the skeleton.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  }
});
