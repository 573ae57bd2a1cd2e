import { readFileSync } from 'node:fs';
import nodePath from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { SCREENS } from '../src/lib/routes.ts';
import { brandingReady, DEMO_TENANTS, headerInteractive } from './fixtures/tenants.ts';
import { logInWithModal } from './fixtures/accounts.ts';

/** The tenant's first store in the sandbox seed, for the Menu and Checkout paths. */
const firstStore = (id: string) =>
  (
    JSON.parse(readFileSync(nodePath.resolve('tenants', `${id}.sandbox.json`), 'utf8')) as {
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
          // A real sign-in: the account screens load the customer's own data (docs/product.md
          // §7.2).
          await page.goto(origin);
          await brandingReady(page);
          await headerInteractive(page);
          await logInWithModal(page, 'demo@example.com', 'Demo1234!');
        }
        await page.goto(`${origin}${path}`);
        await brandingReady(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (screen.requiresLogin) {
          await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
          // Measured once the screen has its data, not its loading line.
          await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
        }
        await noAxeViolations(page);
      });
    }
  });
}

test('the unknown-host page has no violations', async ({ page }) => {
  await page.goto(`http://unknown-chain.localhost:${new URL(DEMO_TENANTS[0]!.origin).port}/`);
  await noAxeViolations(page);
});
