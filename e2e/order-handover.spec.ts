// Signing in mid-order (docs/product.md §4.1, §7.3 "Update order"): a guest builds an order, signs
// in from the header (password, e-mailed code, single sign-on through the sandbox's OIDC issuer, or
// a new account), and the same order, now the customer's, goes through Checkout and payment and
// shows in the customer's order history. Stores open 24 hours, so the journeys run on real time.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { pinFor, uniqueEmail } from './fixtures/accounts.ts';
import { APPROVED, payOnHostedPage } from './fixtures/checkout.ts';
import { startPickupOrder } from './fixtures/menu.ts';
import { orderOf, storedOrderId } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';

// Home, the menu, a sign-in, the hosted payment page, Confirmation and the order history.
test.describe.configure({ timeout: 90_000 });

interface Chain {
  id: 'burger' | 'sushi';
  store: string;
  /** An item without required choices, added from its dialog as it opens. */
  item: string;
}
const BURGER: Chain = { id: 'burger', store: 'Fulton Street', item: 'Onion Rings' };
const SUSHI: Chain = { id: 'sushi', store: 'Union Square', item: 'Rainbow Roll' };
const DEMO = 'demo@example.com';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Login To Your Account' });

/** A guest's pickup order at the chain's 24-hour store with one item; its id. */
async function guestOrderWithItem(page: Page, chain: Chain): Promise<number> {
  await startPickupOrder(page, chain.id, chain.store);
  await page
    .getByRole('button', { name: new RegExp(`^${chain.item}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: chain.item });
  await dialog.getByRole('button', { name: /^Add to order/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).not.toBe('true');
  return storedOrderId(page);
}

async function openLogin(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Login' }).click();
  await expect(loginDialog(page)).toBeVisible();
}

/** CHECKOUT from the cart, a new card on the hosted page, PLACE ORDER, then the order history. */
async function payAndFindInHistory(page: Page, chain: Chain, orderId: number): Promise<void> {
  await expect(nav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await storedOrderId(page)).toBe(orderId);
  const cart = page.getByRole('complementary', { name: 'Cart' });
  if (!(await cart.isVisible())) await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await cart.getByRole('link', { name: 'CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Your order' }).last()).toContainText(
    `1 × ${chain.item}`,
  );
  const customerId = Number(await page.evaluate(() => localStorage.getItem('customerId')));
  expect((await orderOf(page, orderId)).customer).toEqual({
    customer_id: customerId,
    is_guest: false,
  });
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('radio', { name: /^New card/ }).check();
  await payment.getByRole('button', { name: /ENTER CARD DETAILS|USE ANOTHER CARD/ }).click();
  await payOnHostedPage(page, APPROVED);
  await page.getByRole('button', { name: /^PLACE ORDER · / }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Thank you! Order #${orderId}` })).toBeVisible();
  await page.goto(`${originOf(chain.id)}/account/order-history`);
  await expect(page.getByRole('article').filter({ hasText: `Order #${orderId}` })).toContainText(
    chain.item,
  );
}

for (const chain of [BURGER, SUSHI]) {
  test(`${chain.id}: a guest logs in mid-order; the same order is paid and in the order history`, async ({
    page,
  }) => {
    const orderId = await guestOrderWithItem(page, chain);
    await openLogin(page);
    await loginDialog(page).getByLabel('Email').fill(DEMO);
    await loginDialog(page).getByLabel('Password').fill('Demo1234!');
    await loginDialog(page).getByRole('button', { name: 'LOGIN' }).click();
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.getByText('Welcome back')).toBeVisible();
    await payAndFindInHistory(page, chain, orderId);
  });
}

test('burger: a guest signs in with an e-mailed code mid-order', async ({ page }) => {
  const orderId = await guestOrderWithItem(page, BURGER);
  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'SIGN IN WITH A CODE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In With A Code' });
  await dialog.getByLabel('Email').fill(DEMO);
  await dialog.getByLabel('Email').press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(
    `We sent a 6-digit code to ${DEMO}. It expires in 10 minutes.`,
  );
  await dialog.getByLabel('6-digit code').fill(await pinFor('burger', DEMO));
  await dialog.getByLabel('6-digit code').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await payAndFindInHistory(page, BURGER, orderId);
});

test('burger: a guest signs in through the chain’s OIDC provider (okta) mid-order', async ({
  page,
}) => {
  const orderId = await guestOrderWithItem(page, BURGER);
  await openLogin(page);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    loginDialog(page).getByRole('button', { name: 'Continue with Okta' }).click(),
  ]);
  await popup.getByLabel('Email').fill(DEMO);
  // The popup may close as soon as it is submitted: listen before clicking.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  await expect(loginDialog(page)).toBeHidden();
  await payAndFindInHistory(page, BURGER, orderId);
});

test('sushi: a guest signs in with Google (the sandbox’s stand-in) mid-order', async ({ page }) => {
  const orderId = await guestOrderWithItem(page, SUSHI);
  await openLogin(page);
  const google = loginDialog(page).getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
  await popup.getByLabel('E-mail').fill(DEMO);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
  await expect(loginDialog(page)).toBeHidden();
  await payAndFindInHistory(page, SUSHI, orderId);
});

test('burger: a guest creates an account mid-order and verifies the phone', async ({ page }) => {
  const orderId = await guestOrderWithItem(page, BURGER);
  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'CREATE AN ACCOUNT' }).click();
  const signup = page.getByRole('dialog', { name: 'Create Your Account' });
  await signup.getByLabel('First Name').fill('Ana');
  await signup.getByLabel('Last Name').fill('Tester');
  await signup.getByLabel('Email').fill(uniqueEmail('handover'));
  await signup.getByLabel('Cell Phone Number').pressSequentially('2125550163');
  await signup.getByLabel('Password').fill('Str0ng!pass');
  await signup.getByLabel('Password').press('Enter');
  const verify = page.getByRole('dialog', { name: 'Verify Phone' });
  await expect(verify).toBeVisible();
  await verify.getByLabel('6-digit PIN').fill(await pinFor('burger', '2125550163'));
  await verify.getByRole('button', { name: 'VERIFY' }).click();
  await expect(verify).toBeHidden();
  await payAndFindInHistory(page, BURGER, orderId);
});

test('another customer cannot take a guest’s order by its id', async ({ page, browser }) => {
  const orderId = await guestOrderWithItem(page, BURGER);
  const other = await browser.newPage();
  await other.goto(`${originOf('burger')}/`);
  const status = await other.evaluate(async (id) => {
    const call = (method: string, path: string, payload: object) =>
      fetch('/api/proxy', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-storefront': '1' },
        body: JSON.stringify({ method, path, payload }),
      });
    const login = await call('POST', '/customers/login', {
      username: 'manager@example.com',
      password: 'Demo1234!',
    });
    const { data } = (await login.json()) as { data: { customer_id: number } };
    const take = await call('POST', '/orders/new', {
      order_id: id,
      customer_id: data.customer_id,
      store_id: 101,
      service_type_id: 1,
      is_asap: true,
    });
    return take.status;
  }, orderId);
  expect(status).toBe(403);
  await other.close();
  expect(((await orderOf(page, orderId)).customer as { is_guest: boolean }).is_guest).toBe(true);
  // The guest's own page is untouched.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});
