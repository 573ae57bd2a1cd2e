// Phones first (docs/architecture.md §8): at 390 × 844 the header is at most 64 px tall and sticky,
// the cart is in reach (the cart bar), and every sheet's main action is in view when it opens; at
// 1366 px the header keeps its place and the bar stays away. Every demo tenant, light and dark
// (sushi). Signed in, Home and the account screens do not shift while their data arrives
// (CLS ≤ 0.02), on a phone and a desktop, nor when the browser paints a page parsed in part.
import { readFileSync } from 'node:fs';
import nodePath from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { axeViolations } from './fixtures/axe.ts';
import { NOON_NY, startPickupOrder } from './fixtures/menu.ts';
import { setTime } from './fixtures/ordering.ts';
import { brandingReady, DEMO_TENANTS, headerInteractive } from './fixtures/tenants.ts';
import { originOf } from './fixtures/server.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import { raw } from './fixtures/http.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The first item of the tenant's seeded menu (it has options with defaults, and an image). */
const firstItem = (id: string) =>
  (
    JSON.parse(readFileSync(nodePath.resolve('tenants', `${id}.sandbox.json`), 'utf8')) as {
      menus: { categories: { items: { name: string }[] }[] }[];
    }
  ).menus[0]!.categories[0]!.items[0]!.name;

/** Page errors and console errors, from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

async function heightOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => el.getBoundingClientRect().height);
}

/** Adds the Menu's first item from its dialog, whose action is in view as it opens. */
async function addFirstItem(page: Page, id: string): Promise<void> {
  const name = firstItem(id);
  await page.getByRole('button', { name, exact: true }).first().click();
  const item = page.getByRole('dialog', { name });
  const add = item.getByRole('button', { name: /^Add to order/ });
  await expect(add).toBeInViewport({ ratio: 1 });
  await add.click();
  await expect(item).toBeHidden();
}

/** Starts an order at the tenant's first store and adds its first item from the item dialog. */
async function orderWithAnItem(page: Page, id: string): Promise<void> {
  await setTime(page, id, NOON_NY);
  await startPickupOrder(page, id, 'Open 24 hours');
  await brandingReady(page);
  await addFirstItem(page, id);
}

/**
 * Every layout shift of each load, summed in `window.cls` as Lighthouse's CLS adds them (shifts right
 * after input aside), and each written to `window.shifts` with the elements it moved, so a failure
 * names its cause.
 */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number; shifts: string[] };
    w.cls = 0;
    w.shifts = [];
    interface Shift {
      value: number;
      hadRecentInput: boolean;
      startTime: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `<${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}> "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : `text "${(node?.textContent ?? '').trim().slice(0, 40)}"`;
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Shift[]) {
        if (e.hadRecentInput) continue;
        w.cls += e.value;
        const moved = e.sources.map(
          (s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        );
        w.shifts.push(
          `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** This load's CLS is at most 0.02; a failure lists each shift and what it moved. */
async function expectSteady(page: Page, what: string): Promise<void> {
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { cls: number; shifts: string[] };
    return { cls: w.cls, shifts: w.shifts };
  });
  expect(cls, `${what}, shifts:\n${shifts.join('\n')}`).toBeLessThanOrEqual(0.02);
}

test('phones: a short sticky header, the cart bar, sheets with their action in view', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  await watchLayoutShift(page);
  const errors = watchErrors(page);
  for (const { tenant, branding } of DEMO_TENANTS) {
    await test.step(tenant.id, async () => {
      await setTime(page, tenant.id, NOON_NY);
      await startPickupOrder(page, tenant.id, 'Open 24 hours');
      await brandingReady(page);
      const header = page.getByRole('banner');
      // The summary on one line: a link whose name carries all of docs/product.md §2.3's summary.
      const chip = header.getByRole('button', { name: /PICKUP FROM:.*CHANGE$/ });
      await expect(chip).toBeVisible();
      await expect(chip).toHaveAccessibleName(/^Today \(11\/23\) @ ASAP/);
      if (branding.display_options.hide_store_address) {
        await expect(chip).not.toHaveAccessibleName(/FROM: Open 24 hours/);
        await expect(chip).toHaveAccessibleName(/FROM: \S.* · Open 24 hours/);
      }
      expect(await heightOf(header), tenant.id).toBeLessThanOrEqual(64);
      await expect(page.getByRole('button', { name: /^View cart/ })).toHaveCount(0);
      await addFirstItem(page, tenant.id);

      // Loaded with items in the cart, the bar comes after hydration: nothing painted moves for it
      // (the consent banner, where the chain asks, stays at the bottom with the bar above it).
      await page.reload();
      await expect(page.getByRole('button', { name: /^View cart/ })).toBeVisible();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      if (await page.locator('#sf-consent').count())
        await expect(page.getByRole('region', { name: 'Marketing cookies' })).toBeVisible();
      await expectSteady(page, `${tenant.id} Menu with a cart`);

      // Scrolled to the end of the Menu: the header is still at the top, the bar in reach, and
      // the page ends above the bar.
      const bar = page.getByRole('button', { name: /^View cart · 1 item · \$\d+\.\d\d$/ });
      await expect(bar).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeInViewport({ ratio: 1 });
      expect((await header.boundingBox())?.y).toBe(0);
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);

      await bar.click();
      const cart = page.getByRole('dialog', { name: 'Cart' });
      await expect(cart.getByRole('link', { name: 'CHECKOUT' })).toBeInViewport({ ratio: 1 });
      expect((await axeViolations(page)).map((v) => `${tenant.id} ${v}`)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(cart).toBeHidden();
      await expect(bar).toBeFocused();

      await chip.click();
      const details = page.getByRole('dialog', { name: 'Select order details' });
      await expect(details.getByRole('button', { name: 'UPDATE' })).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      // CHECKOUT from the cart's sheet: Checkout opens without the cart over it.
      await bar.click();
      await cart.getByRole('link', { name: 'CHECKOUT' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      const disclosure = page.getByRole('button', { name: /^Show order summary · \$\d+\.\d\d$/ });
      await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
      // Drawn in one piece once the order, payment choices and discounts are known: no shift.
      await expect(page.getByRole('button', { name: /^PLACE ORDER · / })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Discounts' })).toBeVisible();
      await expectSteady(page, `${tenant.id} Checkout`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Items' })).toBeHidden();
      await disclosure.click();
      await expect(page.getByRole('button', { name: /^Hide order summary/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByRole('list', { name: 'Items' })).toContainText(firstItem(tenant.id));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await heightOf(header), tenant.id).toBeLessThanOrEqual(64);
    });
  }
  expect(errors).toEqual([]);
});

test('1366 px: the header, no cart bar, the logo at its own aspect ratio', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const errors = watchErrors(page);
  for (const { tenant, buildBranding } of DEMO_TENANTS) {
    await test.step(tenant.id, async () => {
      await orderWithAnItem(page, tenant.id);
      await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /^View cart/ })).toBeHidden();
      const header = page.getByRole('banner');
      const change = header.getByRole('button', { name: 'CHANGE', exact: true });
      await expect(change).toBeVisible();
      await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
      const cart = page.getByRole('complementary', { name: 'Cart' });
      await expect(cart.getByRole('link', { name: 'CHECKOUT' })).toBeInViewport({ ratio: 1 });
      await cart.getByRole('button', { name: 'Close cart' }).click();
      await change.click();
      const details = page.getByRole('dialog', { name: 'Select order details' });
      await expect(details.getByRole('button', { name: 'UPDATE' })).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
      if (buildBranding) {
        // The attributes reserve the file's own shape (its viewBox), so nothing moves on load.
        const svg = readFileSync(nodePath.resolve('public/t', tenant.id, 'logo.svg'), 'utf8');
        const [, , w, h] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(/\s+/).map(Number);
        const logo = header.getByRole('link', { name: tenant.name }).getByRole('img');
        const width = Number(await logo.getAttribute('width'));
        const height = Number(await logo.getAttribute('height'));
        expect(Math.abs(width / height - w! / h!), tenant.id).toBeLessThan(0.05);
      }
    });
  }
  expect(errors).toEqual([]);
});

const ACCOUNT_PATHS = [
  '/account',
  '/account/profile',
  '/account/addresses',
  '/account/order-history',
  '/account/rewards',
  '/account/favorite-items',
  '/account/manage-cards',
  '/account/gift-cards',
  '/account/external-links',
];

/** Signed in as the demo customer on burger, with layout shifts and errors watched from now on. */
async function signedInOnBurger(page: Page): Promise<{ origin: string; errors: string[] }> {
  const origin = originOf('burger');
  await page.goto(`${origin}/`);
  await headerInteractive(page);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  await watchLayoutShift(page);
  return { origin, errors: watchErrors(page) };
}

test("painted mid-parse, the consent banner and Home's hero box wait for their last line", async ({
  page,
}) => {
  // A busy or slow phone's parser yields, and the browser may paint what it has parsed so far: a
  // banner fixed to the bottom, or a box centred on its own height, would then grow and move. Each
  // page here ends where such a pause could fall: right after the banner's or the hero's heading.
  await page.setViewportSize(PHONE);
  const origin = originOf('burger');
  const { body: html } = await raw(new URL(origin).host, '/');
  const cutAfter = async (marker: string) => {
    const cut = html.indexOf('</h', html.indexOf(marker));
    expect(cut).toBeGreaterThan(html.indexOf(marker));
    await page.route(`${origin}/`, (route) =>
      route.fulfill({ contentType: 'text/html', body: html.slice(0, cut) }),
    );
    await page.goto(`${origin}/`);
    await page.unroute(`${origin}/`);
  };
  await cutAfter('id="sf-consent"');
  await expect(page.locator('html')).toHaveAttribute('data-consent-ask', '');
  await expect(page.locator('#sf-consent h2')).toHaveCount(1);
  await expect(page.locator('#sf-consent')).toHaveCSS('display', 'none');

  await cutAfter('id="home-title"');
  await expect(page.locator('#home-title')).toHaveCount(1);
  await expect(page.locator('#home-title')).toHaveCSS('visibility', 'hidden');

  // The whole page shows both.
  await page.goto(`${origin}/`);
  await expect(page.getByRole('region', { name: 'Marketing cookies' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('signed in, Home does not shift as the favourite stores arrive, at 390 and 1366 px', async ({
  page,
}) => {
  const { origin, errors } = await signedInOnBurger(page);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { name: 'Your favorite stores' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'All stores' })).toBeVisible();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Marketing cookies' })).toBeVisible();
    await expectSteady(page, `Home signed in at ${size.width} px`);
  }
  expect(errors).toEqual([]);
});

test('the account screens do not shift while they load, at 390 and 1366 px', async ({ page }) => {
  test.setTimeout(120_000);
  const { origin, errors } = await signedInOnBurger(page);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    for (const path of ACCOUNT_PATHS) {
      await page.goto(`${origin}${path}`);
      // Settled: the navigation's entries, the screen's data (no skeleton left) and the consent
      // banner, whose spacer comes last, are all shown.
      await expect(
        page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }),
      ).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Marketing cookies' })).toBeVisible();
      await expectSteady(page, `${path} at ${size.width} px`);
    }
  }
  expect(errors).toEqual([]);
});

test('signed in, an Order quote drawn by the server does not shift as the page hydrates, at 390 and 1366 px', async ({
  page,
}) => {
  const { origin, errors } = await signedInOnBurger(page);
  // The demo customer's newest past order, asked of the proxy as the page would.
  const orderId = await page.evaluate(async () => {
    const get = async (path: string) =>
      (
        await fetch('/api/proxy', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-storefront': '1' },
          body: JSON.stringify({ method: 'GET', path, payload: {} }),
        })
      ).json() as Promise<{ data: Record<string, unknown> }>;
    const me = (await get('/customers/me')).data.customer as { customer_id: number };
    const history = (await get(`/customers/${me.customer_id}/orders`)).data.orders as {
      order_id: number;
    }[];
    return history[0]!.order_id;
  });
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const served = page.waitForResponse((r) => new URL(r.url()).pathname === '/order-quote');
    await page.goto(`${origin}/order-quote?order=${orderId}`);
    expect(await (await served).text()).toContain(`Quote for order #${orderId}`);
    await expect(page.getByRole('article', { name: `Quote for order #${orderId}` })).toBeVisible();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Marketing cookies' })).toBeVisible();
    await expectSteady(page, `Order quote signed in at ${size.width} px`);
  }
  expect(errors).toEqual([]);
});

test('phones: the "added to your order" toast leaves the header and its cart button in reach', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await setTime(page, 'burger', NOON_NY);
  await startPickupOrder(page, 'burger', 'Open 24 hours');
  await headerInteractive(page);
  await page
    .getByRole('button', { name: /^Onion Rings/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Onion Rings' })
    .getByRole('button', { name: /^Add to order/ })
    .click();
  const toast = page.getByText(/Onion Rings added to your order/);
  await expect(toast).toBeVisible();
  // While the toast shows: it starts below the sticky header, and a tap on the cart reaches it.
  const header = (await page.getByRole('banner').boundingBox())!;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  const cart = page.getByRole('button', { name: 'Cart, 1 item' });
  const reached = await cart.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(reached).toBe(true);
  await expect(toast).toBeVisible();
});

/** The first store of the tenant's seeded data, for its Menu. */
const firstStore = (id: string) =>
  (
    JSON.parse(readFileSync(nodePath.resolve('tenants', `${id}.sandbox.json`), 'utf8')) as {
      stores: { store_id: number }[];
    }
  ).stores[0]!.store_id;

test('Menu, Order quote, Check in and Password reset do not shift while they load, every tenant, at 390 and 1366 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await watchLayoutShift(page);
  const errors = watchErrors(page);
  for (const { tenant } of DEMO_TENANTS) {
    const origin = originOf(tenant.id);
    const pages = {
      Menu: `/${firstStore(tenant.id)}`,
      'Order quote': '/order-quote',
      'Check in': '/checkin',
      'Reset your password': '/password_reset',
    };
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      for (const [title, path] of Object.entries(pages)) {
        await page.goto(`${origin}${path}`);
        // Settled: the screen's heading, its data (no skeleton left), every island hydrated and,
        // where the tenant asks for consent, the banner with its spacer.
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (title !== 'Menu')
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
        await brandingReady(page);
        if (await page.locator('#sf-consent').count())
          await expect(page.getByRole('region', { name: 'Marketing cookies' })).toBeVisible();
        await expectSteady(page, `${tenant.id} ${title} at ${size.width} px`);
      }
    }
  }
  expect(errors).toEqual([]);
});
