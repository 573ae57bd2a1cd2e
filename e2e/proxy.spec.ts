import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { fixture } from './fixtures/http.ts';
import { answerCall } from './fixtures/proxy.ts';
import { DEMO_TENANTS } from './fixtures/tenants.ts';

const { origin } = DEMO_TENANTS.find((t) => t.tenant.id === 'burger')!;

/** Calls the proxy from the page, exactly as the islands do. */
function proxy(page: Page, method: string, path: string, payload: unknown = {}) {
  return page.evaluate(
    async ([m, p, body]) => {
      const res = await fetch('/api/proxy', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-storefront': '1' },
        body: JSON.stringify({ method: m, path: p, payload: body }),
      });
      return { status: res.status, body: await res.json() };
    },
    [method, path, payload] as const,
  );
}

test.describe('the proxy from the browser', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${origin}/`);
  });

  test('the fixture reset answers with the default seed', async () => {
    const res = await fixture('live', 'POST', '/reset');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, seed: 'default' });
  });

  test('a logged-in session is kept where no script can read it', async ({ page, context }) => {
    const login = await proxy(page, 'POST', '/customers/login', {
      username: 'demo@example.com',
      password: 'Demo1234!',
    });
    expect(login.status).toBe(200);
    expect(login.body.data.customer_id).toEqual(expect.any(Number));
    expect(JSON.stringify(login.body)).not.toContain('auth_cookie');

    const me = await proxy(page, 'GET', '/customers/me');
    expect(me.status).toBe(200);
    expect(me.body.data.customer.email).toBe('demo@example.com');

    const visible = await page.evaluate(() => ({
      cookie: document.cookie,
      storage: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    for (const secret of ['__ac', 'ROUTE_ID', 'session=', 'sf_session', 'sf_quote', 'Basic ']) {
      expect(visible.cookie).not.toContain(secret);
      expect(visible.storage).not.toContain(secret);
      expect(visible.session).not.toContain(secret);
    }
    // The proxy's sealed session, and the same for Order quote's page, which the server renders
    // with it: each sent only to its own path, and neither readable by the page.
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name).sort()).toEqual(['sf_quote', 'sf_session']);
    expect(cookies.find((c) => c.name === 'sf_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/',
    });
    expect(cookies.find((c) => c.name === 'sf_quote')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/order-quote',
    });

    const logout = await proxy(page, 'POST', '/customers/logout');
    expect(logout.body.data.ok).toBe('Logged out');
    expect(await context.cookies()).toEqual([]);
    expect((await proxy(page, 'GET', '/customers/me')).status).toBe(401);
  });

  test('hostile requests get clear 4xx answers', async ({ page }) => {
    for (const [path, code] of [
      ['http://169.254.169.254/latest', 'absolute_url'],
      ['/stores/../customers/me', 'dot_segment'],
      ['/admin', 'unknown_call'],
    ]) {
      const res = await proxy(page, 'GET', path!);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.body.error.code).toBe(code);
    }
  });

  test('every store call answers through the proxy', async ({ page }) => {
    const stores = await proxy(page, 'GET', '/stores', { service_schedule: true });
    expect(stores.status).toBe(200);
    const first = stores.body.data.stores[0];
    const one = await proxy(page, 'GET', `/stores/${first.store_id}`, { service_schedule: true });
    expect(one.body.data.store.store_id).toBe(first.store_id);
    const config = await proxy(page, 'GET', '/stores/configuration');
    expect(config.body.data.chain_name).toBeTruthy();
  });
});

test.describe('live theme-config (docs/product.md §2.12, §4.11)', () => {
  // The `live` demo tenant has no build-time branding.
  const live = DEMO_TENANTS.find((t) => !t.buildBranding);

  test('shows the loader until the theme-config arrives, then the chain’s branding', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/proxy', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${live!.origin}/`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeHidden();
    await expect(page).toHaveTitle(live!.branding.title);
    await expect(page.getByRole('link', { name: 'Start your order' })).toHaveCSS(
      'background-color',
      /rgb/,
    );
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--sf-color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe(live!.branding.primary_color.toLowerCase());
  });

  test('falls back to the default branding when the theme-config fails', async ({ page }) => {
    await answerCall(page, () => true, 500, { error: 'boom' });
    await page.goto(`${live!.origin}/`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeHidden();
    await expect(page).toHaveTitle('Online Order');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--sf-color-primary').trim(),
    );
    expect(primary).toBe('#000000');
  });
});

test('the fixture API is there on every tenant host', async () => {
  for (const { tenant } of DEMO_TENANTS) {
    const res = await fixture(tenant.id, 'GET', '/outbox');
    expect(res.status, tenant.id).toBe(200);
    expect(Array.isArray(JSON.parse(res.body))).toBe(true);
  }
});
