import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { postSandboxFixture } from '../bench-harness.ts';
import { shotName, WIDTHS, type Mode, type PageName } from './args.ts';

// Monday 23 November 2026, 12:00 in New York: every demo chain's first store is open.
const NOON_NY = '2026-11-23T17:00:00Z';
const STEP_MS = 15_000;
const DISCOUNTS_MS = 3_000;

export interface TenantShots {
  count: number;
  mode: Mode;
  /** Pages that could not be reached, with why. */
  missing: string[];
}

/** Sets the sandbox's clock through its fixture API, and the page's to the same instant. */
async function setSandboxClock(page: Page, origin: string): Promise<void> {
  const status = await postSandboxFixture(origin, '/__sandbox/clock', { now: NOON_NY });
  if (status !== 200) throw new Error(`the sandbox clock could not be set (HTTP ${status})`);
  await page.clock.install({ time: new Date(NOON_NY) });
}

/** A guest's pickup order at the first store that takes one; lands on its Menu. */
async function startOrder(page: Page): Promise<void> {
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Pickup/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Select order details' })).toBeVisible();
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  // A new guest's first order offers its automatic discounts first (docs/product.md §4.6).
  const discounts = page.getByRole('dialog', { name: 'Discounts for your order' });
  // It opens once the order's discounts are known, or never when there are none.
  const offered = await discounts
    .waitFor({ state: 'visible', timeout: DISCOUNTS_MS })
    .then(() => true)
    .catch(() => false);
  if (offered) {
    await discounts.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(discounts).toBeHidden();
  }
}

/** Every page at one width; stops at the first step that fails and says which. */
async function shootWidth(
  browser: Browser,
  origin: string,
  dir: string,
  width: number,
): Promise<{ count: number; mode: Mode; missing?: string }> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  expect.configure({ timeout: STEP_MS });
  let count = 0;
  let mode: Mode = 'light';
  let step: PageName = 'home';
  const shot = async (name: PageName) => {
    // A full-page picture shows what lies below the fold, so lazy images must load first.
    await page.evaluate(async () => {
      const images = [...document.images];
      for (const img of images) img.loading = 'eager';
      await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    });
    await page.screenshot({ path: path.join(dir, shotName(name, width, mode)), fullPage: true });
    count++;
  };
  try {
    await setSandboxClock(page, origin);
    await page.goto(`${origin}/`);
    // A tenant whose branding loads at run time shows a spinner until it has arrived.
    await page.locator('html:not([data-branding="loading"])').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The branding picks the mode (apply-branding.ts); the media query follows it.
    mode =
      (await page.evaluate(() => document.documentElement.dataset.mode)) === 'dark'
        ? 'dark'
        : 'light';
    await page.emulateMedia({ colorScheme: mode });
    await shot('home');
    step = 'menu';
    await startOrder(page);
    await shot('menu');
    step = 'item';
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 3 }).first().getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: /^Add to order/ })).toBeVisible();
    await shot('item');
    step = 'cart';
    await dialog.getByRole('button', { name: /^Add to order/ }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
    // A side panel on wide screens, a dialog on narrow ones.
    const cart = page
      .getByRole('complementary', { name: 'Cart' })
      .or(page.getByRole('dialog', { name: 'Cart' }))
      .first();
    await expect(cart).toBeVisible();
    await shot('cart');
    step = 'checkout';
    // As a guest gets there: the cart's CHECKOUT closes it (reached by address, an open cart
    // stays open, docs/product.md §2.3, and would cover the phone's Checkout).
    await cart.getByRole('link', { name: 'CHECKOUT' }).click();
    await expect(page.getByRole('button', { name: /^PLACE ORDER · / })).toBeVisible();
    await shot('checkout');
    return { count, mode };
  } catch (e) {
    const why = (e as Error).message.split('\n')[0]!.slice(0, 120);
    return { count, mode, missing: `${step} at ${width} px and after not shot (${why})` };
  } finally {
    await context.close();
  }
}

/** Home, Menu, the item dialog, the cart and Checkout at a phone's and a desktop's width. */
export async function shootTenant(
  browser: Browser,
  origin: string,
  dir: string,
): Promise<TenantShots> {
  mkdirSync(dir, { recursive: true });
  const result: TenantShots = { count: 0, mode: 'light', missing: [] };
  for (const width of WIDTHS) {
    const { count, mode, missing } = await shootWidth(browser, origin, dir, width);
    result.count += count;
    result.mode = mode;
    if (missing) result.missing.push(missing);
  }
  return result;
}
