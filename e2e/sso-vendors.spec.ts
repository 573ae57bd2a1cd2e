// Apple and Google sign-in (docs/product.md §1, §7.2, §7.8, §9) through the sandbox's stand-ins of
// their scripts: the buttons appear once the scripts load, each signs in in a popup, and only apple
// sends the name it returned.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { uniqueEmail } from './fixtures/accounts.ts';
import { holdRequests } from './fixtures/hold.ts';
import { brandingReady, DEMO_TENANTS, headerInteractive } from './fixtures/tenants.ts';

const sushi = DEMO_TENANTS.find((t) => t.tenant.id === 'sushi')!;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openLogin(page: Page) {
  await page.goto(`${sushi.origin}/`);
  await brandingReady(page);
  await headerInteractive(page);
  await nav(page).getByRole('link', { name: 'Login' }).click();
  return page.getByRole('dialog', { name: 'Login To Your Account' });
}

for (const [provider, label] of [
  ['apple', 'Continue with Apple'],
  ['google', 'Continue with Google'],
] as const) {
  test(`${provider} sign-in through its script in a popup`, async ({ page }) => {
    const dialog = await openLogin(page);
    const button = dialog.getByRole('button', { name: label });
    await expect(button).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    const email = uniqueEmail(provider);
    await popup.getByLabel('E-mail').fill(email);
    if (provider === 'apple') {
      await popup.getByLabel('First name (optional)').fill('Aiko');
      await popup.getByLabel('Last name (optional)').fill('Sato');
    }
    const exchange = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/proxy') &&
        (r.postDataJSON() as { path?: string }).path === '/customers/login_by_foreign_auth',
    );
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await closed;
    // docs/product.md §7.2: the name goes with apple's token only.
    expect(((await exchange).postDataJSON() as { payload: unknown }).payload).toEqual({
      provider,
      auth_info:
        provider === 'apple'
          ? { access_token: `sandbox:${email}`, first_name: 'Aiko', last_name: 'Sato' }
          : { access_token: `sandbox:${email}` },
    });
    await expect(dialog).toBeHidden();
    await expect(nav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(
      JSON.stringify(email),
    );
  });
}

test('closing the sign-in popup says nothing and keeps the modal', async ({ page }) => {
  const dialog = await openLogin(page);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Continue with Google' }).click(),
  ]);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('the buttons arrive below LOGIN without moving it', async ({ page }) => {
  // The providers' scripts are held until LOGIN has been measured: the buttons come after it.
  const release = await holdRequests(page, '**/__sandbox/sso/*.js');
  const dialog = await openLogin(page);
  const login = dialog.getByRole('button', { name: 'LOGIN' });
  await expect(login).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
  const before = await login.boundingBox();
  release();
  await expect(dialog.getByRole('button', { name: /^Continue with/ })).toHaveCount(2);
  expect(await login.boundingBox()).toEqual(before);
});
