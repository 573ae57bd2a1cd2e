import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { APP_VERSION } from '../src/lib/app-version.ts';
import { raw as rawRequest } from './fixtures/http.ts';
import { originOf } from './fixtures/server.ts';
import { DEMO_TENANTS } from './fixtures/tenants.ts';
import { openPage } from './fixtures/account.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import { holdRequests } from './fixtures/hold.ts';

const raw = (host: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest(host, path, { headers });

const [first, second] = DEMO_TENANTS;
const { origin } = first!;

test.describe('hosts', () => {
  test('an unknown host gets a clear 404, never another tenant’s page', async ({ page }) => {
    const response = await page.goto(`${originOf('unknown-chain')}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Storefront not found' })).toBeVisible();
    for (const t of DEMO_TENANTS)
      await expect(page.locator('body')).not.toContainText(t.tenant.name);
  });

  test('a tenant cannot reach another tenant’s shell by path', async ({ page }) => {
    const response = await page.goto(`${origin}/t/${second!.tenant.id}/`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(
      new RegExp(first!.branding.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(page.locator('body')).not.toContainText(second!.tenant.name);
  });
});

test.describe('routes', () => {
  test('any other path shows Not found with status 404', async ({ page }) => {
    const response = await page.goto(`${origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(`${origin}/`);
  });

  test('menu and checkout paths take an optional store name', async ({ page }) => {
    const cases: [string, string | RegExp][] = [
      ['/101', /Fulton Street/],
      ['/101/harbor-burger-co-fulton-street', /Fulton Street/],
      ['/101/any-name', /Fulton Street/],
      ['/101/checkout', 'Checkout'],
      ['/101/harbor-burger-co-fulton-street/checkout', 'Checkout'],
    ];
    for (const [path, heading] of cases) {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('a store that does not exist is Not found', async ({ page }) => {
    const response = await page.goto(`${origin}/12/main-street`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('Confirmation hides the header nav and shows the confirmation header', async ({ page }) => {
    await page.goto(`${origin}/confirmation/1001`);
    await expect(page.getByRole('banner')).toContainText('Order confirmation');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.goto(`${origin}/login`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  });
});

test.describe('account guard (docs/product.md §2.1)', () => {
  for (const path of [
    '/account',
    '/account/profile',
    '/account/order-history',
    '/account/favorite-items',
  ]) {
    test(`${path} sends a visitor who is not logged in to Home`, async ({ page }) => {
      await page.goto(`${origin}${path}`);
      await expect(page).toHaveURL(`${origin}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Order ${first!.tenant.name} online`,
      );
    });
  }

  test('a logged-in visitor stays on the account screen', async ({ page }) => {
    // A real sign-in: the loggedIn flag alone, without a customerId, is an expired session
    // (docs/product.md §8).
    await openPage(page, first!.tenant.id);
    await logInWithModal(page, 'demo@example.com', 'Demo1234!');
    await page.goto(`${origin}/account/rewards`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    await expect(page).toHaveURL(`${origin}/account/rewards`);
  });
});

test.describe('app version (docs/product.md §4.10)', () => {
  test('a first visit remembers the version', async ({ page }) => {
    await page.goto(`${origin}/`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('appVersion')))
      .toBe(APP_VERSION);
  });

  test('a different stored version clears local storage and reloads', async ({ page }) => {
    await page.goto(`${origin}/`);
    await page.evaluate(() => {
      localStorage.setItem('appVersion', '1.2.05');
      localStorage.setItem('orderId', '42');
    });
    await page.reload();
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem('appVersion'), localStorage.getItem('orderId')]),
      )
      .toEqual([APP_VERSION, null]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('corrupted storage values never break the page', async ({ page }) => {
    await page.goto(`${origin}/`);
    await page.evaluate(() => {
      localStorage.setItem('appVersion', '{"broken');
      localStorage.setItem('loggedIn', '\u0000not-json');
    });
    await page.goto(`${origin}/account`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('islands hydrated on intent', () => {
  test('a click on Login before the header is live opens the Login modal once it is', async ({
    page,
  }) => {
    // Hold the shell's script until the click has happened.
    const release = await holdRequests(page, /\/_astro\/shell-islands\.[\w-]+\.js$/);
    await page.goto(`${origin}/101`);
    const login = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login' });
    await login.click();
    await expect(page.locator('astro-island[component-export="HeaderNav"]')).toHaveAttribute(
      'ssr',
      '',
    );
    release();
    await expect(page.getByRole('dialog', { name: 'Login To Your Account' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/101');
  });

  /**
   * Signed in as the demo customer, then burger's Menu with the header's script held: the page
   * shows what the server wrote, read with the login. Returns the navigation and the release.
   */
  async function signedInHeaderHeld(page: Page) {
    await page.goto(`${origin}/`);
    await logInWithModal(page, 'demo@example.com', 'Demo1234!');
    const release = await holdRequests(page, /\/_astro\/shell-islands\.[\w-]+\.js$/);
    await page.goto(`${origin}/101`);
    await expect(page.locator('astro-island[component-export="HeaderNav"]')).toHaveAttribute(
      'ssr',
      '',
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    return { nav, release };
  }

  test('a signed-in customer never sees Login while the header becomes live', async ({ page }) => {
    const { nav, release } = await signedInHeaderHeld(page);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();
    // Profile's and LOG OUT's places are kept, unseen: the row does not move when they arrive.
    const held = await nav.boundingBox();
    release();
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
    expect(await nav.boundingBox()).toEqual(held);
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    // Signed out, Login is back at once.
    await nav.getByRole('button', { name: 'LOG OUT' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('on a phone, Profile’s menu button arrives where the header kept its place', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { nav, release } = await signedInHeaderHeld(page);
    const held = await nav.boundingBox();
    release();
    await expect(nav.getByRole('button', { name: 'Profile' })).toBeVisible();
    expect(await nav.boundingBox()).toEqual(held);
    await expect(nav.getByRole('button', { name: 'LOG OUT' })).toHaveCount(0);
  });

  test('a click with a modifier key is left to the browser', async ({ page, context }) => {
    await page.route(/\/_astro\/shell-islands\.[\w-]+\.js$/, () => undefined);
    await page.goto(`${origin}/101`);
    const opened = context.waitForEvent('page');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login' })
      .click({ modifiers: ['ControlOrMeta'] });
    // The new tab exists before it has navigated (its address is about:blank until then).
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname === '/login');
    expect(new URL(tab.url()).origin).toBe(origin);
  });
});

test.describe('default face (Inter)', () => {
  // Chromium reports a family with spaces in quotes.
  const interFaces = (page: Page) =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((f) => f.family.replace(/"/g, '') === 'Inter Variable')
        .map((f) => f.status),
    );

  test('a first visit keeps the fallback face and caches Inter in the background for the next page', async ({
    page,
  }) => {
    await page.goto(`${origin}/`);
    expect(await interFaces(page)).toEqual([]);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('interCached')), { timeout: 10_000 })
      .toMatch(/^\/_astro\/inter-latin-wght-normal\.[\w-]+\.woff2$/);
    expect(await interFaces(page), 'never swapped in on the page that fetched it').toEqual([]);

    await page.goto(`${origin}/login`);
    await expect.poll(() => interFaces(page)).toContain('loaded');
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  });

  test('a chain whose every font is its own never declares Inter', async ({ page }) => {
    const own = DEMO_TENANTS.find((t) =>
      ['regular_font', 'regular_bold_font', 'header_font', 'button_font'].every(
        (k) => t.branding.fonts[k as 'header_font']?.font_url,
      ),
    );
    expect(own, 'a demo tenant that brings all its fonts').toBeDefined();
    await page.goto(`${own!.origin}/`);
    expect(await page.locator('script', { hasText: 'interCached' }).count()).toBe(0);
    expect(await interFaces(page)).toEqual([]);
  });
});

test.describe('delivery', () => {
  test('HTML is compressed and revalidates with its ETag', async () => {
    const host = new URL(origin).host;
    const res = await raw(host, '/', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    // A browser revalidates the representation it holds, asking with the same encodings.
    const again = await raw(host, '/', {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(res.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  test('hashed assets are cached immutably', async ({ page }) => {
    const assets: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/_astro/')) assets.push(r.url());
    });
    await page.goto(`${origin}/`);
    await expect.poll(() => assets.length).toBeGreaterThan(0);
    const res = await raw(`${first!.tenant.id}.localhost`, new URL(assets[0]!).pathname, {
      'accept-encoding': 'gzip',
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('paths outside the build are refused', async () => {
    for (const path of ['/../tenants.json', '/%2e%2e/tenants.json', '/..%2f..%2fpackage.json']) {
      const res = await raw(`${first!.tenant.id}.localhost`, path);
      expect(res.status, path).toBe(404);
      expect(res.body).not.toContain('"hosts"');
    }
  });
});
