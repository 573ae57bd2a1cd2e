/**
 * Promo-code guesses are limited like sign-in and PIN attempts: after ten codes a guest is told to
 * wait, and keeps what they typed. The sandbox tenant API called directly on the real server
 * (/__sandbox/api) holds the same limit and answers hostile input with a 4xx, never a 500.
 */
import { expect, test } from './fixtures/test.ts';
import { addItems, cartButton, cartPanel, startOrder } from './fixtures/cart.ts';
import { raw } from './fixtures/http.ts';
import { LIMITS, TOO_MANY_ATTEMPTS } from '../src/api/rate-limit.ts';

const ONION_RINGS = 1012;
const HOST = 'burger.localhost';
const API = { 'content-type': 'application/json', 'x-storefront': '1' };

test('a guest who tries too many promo codes is told to wait, and keeps the code typed', async ({
  page,
}) => {
  await startOrder(page, 'burger', 'Williamsburg');
  await addItems(page, [{ menu_item_id: ONION_RINGS, quantity: 2 }]);
  await cartButton(page).click();
  const promos = cartPanel(page).getByRole('region', { name: 'Promos and rewards' });
  const field = promos.getByRole('textbox', { name: 'Promo code' });
  const apply = promos.getByRole('button', { name: 'Apply', exact: true });
  for (let i = 0; i < LIMITS.promoPerAccount.max; i++) {
    await field.fill(`GUESS${i}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/proxy'));
    await apply.click();
    await answered;
    await expect(promos.getByRole('alert')).toHaveText('This promo code is not valid');
  }
  await field.fill('WELCOME10');
  await apply.click();
  await expect(promos.getByRole('alert')).toHaveText(TOO_MANY_ATTEMPTS);
  await expect(field).toHaveValue('WELCOME10');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});

test.describe('the sandbox API called directly on the server', () => {
  async function signedInOrder() {
    const login = await raw(HOST, '/__sandbox/api/customers/login', {
      method: 'POST',
      headers: API,
      body: JSON.stringify({ username: 'demo@example.com', password: 'Demo1234!' }),
    });
    expect(login.status).toBe(200);
    const { auth_cookie, customer_id } = JSON.parse(login.body) as {
      auth_cookie: string;
      customer_id: number;
    };
    const headers = { ...API, authorization: `Basic ${auth_cookie}` };
    const order = await raw(HOST, '/__sandbox/api/orders/new', {
      method: 'POST',
      headers,
      body: JSON.stringify({ customer_id, is_asap: true, store_id: 101, service_type_id: 1 }),
    });
    expect(order.status).toBe(200);
    return {
      headers,
      orderId: (JSON.parse(order.body) as { order: { order_id: number } }).order.order_id,
    };
  }

  test('limits promo-code guesses as the proxy does', async () => {
    const { headers, orderId } = await signedInOrder();
    const guess = (code: string) =>
      raw(HOST, `/__sandbox/api/orders/${orderId}/discount`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ code }),
      });
    for (let i = 0; i < LIMITS.promoPerAccount.max; i++)
      expect((await guess(`G${i}`)).status).toBe(404);
    const limited = await guess('WELCOME10');
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({
      error: TOO_MANY_ATTEMPTS,
      code: 'too_many_attempts',
    });
  });

  test('answers deeply nested options and malformed cookies with a 4xx', async () => {
    const { headers, orderId } = await signedInOrder();
    const deep = '{"option_id":1,"options":['.repeat(5000) + '{"option_id":1}' + ']}'.repeat(5000);
    const item = await raw(HOST, `/__sandbox/api/orders/${orderId}/items`, {
      method: 'POST',
      headers,
      body: `{"menu_item_id":1002,"quantity":1,"options":[${deep}]}`,
    });
    expect(item.status).toBe(400);
    for (const cookie of ['__ac=%E0%A4%A', '__ac=%', 'session=%zz; __ac=%c0%af']) {
      const me = await raw(HOST, '/__sandbox/api/customers/me', { headers: { cookie } });
      expect(me.status, cookie).toBe(401);
    }
  });
});
