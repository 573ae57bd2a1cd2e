import { readFileSync } from 'node:fs';
import nodePath from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { SCREENS } from '../src/lib/routes.ts';
import { brandingReady, DEMO_TENANTS, headerInteractive } from './fixtures/tenants.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import { opensHub } from './fixtures/account-hub.ts';
import { equalAccessViolations, noViolationsInBothEngines } from './fixtures/equal-access.ts';
import { chooseStore, setTime } from './fixtures/ordering.ts';
import { NOON_NY } from './fixtures/menu.ts';

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

/**
 * IBM Equal Access, the second engine, checks each screen once (on burger) and every tenant's Home,
 * where tenants differ most (hero, branding at runtime, consent banner): it takes seconds a page.
 */
const equalAccessOn = (tenantId: string, screenKey: string) =>
  tenantId === 'burger' || screenKey === 'home';

/**
 * Taco's screens are walked with axe in Canadian French (languages-screens.spec.ts; Spanish too with
 * LANGUAGES=all): the same components in its branding, with longer texts. In English it keeps its
 * Home here.
 */
const walkedInOtherLanguages = (tenantId: string, screenKey: string) =>
  tenantId === 'taco' && screenKey !== 'home';

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;
/** The demo customer's session per tenant, kept by this worker for its own server's sandbox. */
const sessions = new Map<string, SignedIn>();

/**
 * Signed in as the demo customer: through the login modal the first time on this worker (a real
 * sign-in: the account screens load the customer's own data, docs/product.md §7.2), then with that
 * session's cookies and storage, as a returning guest's browser has them.
 */
async function signIn(page: Page, tenantId: string, origin: string): Promise<void> {
  const kept = sessions.get(tenantId);
  if (kept) {
    await page.context().addCookies(kept.cookies);
    const stored = kept.origins.find((o) => o.origin === origin)?.localStorage ?? [];
    await page.addInitScript((items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, stored);
    return;
  }
  await page.goto(origin);
  await brandingReady(page);
  await headerInteractive(page);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  sessions.set(tenantId, await page.context().storageState());
}

for (const demo of DEMO_TENANTS) {
  const { tenant, origin } = demo;
  test.describe(`axe on ${tenant.id}`, () => {
    for (const screen of SCREENS.filter((s) => !walkedInOtherLanguages(tenant.id, s.key))) {
      const path = screen.path ?? samplePaths(tenant.id)[screen.key]!;
      test(`${screen.title} (${path}) has no violations`, async ({ page }) => {
        if (screen.requiresLogin) await signIn(page, tenant.id, origin);
        await page.goto(`${origin}${path}`);
        await brandingReady(page);
        // A screen the chain's profile menu leaves out (sushi's Rewards, a chain without external
        // links) sends its URL to the account hub: the guest is checked where they land.
        if (opensHub(demo, screen.key)) await expect(page).toHaveURL(`${origin}/account`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (screen.requiresLogin) {
          await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
          // Measured once the screen has its data, not its loading line.
          await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
        }
        await noAxeViolations(page);
        if (equalAccessOn(tenant.id, screen.key))
          expect(await equalAccessViolations(page)).toEqual([]);
      });
    }
  });
}

test('the unknown-host page has no violations', async ({ page }) => {
  await page.goto(`http://unknown-chain.localhost:${new URL(DEMO_TENANTS[0]!.origin).port}/`);
  await noAxeViolations(page);
  expect(await equalAccessViolations(page)).toEqual([]);
});

// The main modals once, on one tenant (the screens above run on all). The journeys that open the
// other modals and screen states (verification, in-store points, reorder review, the "are you
// sure?" dialogs, a filled-in checkout, …) check them with both engines where they open them.
test.describe('axe and IBM Equal Access on open modals', () => {
  // Several modals, each checked by both engines, in one journey: on a busy machine that is minutes.
  test.describe.configure({ timeout: 180_000 });
  const burger = DEMO_TENANTS.find((t) => t.tenant.id === 'burger')!.origin;

  test('login, sign-up, forgot password and sign in with a code', async ({ page }) => {
    await page.goto(burger);
    await headerInteractive(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login' })
      .click();
    const login = page.getByRole('dialog', { name: 'Login To Your Account' });
    await expect(login).toBeVisible();
    await noViolationsInBothEngines(page);
    await login.getByRole('button', { name: 'CREATE AN ACCOUNT' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Your Account' })).toBeVisible();
    await noViolationsInBothEngines(page);
    await page.getByRole('dialog').getByRole('button', { name: 'LOGIN', exact: true }).click();
    await login.getByRole('button', { name: 'FORGOT PASSWORD?' }).click();
    await expect(page.getByRole('dialog', { name: 'Forgot Your Password?' })).toBeVisible();
    await noViolationsInBothEngines(page);
    await page.getByRole('dialog').getByRole('button', { name: 'BACK TO LOGIN' }).click();
    await login.getByRole('button', { name: 'SIGN IN WITH A CODE' }).click();
    const code = page.getByRole('dialog', { name: 'Sign In With A Code' });
    await code.getByLabel('Email').fill('demo@example.com');
    await code.getByLabel('Email').press('Enter');
    await expect(code.getByLabel('6-digit code')).toBeVisible();
    await noViolationsInBothEngines(page);
  });

  test('discounts, order details, an item and the cart', async ({ page }) => {
    await setTime(page, 'burger', NOON_NY);
    await page.goto(burger);
    await chooseStore(page, 'Open 24 hours', 'Pickup');
    await expect(page.getByRole('dialog', { name: 'Select order details' })).toBeVisible();
    await noViolationsInBothEngines(page);
    await page.getByRole('button', { name: 'START MY ORDER' }).click();
    const discounts = page.getByRole('dialog', { name: 'Discounts for your order' });
    await expect(discounts).toBeVisible();
    await noViolationsInBothEngines(page);
    await discounts.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(discounts).toBeHidden();

    await page.getByRole('button', { name: 'Classic Smash Burger' }).click();
    const item = page.getByRole('dialog', { name: 'Classic Smash Burger' });
    await expect(item.getByRole('button', { name: /^Add to order/ })).toBeVisible();
    await noViolationsInBothEngines(page);
    await item.getByRole('button', { name: /^Add to order/ }).click();
    await expect(item).toBeHidden();

    await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
    await expect(page.getByRole('complementary', { name: 'Cart' })).toBeVisible();
    await noViolationsInBothEngines(page);
  });

  test('the signed-in customer’s dialogs', async ({ page }) => {
    await page.goto(burger);
    await headerInteractive(page);
    await logInWithModal(page, 'demo@example.com', 'Demo1234!');
    // The welcome toast's close button sits in a landmark of its own, not outside every landmark.
    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts.getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
    await page.goto(`${burger}/account/addresses`);
    await page.getByRole('button', { name: 'Add an address' }).click();
    await expect(page.getByRole('dialog', { name: 'Add an address' })).toBeVisible();
    await noViolationsInBothEngines(page);

    await page.goto(`${burger}/account/rewards`);
    await page.getByRole('button', { name: 'Redeem Free fries' }).click();
    await expect(page.getByRole('dialog', { name: 'Redeem Free fries?' })).toBeVisible();
    await noViolationsInBothEngines(page);

    await page.goto(`${burger}/account/profile`);
    await page.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await noViolationsInBothEngines(page);
  });
});
