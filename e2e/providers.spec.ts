// Providers chosen per tenant (docs/architecture.md §6; docs/product.md §7.3, §7.8): taco names the
// second address provider, a hosted card page and both wallets, all answered by the sandbox's
// stand-ins on its own origin; burger names none and uses the sandbox's defaults. A storefront
// without providers (a chain's own API) never calls the sandbox: simulated here by emptying the
// page's provider tag.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import {
  APPROVED,
  fillGuest,
  paymentsOf,
  payOnHostedPage,
  toCheckout,
} from './fixtures/checkout.ts';
import { chooseStore, setTime } from './fixtures/ordering.ts';
import { originOf } from './fixtures/server.ts';

const BURGER = originOf('burger');
const TACO = originOf('taco');
const NOON_NY = '2026-11-23T17:00:00Z';
// Real time: South Congress delivers around the clock.
const CONGRESS = { typed: '1100 Congress', option: /1100 Congress Ave/ };

test.describe.configure({ timeout: 60_000 });

/** The CSP directive `name` of a response's Content-Security-Policy header. */
function directive(csp: string | undefined, name: string): string {
  return (csp ?? '').split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
}

/** Every request the page makes to the sandbox's address stand-ins. */
function geoRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/__sandbox/geo/')) seen.push(r);
  });
  return seen;
}

test('taco: address search through the second provider, a new card on its hosted page; Checkout allows its wallets', async ({
  page,
}) => {
  const geo = geoRequests(page);
  const orderId = await toCheckout(page, TACO, 'South Congress', 'Delivery', 3013, CONGRESS);
  // docs/product.md §7.8: the second provider's own path and request, its key in the Authorization
  // header.
  const search = geo.find((r) => r.url().includes('/__sandbox/geo/radar/v1/search/autocomplete'));
  expect(search, 'the search went to the configured provider').toBeDefined();
  expect(Object.fromEntries(new URL(search!.url()).searchParams)).toMatchObject({
    limit: '5',
    countryCode: 'US',
    layers: 'address,coarse',
  });
  expect(await search!.headerValue('authorization')).toBe('prj_test_pk_tacoverde_demo');

  const checkout = await page.reload();
  const csp = checkout?.headers()['content-security-policy'];
  expect(directive(csp, 'connect-src')).toContain('https://pay.google.com');
  expect(directive(csp, 'connect-src')).toContain('https://apple.com');

  await fillGuest(page);
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('radio', { name: /^New card/ }).check();
  await payment.getByRole('button', { name: 'ENTER CARD DETAILS' }).click();
  await payOnHostedPage(page, APPROVED);
  await expect(page.getByRole('radio', { name: 'New card: Visa ending in 4242' })).toBeChecked();
  await page.getByRole('button', { name: /^PLACE ORDER · / }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  expect(await paymentsOf(page, orderId)).toHaveLength(1);
});

test('taco: Apple Pay asks the platform wallet session call for the merchant session, then pays', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    // Kept in sessionStorage: Confirmation is a new document.
    const keep = (key: string, value: unknown) =>
      sessionStorage.setItem(key, JSON.stringify(value));
    w.ApplePaySession = { canMakePayments: () => true };
    // Safari's Payment Request: once its sheet opens, the merchant must vouch for itself.
    w.PaymentRequest = class {
      onmerchantvalidation: ((e: unknown) => void) | null = null;
      constructor(methods: unknown) {
        keep('walletSheet', { methods });
      }
      async show() {
        const session = await new Promise((resolve) =>
          this.onmerchantvalidation?.({
            validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
            complete: (p: Promise<unknown>) => void p.then(resolve, resolve),
          }),
        );
        keep('merchantSession', session);
        return { details: { token: 'sandbox-wallet-ok' }, complete: () => Promise.resolve() };
      }
    };
  });
  const orderId = await toCheckout(page, TACO, 'South Congress', 'Delivery', 3013, CONGRESS);
  await fillGuest(page);
  const sessionCall = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/proxy') && !!r.postData()?.includes('/payment/get_apple_pay_session'),
  );
  await page.getByRole('button', { name: 'Apple Pay' }).click();
  expect((await sessionCall).postDataJSON()).toMatchObject({
    method: 'POST',
    path: '/payment/get_apple_pay_session',
    payload: {
      validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      domain: 'taco.localhost',
    },
  });
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  const seen = await page.evaluate(() => ({
    sheet: JSON.parse(sessionStorage.getItem('walletSheet') ?? 'null') as unknown,
    session: JSON.parse(sessionStorage.getItem('merchantSession') ?? 'null') as unknown,
  }));
  expect(seen.sheet).toMatchObject({
    methods: [{ data: { merchantIdentifier: 'merchant.example.tacoverde' } }],
  });
  expect(seen.session).toMatchObject({
    domainName: 'taco.localhost',
    displayName: expect.any(String),
  });
  expect(await paymentsOf(page, orderId)).toMatchObject([{ type: 'apple_pay' }]);
});

test('burger: the sandbox defaults declare no outside origin; without providers nothing calls the sandbox', async ({
  page,
}) => {
  const home = await page.goto(`${BURGER}/`);
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).not.toMatch(/google|apple|radar/);
  expect(directive(csp, 'connect-src').trim()).toBe("connect-src 'self'");

  // A chain's own API with no providers configured: the shell's tag names none.
  await page.addInitScript(() => {
    new MutationObserver((_m, observer) => {
      const el = document.getElementById('sf-providers');
      if (!el?.textContent) return;
      el.textContent = '{"address":null,"payment_page":null,"wallet":null}';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const geo = geoRequests(page);
  await setTime(page, 'burger', NOON_NY);
  await page.goto(`${BURGER}/`);
  await chooseStore(page, 'Fulton Street', 'Delivery');
  await page.getByRole('combobox', { name: 'Delivery address' }).fill('75 Wall');
  await expect(
    page.getByText('Address search is unavailable right now. Please try again.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await toCheckout(page, BURGER, 'Fulton Street', 'Pickup', 1012);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('group', { name: 'Payment method' })).toBeVisible();
  await expect(payment.getByRole('radio', { name: /^New card/ })).toHaveCount(0);
  expect(geo.map((r) => r.url())).toEqual([]);
});
