import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { noViolationsInBothEngines } from './fixtures/equal-access.ts';
import { expectLoggedOut, logInWithModal, pinFor, uniqueEmail } from './fixtures/accounts.ts';
import { answerCall } from './fixtures/proxy.ts';
import { brandingReady, DEMO_TENANTS, headerInteractive } from './fixtures/tenants.ts';

const taco = DEMO_TENANTS.find((t) => t.tenant.id === 'taco')!;
// Harbor Burger requires phone verification (its sandbox store configuration), Taco Verde does not.
const burger = DEMO_TENANTS.find((t) => t.tenant.id === 'burger')!;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function open(page: Page, path = '/', origin = taco.origin) {
  await page.goto(`${origin}${path}`);
  await brandingReady(page);
  await headerInteractive(page);
}

test('sign up, verify the phone with the PIN from the outbox, log out, log in', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await open(page, '/', burger.origin);
  await nav(page).getByRole('link', { name: 'Login' }).click();
  await page
    .getByRole('dialog', { name: 'Login To Your Account' })
    .getByRole('button', { name: 'CREATE AN ACCOUNT' })
    .click();
  const signup = page.getByRole('dialog', { name: 'Create Your Account' });
  await expect(signup.getByLabel('First Name')).toBeFocused();

  await signup.getByRole('button', { name: 'SIGN UP' }).click();
  for (const message of [
    'Please enter your first name',
    'Please enter your last name',
    'Please enter your email address',
    'Please enter your cell phone number',
    'Please enter your password',
  ]) {
    await expect(signup.getByText(message, { exact: true })).toBeVisible();
  }

  await signup.getByLabel('First Name').pressSequentially('  Ana1');
  await expect(signup.getByLabel('First Name')).toHaveValue('Ana');
  await signup.getByLabel('Last Name').fill('Tester');
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Birthday (mm/dd/yyyy)').pressSequentially('01151990');
  await expect(signup.getByLabel('Birthday (mm/dd/yyyy)')).toHaveValue('01/15/1990');
  await signup.getByLabel('Cell Phone Number').pressSequentially('2125550147');
  await expect(signup.getByLabel('Cell Phone Number')).toHaveValue('(212) 555-0147');
  await signup.getByLabel('Password').fill('weak');
  await expect(
    signup.getByRole('listitem').filter({ hasText: 'At least 8 characters' }),
  ).toContainText('(not met)');
  await expect(signup.getByRole('listitem').filter({ hasText: 'Uppercase letters' })).toContainText(
    '(not met)',
  );
  await signup.getByLabel('Password').fill('Str0ng!pass');
  await expect(
    signup.getByRole('listitem').filter({ hasText: 'One special character' }),
  ).toContainText('(met)');
  await expect(
    signup.getByText(
      "By creating an account, you agree to Harbor Burger Co.'s Terms of Service & Privacy Policy",
    ),
  ).toBeVisible();
  await expect(signup.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    'https://harborburger.example/terms',
  );
  await signup.getByLabel('Password').press('Enter');

  const verify = page.getByRole('dialog', { name: 'Verify Phone' });
  await expect(verify).toBeVisible();
  await expect(verify).toContainText('(***) ***-0147');
  await verify.getByRole('button', { name: 'VERIFY' }).click();
  await expect(verify.getByText('Invalid pin code')).toBeVisible();
  const pin = await pinFor('burger', '2125550147');
  await verify.getByLabel('6-digit PIN').fill(pin);
  await verify.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page.getByText('Phone number verified')).toBeVisible();
  await expect(verify).toBeHidden();

  await expect(nav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.evaluate(() => localStorage.getItem('loggedIn'))).resolves.toBe('true');
  await nav(page).getByRole('button', { name: 'LOG OUT' }).click();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('loggedIn'),
      localStorage.getItem('customerId'),
    ]),
  ).toEqual([null, null]);

  await logInWithModal(page, email, 'Str0ng!pass');
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
});

test('login errors use the server’s words, capitalised', async ({ page }) => {
  await open(page);
  await nav(page).getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login To Your Account' });
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
  await expect(dialog.getByText('Please enter your email address')).toBeVisible();
  await expect(dialog.getByText('Please enter your password')).toBeVisible();
  await dialog.getByLabel('Email').fill('demo@example');
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill('demo@example.com');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^[A-Z]/);
  expect(
    await page.evaluate(
      () => (window.__storefrontEvents ?? []).filter((e) => e.type === 'fraud.view-login').length,
    ),
  ).toBe(1);
});

test('forgot password', async ({ page }) => {
  await open(page);
  await nav(page).getByRole('link', { name: 'Login' }).click();
  await page
    .getByRole('dialog', { name: 'Login To Your Account' })
    .getByRole('button', { name: 'FORGOT PASSWORD?' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Your Password?' });
  await dialog.getByLabel('Email').fill('demo@example.com');
  await dialog.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    "Password reset link sent! Check your inbox and spam folder if you don't see it within a few minutes.",
  );
  await dialog.getByLabel('Email').fill('nobody.here@example.com');
  await dialog.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Email could not be sent');
  await dialog.getByRole('button', { name: 'BACK TO LOGIN' }).click();
  await expect(page.getByRole('dialog', { name: 'Login To Your Account' })).toBeVisible();
});

test('an expired session logs out with docs/product.md’s message', async ({ page }) => {
  await open(page);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  // The tenant API says the session expired (docs/product.md §8: status 403).
  await answerCall(page, (c) => c.path === '/customers/me', 403, {
    error: 'Your session has expired. Please log in again.',
    code: 'session_expired',
  });
  await page.reload();
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).toBeNull();
});

test('modals by keyboard: focus in, trapped, Escape closes, focus back', async ({ page }) => {
  await open(page);
  const login = nav(page).getByRole('link', { name: 'Login' });
  await login.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login To Your Account' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('the profile dropdown follows the menu button pattern at 900px and below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await open(page);
  await logInWithModal(page, 'unverified@example.com', 'Demo1234!');
  const profile = nav(page).getByRole('button', { name: 'Profile' });
  await profile.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Profile' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  // Taco Verde requires no verification, so an unverified customer sees every entry its flags allow.
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Profile',
    'Order History',
    'Addresses',
    'Favorite Items',
    'Manage Cards',
    'Gift Cards',
    'LOG OUT',
  ]);
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'LOG OUT' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(profile).toBeFocused();
  await profile.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();
});

test('the profile dropdown loads when reached for, and opens on the item the key asked for', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await open(page);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  const menuCode: string[] = [];
  page.on('request', (r) => {
    if (/\/ProfileMenu\.[\w-]+\.js$/.test(r.url())) menuCode.push(r.url());
  });
  await page.reload();
  const profile = nav(page).getByRole('button', { name: 'Profile' });
  await expect(profile).toHaveAttribute('aria-haspopup', 'menu');
  expect(menuCode, 'not part of the first load').toEqual([]);
  await profile.focus();
  await page.keyboard.press('ArrowUp');
  const menu = page.getByRole('menu', { name: 'Profile' });
  await expect(menu.getByRole('menuitem', { name: 'LOG OUT' })).toBeFocused();
  expect(menuCode).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(profile).toBeFocused();
});

test('start-up parameters: a ticket opens the login modal and is stored; a discount code is kept', async ({
  page,
}) => {
  await page.goto(
    `${taco.origin}/?merchant=M1&location=L1&ticket=T-1001&discount_code=WELCOME10&menu_item_id=42`,
  );
  await expect(page.getByRole('dialog', { name: 'Login To Your Account' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('inStoreTicket'),
      localStorage.getItem('discountCode'),
      localStorage.getItem('deepLinkItemId'),
    ]),
  ).toEqual([
    JSON.stringify({ merchant: 'M1', location: 'L1', ticket: 'T-1001' }),
    '"WELCOME10"',
    '42',
  ]);
  await expect(page).toHaveURL(`${taco.origin}/`);
});

test('Jump To Admin opens the autologin page for a management customer', async ({
  page,
  context,
}) => {
  await open(page);
  await logInWithModal(page, 'manager@example.com', 'Demo1234!');
  // The dashboard is another site; answer for it so the new tab settles on its address.
  await context.route(`${taco.tenant.admin_dashboard_url}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Admin</title>' }),
  );
  const link = nav(page).getByRole('link', { name: 'Jump To Admin' });
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect.poll(() => tab.url()).toContain(`${taco.tenant.admin_dashboard_url}?params=`);
  const params = new URL(tab.url()).searchParams.get('params')!;
  expect(JSON.parse(Buffer.from(params, 'base64').toString('utf8'))).toMatchObject({
    api_base: 'sandbox',
    chainName: expect.any(String),
    cookies: expect.any(Object),
  });
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(nav(page).getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
});

// Light and dark: both chains require phone verification, so the unverified customer gets Verify Phone.
for (const t of DEMO_TENANTS.filter((x) => x.tenant.id === 'burger' || x.tenant.id === 'sushi')) {
  test(`axe: every modal state on ${t.tenant.id} (${t.branding.dark_mode_enabled ? 'dark' : 'light'})`, async ({
    page,
  }) => {
    // IBM Equal Access beside axe once per state: in dark, where the profile menu has most entries.
    const check = t.branding.dark_mode_enabled ? noViolationsInBothEngines : noAxeViolations;
    await page.goto(`${t.origin}/`);
    await brandingReady(page);
    await nav(page).getByRole('link', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login To Your Account' });
    await login.getByRole('button', { name: 'LOGIN' }).click();
    await expect(login.getByText('Please enter your password')).toBeVisible();
    await noAxeViolations(page);
    await login.getByRole('button', { name: 'CREATE AN ACCOUNT' }).click();
    const signup = page.getByRole('dialog', { name: 'Create Your Account' });
    await signup.getByRole('button', { name: 'SIGN UP' }).click();
    await expect(signup.getByText('Please enter your first name')).toBeVisible();
    await noAxeViolations(page);
    await signup.getByRole('button', { name: 'LOGIN' }).click();
    await page
      .getByRole('dialog', { name: 'Login To Your Account' })
      .getByRole('button', { name: 'FORGOT PASSWORD?' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Forgot Your Password?' })).toBeVisible();
    await noAxeViolations(page);
    await page.keyboard.press('Escape');
    await logInWithModal(page, 'unverified@example.com', 'Demo1234!');
    await page.setViewportSize({ width: 800, height: 900 });
    await nav(page).getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page);
    await expect(page.getByRole('menuitem')).toHaveText(
      t.tenant.id === 'sushi'
        ? ['Profile', 'Verify Phone', 'Verify Email', 'LOG OUT']
        : ['Profile', 'Verify Phone', 'External Links', 'LOG OUT'],
    );
    await page.getByRole('menuitem', { name: 'Verify Phone' }).click();
    const verifyPhone = page.getByRole('dialog', { name: 'Verify Phone' });
    await verifyPhone.getByRole('button', { name: 'VERIFY' }).click();
    await expect(verifyPhone.getByText('Invalid pin code')).toBeVisible();
    await check(page);
    await verifyPhone.getByRole('button', { name: 'CLICK HERE' }).click();
    await expect(page.getByRole('dialog', { name: 'Change Phone' })).toBeVisible();
    await check(page);
  });
}

test('OIDC sign-in through the sandbox issuer in a popup', async ({ page }) => {
  await open(page, '/', burger.origin);
  await nav(page).getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login To Your Account' });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Continue with Okta' }).click(),
  ]);
  const email = uniqueEmail('okta');
  await popup.getByLabel('Email').fill(email);
  // The popup may close as soon as it is submitted: listen before clicking.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  await expect(dialog).toBeHidden();
  await expect(nav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(JSON.stringify(email));
});

test('a failed single sign-on shows docs/product.md’s text', async ({ page }) => {
  await answerCall(page, (c) => c.path === '/customers/login_by_foreign_auth', 401, {
    error: 'Single sign-on failed',
  });
  await open(page, '/', burger.origin);
  await nav(page).getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login To Your Account' });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Continue with Okta' }).click(),
  ]);
  await popup.getByLabel('Email').fill(uniqueEmail('okta-fail'));
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again');
});

const sushi = DEMO_TENANTS.find((t) => t.tenant.id === 'sushi')!;

test('a chain that requires both: sign-up leads through phone, then e-mail verification; RESEND and change phone', async ({
  page,
}) => {
  const email = uniqueEmail('both');
  await open(page, '/', sushi.origin);
  await nav(page).getByRole('link', { name: 'Login' }).click();
  await page
    .getByRole('dialog', { name: 'Login To Your Account' })
    .getByRole('button', { name: 'CREATE AN ACCOUNT' })
    .click();
  const signup = page.getByRole('dialog', { name: 'Create Your Account' });
  await signup.getByLabel('First Name').fill('Kai');
  await signup.getByLabel('Last Name').fill('Both');
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Cell Phone Number').fill('3125550181');
  await signup.getByLabel('Password').fill('Str0ng!pass');
  await expect(signup.getByRole('checkbox')).toHaveCount(2);
  await signup.getByRole('button', { name: 'SIGN UP' }).click();

  const phone = page.getByRole('dialog', { name: 'Verify Phone' });
  await expect(phone).toBeVisible();
  await phone.getByRole('button', { name: 'RESEND PIN' }).click();
  await expect(page.getByText('Verification PIN sent again')).toBeVisible();

  await phone.getByRole('button', { name: 'CLICK HERE' }).click();
  const change = page.getByRole('dialog', { name: 'Change Phone' });
  await change.getByLabel('Cell Phone Number').fill('1125550181');
  await change.getByRole('button', { name: 'UPDATE' }).click();
  await expect(
    change.getByText("Please enter a valid phone number. Phone number can't start with 0 or 1"),
  ).toBeVisible();
  await change.getByLabel('Cell Phone Number').fill('3125550182');
  await change.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page.getByText('Verification code sent to the new phone number')).toBeVisible();
  await expect(phone).toContainText('(***) ***-0182');
  await phone.getByLabel('6-digit PIN').fill(await pinFor('sushi', '3125550182'));
  await phone.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page.getByText('Phone number verified')).toBeVisible();

  const mail = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(mail).toContainText(email);
  await mail.getByLabel('6-digit PIN').fill('000000');
  await mail.getByRole('button', { name: 'VERIFY' }).click();
  await expect(mail.getByRole('alert')).toHaveText('Verification failed. Please try again.');
  await mail.getByLabel('6-digit PIN').fill(await pinFor('sushi', email));
  await mail.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page.getByText('Email verified')).toBeVisible();
  await expect(mail).toBeHidden();
});

test('a phone change answered 403 ends the session with docs/product.md’s toast', async ({
  page,
}) => {
  await open(page, '/', burger.origin);
  await logInWithModal(page, 'unverified@example.com', 'Demo1234!');
  await answerCall(page, (c) => c.method === 'POST' && /^\/customers\/\d+$/.test(c.path), 403, {
    error: 'expired',
  });
  await page.setViewportSize({ width: 800, height: 900 });
  await nav(page).getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Verify Phone' }).click();
  await page
    .getByRole('dialog', { name: 'Verify Phone' })
    .getByRole('button', { name: 'CLICK HERE' })
    .click();
  const change = page.getByRole('dialog', { name: 'Change Phone' });
  await change.getByLabel('Cell Phone Number').fill('2125550177');
  await change.getByRole('button', { name: 'UPDATE' }).click();
  await expect(
    page.getByText('Your session has expired. Please log in again', { exact: true }),
  ).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('disable_login hides Login and logs a logged-in customer out', async ({ page }) => {
  await open(page);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  await answerCall(page, (c) => c.path === '/stores/configuration', 200, {
    chain_name: 'taco',
    chain_display_name: 'Taco Verde',
    disable_login: true,
  });
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Profile' })).toBeHidden();
  await expectLoggedOut(page);
  await expect(nav(page).getByRole('link', { name: 'Profile' })).toBeHidden();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('every modal works by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await open(page, '/', burger.origin);
  const login = nav(page).getByRole('link', { name: 'Login' });
  await login.focus();
  await page.keyboard.press('Enter');
  const loginDialog = page.getByRole('dialog', { name: 'Login To Your Account' });
  await expect(loginDialog.getByLabel('Email')).toBeFocused();
  // Move between modals with the keyboard only.
  await loginDialog.getByRole('button', { name: 'CREATE AN ACCOUNT' }).focus();
  await page.keyboard.press('Enter');
  const signup = page.getByRole('dialog', { name: 'Create Your Account' });
  await expect(signup.getByLabel('First Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(signup).toBeHidden();
  await expect(login).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.type('unverified@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo1234!');
  await page.keyboard.press('Enter');
  await expect(loginDialog).toBeHidden();

  const profile = nav(page).getByRole('button', { name: 'Profile' });
  await profile.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('menuitem', { name: 'Verify Phone' }).focus();
  await page.keyboard.press('Enter');
  const verify = page.getByRole('dialog', { name: 'Verify Phone' });
  await expect(verify.getByLabel('6-digit PIN')).toBeFocused();
  // A wrong PIN, so the shared demo account stays unverified for the other tests.
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await expect(verify.getByRole('alert')).toHaveText('Verification failed. Please try again.');
  await page.keyboard.press('Escape');
  await expect(verify).toBeHidden();
  await expect(profile).toBeFocused();
});

test('axe: the e-mail verification and in-store loyalty modals (dark)', async ({ page }) => {
  await open(page, '/', sushi.origin);
  await logInWithModal(page, 'unverified@example.com', 'Demo1234!');
  await page.setViewportSize({ width: 800, height: 900 });
  await nav(page).getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Verify Email' }).click();
  const mail = page.getByRole('dialog', { name: 'Verify Email' });
  await mail.getByRole('button', { name: 'VERIFY' }).click();
  await expect(mail.getByText('Invalid pin code')).toBeVisible();
  await noViolationsInBothEngines(page);
  await page.keyboard.press('Escape');
  await page.goto(`${sushi.origin}/?merchant=M1&location=L1&ticket=T-1001`);
  const loyalty = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(loyalty).toBeVisible();
  await noViolationsInBothEngines(page);
  await loyalty.getByRole('button', { name: 'CLOSE' }).click();
  await expect(loyalty).toBeHidden();
});

test('an expiry found away from Home goes Home and still shows the message', async ({ page }) => {
  await open(page, '/content-hub');
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  await answerCall(page, (c) => c.path === '/customers/me', 403, { error: 'expired' });
  await page.reload();
  await expect(page).toHaveURL(`${taco.origin}/`);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
});
