// The account hub, the account navigation and Profile (docs/product.md §2.3, §4.1, §4.2, §5, §6,
// §8).
import { expect, test } from './fixtures/test.ts';
import { logInWithModal, pinFor, uniqueEmail } from './fixtures/accounts.ts';
import { accountNav, createAccount, mainNav, openPage } from './fixtures/account.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { fixture } from './fixtures/http.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

test('desktop: Profile from the header, the hub and Profile from the nav; edits persist after reload', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page, 'burger');
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  // Above 900px the header's Profile goes to the Profile screen (docs/product.md §2.3).
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await accountNav(page).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Hi, Dana')).toBeVisible();
  await expect(accountNav(page).getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Verify Phone' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Order History' }).first()).toBeVisible();

  await accountNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(accountNav(page).getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByLabel('Birthday (mm/dd/yyyy)')).toHaveValue('04/12/1990');
  await details.getByLabel('First Name').fill('Danielle');
  await details.getByLabel('Birthday (mm/dd/yyyy)').fill('');
  await details.getByLabel('Birthday (mm/dd/yyyy)').pressSequentially('03041985');
  await expect(details.getByLabel('Birthday (mm/dd/yyyy)')).toHaveValue('03/04/1985');
  const optin = details.getByRole('checkbox', { name: 'Send me e-mail updates and promotions.' });
  const wanted = !(await optin.isChecked());
  await optin.setChecked(wanted);
  await details.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(details.getByRole('status')).toHaveText('Your profile has been updated');

  await page.reload();
  await expect(details.getByLabel('First Name')).toHaveValue('Danielle');
  await expect(details.getByLabel('Birthday (mm/dd/yyyy)')).toHaveValue('03/04/1985');
  await expect(optin).toBeChecked({ checked: wanted });
});

test('phone: Profile from the dropdown; docs/product.md §5 messages verbatim; the nav stays compact', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openPage(page, 'burger');
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  await mainNav(page).getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByLabel('First Name')).toHaveValue('Dana');
  // The navigation is one row: the screen's heading starts right below it.
  const navBox = (await accountNav(page).boundingBox())!;
  expect(navBox.height).toBeLessThan(80);

  await details.getByLabel('Email').fill('dana@example');
  await details.getByLabel('Cell Phone Number').fill('1125550101');
  await expect(details.getByLabel('Cell Phone Number')).toHaveValue('(112) 555-0101');
  const year = new Date().getFullYear() - 12;
  await details.getByLabel('Birthday (mm/dd/yyyy)').fill(`01/01/${year}`);
  await details.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(
    details.getByText('Please enter a valid email address', { exact: true }),
  ).toBeVisible();
  await expect(
    details.getByText("Please enter a valid phone number. Phone number can't start with 0 or 1", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    details.getByText('You must be at least 13 years old to sign up', { exact: true }),
  ).toBeVisible();
  await expect(details.getByLabel('Email')).toBeFocused();
  await noAxeViolations(page);
});

test('a new phone number: Verify Phone opens, the PIN from the outbox verifies it', async ({
  page,
}) => {
  await openPage(page, 'burger');
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  await page.goto(page.url().replace(/\/?$/, '') + '/account/profile');
  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByLabel('Cell Phone Number').fill('6465550142');
  await details.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(page.getByText('Verification code sent to the new phone number')).toBeVisible();
  const verify = page.getByRole('dialog', { name: 'Verify Phone' });
  await expect(verify).toContainText('(***) ***-0142');
  await verify.getByLabel('6-digit PIN').fill(await pinFor('burger', '6465550142'));
  await verify.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page.getByText('Phone number verified')).toBeVisible();
  await expect(verify).toBeHidden();
  await page.reload();
  await expect(details.getByLabel('Cell Phone Number')).toHaveValue('(646) 555-0142');
});

test('change password: wrong current password, then a new one that logs in', async ({ page }) => {
  const email = uniqueEmail('pw');
  await createAccount('taco', email, 'Start#2026');
  await openPage(page, 'taco');
  await logInWithModal(page, email, 'Start#2026');
  await page.goto(page.url().replace(/\/?$/, '') + '/account/profile');
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
  await expect(form.getByText('Please enter your current password', { exact: true })).toBeVisible();
  await expect(form.getByText('Please enter your password', { exact: true })).toBeVisible();
  await form.getByLabel('New Password').fill('weak');
  await expect(form.getByRole('listitem').filter({ hasText: 'Uppercase letters' })).toContainText(
    '(not met)',
  );
  await form.getByLabel('New Password').fill('Better#2027');
  await expect(
    form.getByRole('listitem').filter({ hasText: 'One special character' }),
  ).toContainText('(met)');
  await form.getByLabel('Current Password').fill('Wrong#2026');
  await form.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
  await expect(form.getByText('Your current password is not correct')).toBeVisible();
  await expect(form.getByLabel('Current Password')).toBeFocused();
  await form.getByLabel('Current Password').fill('Start#2026');
  await form.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password has been changed');

  await accountNav(page).getByRole('button', { name: 'LOG OUT' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await logInWithModal(page, email, 'Better#2027');
  await expect(mainNav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
});

test('delete the account: Escape keeps it, confirming logs out and goes Home', async ({ page }) => {
  const email = uniqueEmail('del');
  await createAccount('taco', email, 'Start#2026');
  await openPage(page, 'taco');
  await logInWithModal(page, email, 'Start#2026');
  await page.goto(page.url().replace(/\/?$/, '') + '/account/profile');
  const open = page.getByRole('button', { name: 'DELETE ACCOUNT' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, delete my account' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).toBeNull();

  await mainNav(page).getByRole('link', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Login To Your Account' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('Start#2026');
  await login.getByRole('button', { name: 'LOGIN' }).click();
  await expect(login.getByText('Invalid email or password')).toBeVisible();
});

test('sushi, nothing verified: only Profile and the Verify actions; axe in dark', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page, 'sushi');
  await logInWithModal(page, 'unverified@example.com', 'Demo1234!');
  await page.goto(page.url().replace(/\/?$/, '') + '/account');
  await expect(page.getByText('Hi, Uma')).toBeVisible();
  await expect(accountNav(page).getByRole('listitem')).toHaveText([
    'Profile',
    'Verify Phone',
    'Verify Email',
    'LOG OUT',
  ]);
  const hub = page.getByRole('main');
  const contact = hub.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByText('Not verified')).toHaveCount(2);
  await expect(contact.getByRole('button', { name: 'Verify Phone' })).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Verify Email' })).toBeVisible();
  await expect(hub.getByRole('region', { name: 'Your account' }).getByRole('link')).toHaveText([
    'Profile',
  ]);
  await noAxeViolations(page);
  await page.setViewportSize(PHONE);
  await noAxeViolations(page);

  await contact.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify Email' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(contact.getByRole('button', { name: 'Verify Email' })).toBeFocused();

  await accountNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(
    page.getByRole('region', { name: 'Your details' }).getByLabel('First Name'),
  ).toHaveValue('Uma');
  await noAxeViolations(page);
  await page.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await noAxeViolations(page);
});

for (const tenant of ['burger', 'sushi']) {
  test(`axe on ${tenant}: hub, profile with errors and the dialog, at 1280 and 390 px`, async ({
    page,
  }) => {
    await openPage(page, tenant);
    await logInWithModal(page, 'demo@example.com', 'Demo1234!');
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(page.url().replace(/(localhost:\d+).*$/, '$1/account'));
      await expect(page.getByText('Hi, Dana')).toBeVisible();
      await noAxeViolations(page);
      await accountNav(page).getByRole('link', { name: 'Profile' }).click();
      const details = page.getByRole('region', { name: 'Your details' });
      await details.getByLabel('First Name').fill('');
      await details.getByRole('button', { name: 'SAVE CHANGES' }).click();
      await expect(details.getByText('Please enter your first name')).toBeVisible();
      await noAxeViolations(page);
      await page.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
      await noAxeViolations(page);
    }
  });
}

test('keyboard only: a hub tile and the phone tabs lead to their screens', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openPage(page, 'burger');
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  await page.goto(page.url().replace(/\/?$/, '') + '/account');
  const tile = page.getByRole('region', { name: 'Your account' }).getByRole('link', {
    name: 'Order History',
  });
  await tile.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/order-history$/);
  // The current tab is scrolled into view in the phone's row of tabs.
  await expect(accountNav(page).getByRole('link', { name: 'Order History' })).toBeInViewport();
  await accountNav(page).getByRole('link', { name: 'My Account' }).focus();
  await page.keyboard.press('Tab');
  await expect(accountNav(page).getByRole('link', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/profile$/);
});

test('a 403 loading the customer ends the session with docs/product.md’s toast', async ({
  page,
}) => {
  await openPage(page, 'burger');
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  const res = await fixture('burger', 'POST', '/faults', {
    path: '/customers/me',
    method: 'GET',
    status: 403,
  });
  expect(res.status, res.body).toBe(200);
  await page.goto(page.url().replace(/\/?$/, '') + '/account');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByText('Your session has expired. Please log in again.')).toHaveCount(1);
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a failed customer fetch offers a retry', async ({ page }) => {
  await openPage(page, 'burger');
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  await fixture('burger', 'POST', '/faults', { path: '/customers/me', method: 'GET', status: 503 });
  // The start-up session refresh asks for the customer too, whenever its island gets to it: the
  // fault stays until the first customer fetch that leaves after Try again was pressed, so nothing
  // but Try again can bring the customer back.
  let faulty = true;
  await page.route('**/api/proxy', async (route) => {
    if (faulty && (route.request().postData() ?? '').includes('"/customers/me"')) {
      const pressed = await page.evaluate(() => 'retryPressed' in window).catch(() => false);
      if (pressed) {
        faulty = false;
        await fixture('burger', 'DELETE', '/faults');
      }
    }
    await route.fallback();
  });
  await page.goto(page.url().replace(/\/?$/, '') + '/account');
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again');
  // Every island hydrated: the start-up refresh has asked by now, before the press.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  // Marked before the button's own handler runs, which starts the fetch.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element).closest('button')?.textContent === 'Try again')
          Object.assign(window, { retryPressed: true });
      },
      true,
    ),
  );
  // Callers at the same moment share one customer request: a press just as the start-up refresh
  // left shares its failure, and the guest presses again.
  await expect(async () => {
    if (await tryAgain.isVisible()) await tryAgain.click();
    await expect(page.getByText('Hi, Dana')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});
