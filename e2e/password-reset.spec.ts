// The Password reset screen (docs/product.md §2.1, §2.7, §5, §7.2, §8) and sign-in with an
// e-mailed code from the Login modal. Taco Verde is light, Sora Sushi dark.
import { expect, test } from './fixtures/test.ts';
import type { Page } from '@playwright/test';
import { logInWithModal } from './fixtures/accounts.ts';
import { accountNav, mainNav, openPage } from './fixtures/account.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { describeProblems, watchConsole } from './fixtures/console-check.ts';
import { noViolationsInBothEngines } from './fixtures/equal-access.ts';
import { fixture } from './fixtures/http.ts';
import { tabTo } from './fixtures/keyboard.ts';
import { originOf } from './fixtures/server.ts';
import { brandingReady } from './fixtures/tenants.ts';

const DEMO = 'demo@example.com';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Mail {
  recipient: string;
  kind: string;
  pin?: string;
  text: string;
}

/** The newest e-mail of a kind the sandbox "sent" to an address. */
async function mailFor(tenantId: string, recipient: string, kind: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const outbox = JSON.parse((await fixture(tenantId, 'GET', '/outbox')).body) as Mail[];
      mail = outbox.find((m) => m.recipient === recipient && m.kind === kind);
      return mail;
    })
    .toBeTruthy();
  return mail!;
}

/** The reset link's path as the e-mail gives it. */
async function resetLinkFor(tenantId: string, email: string): Promise<string> {
  const mail = await mailFor(tenantId, email, 'password_reset');
  const path = /\/password_reset\?\S+/.exec(mail.text)?.[0];
  expect(path, mail.text).toBeTruthy();
  return path!;
}

async function openScreen(page: Page, tenantId: string, path: string): Promise<void> {
  await page.goto(`${originOf(tenantId)}${path}`);
  await brandingReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
}

const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('forgot password → e-mail in the outbox → reset link → new password → signed in', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page, 'taco');
  await mainNav(page).getByRole('link', { name: 'Login' }).click();
  await page
    .getByRole('dialog', { name: 'Login To Your Account' })
    .getByRole('button', { name: 'FORGOT PASSWORD?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Your Password?' });
  await forgot.getByLabel('Email').fill(DEMO);
  await forgot.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(forgot.getByRole('status')).toHaveText(
    "Password reset link sent! Check your inbox and spam folder if you don't see it within a few minutes.",
  );

  const link = await resetLinkFor('taco', DEMO);
  await openScreen(page, 'taco', link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For ${DEMO}.`)).toBeVisible();
  // The code signs in: it leaves the address bar once read.
  await expect(page).toHaveURL(/\/password_reset\?email=demo%40example\.com$/);
  await noViolationsInBothEngines(page);

  const password = page.getByLabel('New Password', { exact: true });
  await password.fill('weak');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'At least 8 characters' }),
  ).toContainText('(not met)');
  await page.getByRole('button', { name: 'SAVE PASSWORD AND SIGN IN' }).click();
  await expect(page.getByText('Please enter a valid password', { exact: true })).toBeVisible();
  await expect(password).toBeFocused();
  await noAxeViolations(page);

  await password.fill('Fresh#2027');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'One special character' }),
  ).toContainText('(met)');
  await page.getByRole('button', { name: 'SAVE PASSWORD AND SIGN IN' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(accountNav(page)).toBeVisible();

  // Only the new password opens the account now.
  const other = await browser.newPage();
  await openPage(other, 'taco');
  await logInWithModal(other, DEMO, 'Fresh#2027');
  await other.close();
});

test('a wrong or expired code says so, and a new link is one press away (dark, 390 px)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const t0 = Date.now();
  expect(
    (await fixture('sushi', 'POST', '/clock', { now: new Date(t0).toISOString() })).status,
  ).toBe(200);
  const sent = await fixture('sushi', 'POST', '/api/customers/password', {
    email: DEMO,
    reset: true,
  });
  expect(sent.status, sent.body).toBe(200);
  const link = await resetLinkFor('sushi', DEMO);
  const pin = /code=(\d{6})/.exec(link)![1]!;
  const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

  await openScreen(page, 'sushi', link.replace(pin, wrong));
  await page.getByLabel('New Password', { exact: true }).fill('Fresh#2027');
  await page.getByRole('button', { name: 'SAVE PASSWORD AND SIGN IN' }).click();
  // A link's code was right when sent: one the API does not know was used or replaced.
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link has expired or has already been used. Please send a new link.',
  );
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await noAxeViolations(page);
  await fitsPhone(page);

  // Ten minutes later the right code has expired too.
  await fixture('sushi', 'POST', '/clock', { now: new Date(t0 + 11 * 60_000).toISOString() });
  await openScreen(page, 'sushi', link);
  await page.getByLabel('New Password', { exact: true }).fill('Fresh#2027');
  await page.getByRole('button', { name: 'SAVE PASSWORD AND SIGN IN' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This code has expired. Please request a new one.',
  );

  await page.getByRole('button', { name: 'SEND A NEW LINK' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO);
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Password reset link sent!',
  );
  await noAxeViolations(page);
  await fitsPhone(page);
});

test('a reset link used once says so when opened again; SEND A NEW LINK e-mails a new one', async ({
  page: first,
  browser,
}) => {
  const sent = await fixture('taco', 'POST', '/api/customers/password', {
    email: DEMO,
    reset: true,
  });
  expect(sent.status, sent.body).toBe(200);
  const link = await resetLinkFor('taco', DEMO);
  await openScreen(first, 'taco', link);
  await first.getByLabel('New Password', { exact: true }).fill('Fresh#2027');
  await first.getByRole('button', { name: 'SAVE PASSWORD AND SIGN IN' }).click();
  await expect(first).toHaveURL(/\/account$/);

  // The same link again, signed out: from the e-mail on another device. (Clearing this browser's
  // storage instead raced with the account hub's own calls, whose refusal sends it Home.)
  const device = await browser.newContext();
  const problems = watchConsole(device);
  const page = await device.newPage();
  await openScreen(page, 'taco', link);
  await page.getByLabel('New Password', { exact: true }).fill('Again#2028');
  await page.getByRole('button', { name: 'SAVE PASSWORD AND SIGN IN' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link has expired or has already been used. Please send a new link.',
  );
  await page.getByRole('button', { name: 'SEND A NEW LINK' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeFocused();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    "Password reset link sent! Check your inbox and spam folder if you don't see it within a few minutes.",
  );
  // A second e-mail with a new link is in the outbox, and it works.
  let fresh = '';
  await expect
    .poll(async () => {
      const outbox = JSON.parse((await fixture('taco', 'GET', '/outbox')).body) as Mail[];
      const links = outbox
        .filter((m) => m.recipient === DEMO && m.kind === 'password_reset')
        .map((m) => /\/password_reset\?\S+/.exec(m.text)?.[0] ?? '');
      fresh = links.find((l) => l !== link) ?? '';
      return links.length;
    })
    .toBe(2);
  await openScreen(page, 'taco', fresh);
  await page.getByLabel('New Password', { exact: true }).fill('Again#2028');
  await page.getByRole('button', { name: 'SAVE PASSWORD AND SIGN IN' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await noAxeViolations(page);
  await device.close();
  expect(problems(), describeProblems(problems())).toEqual([]);
});

test('opened without a code: Forgot password, then the e-mailed code typed in, by keyboard alone', async ({
  page,
}) => {
  await openScreen(page, 'taco', '/password_reset');
  const heading = page.getByRole('heading', { name: 'Forgot your password?' });
  await expect(heading).toBeVisible();
  await noAxeViolations(page);

  const main = page.getByRole('main');
  await tabTo(page, main.getByLabel('Email'));
  await page.keyboard.type(DEMO);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('status')).toContainText('Password reset link sent!');
  const { pin } = await mailFor('taco', DEMO, 'password_reset');

  await tabTo(page, main.getByRole('button', { name: 'I HAVE A CODE' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
  await expect(main.getByLabel('Email')).toHaveValue(DEMO);
  await noViolationsInBothEngines(page);

  await tabTo(page, main.getByLabel('6-digit code'));
  await page.keyboard.type(pin!);
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('New Password', { exact: true })).toBeFocused();
  await page.keyboard.type('Keys#2028');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Your password has been changed')).toBeVisible();
});

for (const tenant of ['sushi', 'taco'] as const) {
  test(`sign in with a code from the Login modal, by keyboard alone (${tenant})`, async ({
    page,
  }) => {
    await openPage(page, tenant);
    await tabTo(page, mainNav(page).getByRole('link', { name: 'Login' }));
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Login To Your Account' });
    await tabTo(page, login.getByRole('button', { name: 'SIGN IN WITH A CODE' }));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Sign In With A Code' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await noAxeViolations(page);
    await page.keyboard.type('nobody@example.com');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Email could not be sent');

    await dialog.getByLabel('Email').fill('');
    await page.keyboard.type(DEMO);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(
      `We sent a 6-digit code to ${DEMO}. It expires in 10 minutes.`,
    );
    const code = dialog.getByLabel('6-digit code');
    await expect(code).toBeFocused();
    const { pin } = await mailFor(tenant, DEMO, 'login_code');

    await page.keyboard.type('12345');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Invalid pin code');
    await expect(code).toBeFocused();
    await noAxeViolations(page);

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(pin!);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
}
