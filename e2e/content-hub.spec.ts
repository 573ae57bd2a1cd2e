// The content hub (docs/product.md §2.1 /content-hub) of every demo tenant: its tenant file's
// entries newest first, with picture, kind, date (docs/product.md §9), text and action, and its
// branding links.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { axeViolations } from './fixtures/axe.ts';
import { brandingReady, DEMO_TENANTS } from './fixtures/tenants.ts';
import { tabTo } from './fixtures/keyboard.ts';
import { chooseStore, setTime } from './fixtures/ordering.ts';
import { hubEntries } from '../src/lib/content/entries.ts';
import { hubLinks } from '../src/lib/content/links.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function openHub(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/content-hub`);
  await brandingReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Content hub' })).toBeVisible();
}

for (const { tenant, branding, origin } of DEMO_TENANTS) {
  const entries = hubEntries(tenant.content);
  const links = hubLinks(branding.links);

  test.describe(`the content hub of ${tenant.id}`, () => {
    test('lists its entries newest first, each with picture, kind, date, text and action', async ({
      page,
    }) => {
      expect(entries.length, 'every demo tenant ships a few entries').toBeGreaterThanOrEqual(3);
      await openHub(page, origin);
      const list = page.getByRole('list', { name: `${tenant.name} news and offers` });
      await expect(list.getByRole('article')).toHaveCount(entries.length);
      await expect(list.getByRole('heading', { level: 2 })).toHaveText(entries.map((e) => e.title));
      const dates = entries.map((e) => e.date);
      expect(dates, 'the file is listed newest first').toEqual([...dates].sort().reverse());
      for (const entry of entries) {
        const article = list.getByRole('article', { name: entry.title });
        await expect(article).toContainText(entry.kindLabel);
        await expect(article.locator('time')).toHaveText(entry.dateLabel);
        await expect(article.locator('time')).toHaveAttribute('datetime', entry.date);
        await expect(article).toContainText(entry.text);
        const image = article.locator('img');
        await expect(image).toHaveAttribute('alt', entry.image.alt);
        await expect(image).toHaveAttribute('width', String(entry.image.width));
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBe(entry.image.width);
        const action = entry.action;
        const actions = article.getByRole('link');
        if (!action) await expect(actions).toHaveCount(0);
        else if (action.type === 'order')
          await expect(actions).toHaveAttribute('href', '/'); // no current order: Home
        else {
          const link = article.getByRole('link', { name: new RegExp(`^${action.label}`) });
          await expect(link).toHaveAttribute('href', action.href);
          if (action.external) {
            await expect(link).toHaveAttribute('target', '_blank');
            await expect(link).toHaveAccessibleName(`${action.label} (opens in a new tab)`);
          }
        }
      }
    });

    test(`shows its branding links${links.length ? '' : ' (it has none)'} and follows display_content_hub`, async ({
      page,
    }) => {
      await openHub(page, origin);
      const more = page.getByRole('navigation', { name: `More from ${tenant.name}` });
      if (links.length === 0) await expect(more).toHaveCount(0);
      else {
        await expect(more.getByRole('link')).toHaveText(links.map((l) => l.label));
        for (const link of links) {
          const a = more.getByRole('link', { name: link.label });
          await expect(a).toHaveAttribute('href', link.href);
          if (link.current) await expect(a).toHaveAttribute('aria-current', 'page');
        }
      }
      // docs/product.md §2.3: the header names the hub only when the branding says so; the page
      // itself is always there, since its address may be shared.
      const hub = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
        name: 'Content Hub',
      });
      if (branding.display_options.display_content_hub)
        await expect(hub).toHaveAttribute('aria-current', 'page');
      else await expect(hub).toHaveCount(0);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Order Now' }),
      ).toBeVisible();
    });

    for (const [name, size] of [
      ['a 390 px phone', PHONE],
      ['a desktop', DESKTOP],
    ] as const) {
      test(`has no axe violations and fits ${name} (${branding.dark_mode_enabled ? 'dark' : 'light'})`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        await openHub(page, origin);
        if (links.length)
          await expect(
            page.getByRole('navigation', { name: `More from ${tenant.name}` }),
          ).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
        const articles = page.getByRole('article');
        const [first, second] = [
          await articles.nth(0).boundingBox(),
          await articles.nth(1).boundingBox(),
        ];
        if (size === PHONE) {
          expect(second!.y, 'one column on a phone').toBeGreaterThan(first!.y + first!.height - 1);
          expect(first!.width).toBeGreaterThan(size.width - 60);
        } else expect(second!.y, 'side by side on a desktop').toBe(first!.y);
      });
    }

    // Only tenants whose hub has an Order now entry get this journey.
    const order = entries.find((e) => e.action?.type === 'order');
    if (order)
      test('works by keyboard alone: Order now starts an order from Home', async ({ page }) => {
        await openHub(page, origin);
        const link = page
          .getByRole('article', { name: order.title })
          .getByRole('link', { name: 'Order now' });
        await tabTo(page, link);
        await expect(link).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(`${origin}/`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
  });
}

test('with a current order, Order now goes to that store’s Menu (docs/product.md §2.3)', async ({
  page,
}) => {
  const burger = DEMO_TENANTS.find((t) => t.tenant.id === 'burger')!;
  await setTime(page, 'burger', '2026-11-23T17:00:00Z'); // a Monday noon in New York: open
  await page.goto(`${burger.origin}/`);
  await chooseStore(page, 'Williamsburg', 'Pickup');
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page).toHaveURL(/\/102\/harbor-burger-co-williamsburg$/);
  // The new order's automatic discounts are offered on the Menu, as a guest sees them first.
  const discounts = page.getByRole('dialog', { name: 'Discounts for your order' });
  await discounts.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(discounts).toBeHidden();
  await openHub(page, burger.origin);
  const entry = hubEntries(burger.tenant.content).find((e) => e.action?.type === 'order')!;
  const link = page.getByRole('article', { name: entry.title }).getByRole('link', {
    name: 'Order now',
  });
  await expect(link).toHaveAttribute('href', '/102');
  // The header's Order Now follows the same rule once its island has read the stored order.
  await page.getByRole('navigation', { name: 'Main' }).hover();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Order Now' }),
  ).toHaveAttribute('href', '/102');

  await link.click();
  await expect(page).toHaveURL(`${burger.origin}/102`);
});

test('a picture that fails to load keeps its space and the page stays whole', async ({ page }) => {
  const taco = DEMO_TENANTS.find((t) => t.tenant.id === 'taco')!;
  await page.route('**/content/*.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.setViewportSize(PHONE);
  await openHub(page, taco.origin);
  const first = page.getByRole('article').first();
  const box = await first.getByRole('img').boundingBox();
  // 640×360 pictures keep their 16:9 box at the card's width.
  expect(Math.round(box!.height)).toBe(Math.round((box!.width * 360) / 640));
  await expect(first.getByRole('heading', { level: 2 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
