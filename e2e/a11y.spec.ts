import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import nodePath from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { SCREENS } from '../src/lib/routes.ts';
import { brandingReady, DEMO_TENANTS } from './fixtures/tenants.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The tenant's first store in the sandbox seed, for the Menu and Checkout paths. */
const firstStore = (id: string) =>
  (
    JSON.parse(readFileSync(nodePath.resolve('src/sandbox/seeds', `${id}.json`), 'utf8')) as {
      stores: { store_id: number }[];
    }
  ).stores[0]!.store_id;

/** A public path that opens each screen. */
const samplePaths = (id: string): Record<string, string> => ({
  menu: `/${firstStore(id)}`,
  checkout: `/${firstStore(id)}/checkout`,
  confirmation: '/confirmation/1001',
  'not-found': '/no-such-page',
});

for (const { tenant, origin } of DEMO_TENANTS) {
  test.describe(`axe on ${tenant.id}`, () => {
    for (const screen of SCREENS) {
      const path = screen.path ?? samplePaths(tenant.id)[screen.key]!;
      test(`${screen.title} (${path}) has no violations`, async ({ page }) => {
        if (screen.requiresLogin) {
          await page.addInitScript(() => localStorage.setItem('loggedIn', 'true'));
        }
        await page.goto(`${origin}${path}`);
        await brandingReady(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  });
}

test('the unknown-host page has no violations', async ({ page }) => {
  await page.goto(`http://unknown-chain.localhost:${new URL(DEMO_TENANTS[0]!.origin).port}/`);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
