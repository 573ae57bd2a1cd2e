/**
 * The hosted test payment page, on a database file: approval, decline, bad input, refused return
 * addresses, no card number anywhere on disk, and data that survives a restart.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const dir = vi.hoisted(() => {
  // Before the helpers import: this file keeps its databases on disk.
  const d = `${process.env.TMPDIR ?? '/tmp'}/sandbox-pay-${process.pid}-${Date.now()}`;
  process.env.STOREFRONT_SANDBOX_DB = d;
  return d;
});

import { Client, resetAt } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await resetAt('burger', '2025-06-11T16:00:00Z');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const form = (fields: Record<string, string>) =>
  c.fixture('POST', '/pay', new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });

async function newToken(returnTo = '/1/harbor/checkout'): Promise<string> {
  const r = await c.fixture('GET', `/pay/new?return=${encodeURIComponent(returnTo)}`);
  expect(r.status).toBe(303);
  const location = new URL(r.headers.get('location')!, 'http://x');
  expect(location.pathname).toBe('/__sandbox/pay');
  expect(location.searchParams.get('return')).toBe(returnTo);
  return location.searchParams.get('token')!;
}

describe('hosted payment page', () => {
  it('shows an accessible form that explains the test cards', async () => {
    const token = await newToken();
    const page = await c.fixture('GET', `/pay?token=${token}&return=/checkout`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(
      /default-src 'none'; style-src 'sha256-/,
    );
    for (const label of ['Name on card', 'Card number', 'Expiry (MM/YY)', 'CVC'])
      expect(page.body).toMatch(
        new RegExp(`<label for="\\w+">${label.replace(/[()]/g, '\\$&')}</label>`),
      );
    expect(page.body).toContain('<button type="submit">Pay securely</button>');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('<html lang="en">');
  });

  it.each([
    ['4242 4242 4242 4242', 'approved', null],
    ['4000-0000-0000-0002', 'declined', 'Your card was declined. Please use another card.'],
    [
      '5555555555554444',
      'declined',
      'Use a test card: the sandbox approves only its Visa test card ending in 4242.',
    ],
  ])('%s is %s and redirects back with the token', async (number, status, message) => {
    const token = await newToken('/1/harbor/checkout?step=pay#payment');
    const r = await form({
      token,
      return: '/1/harbor/checkout?step=pay#payment',
      name: 'Dana Demo',
      number,
      expiry: '04/29',
      cvc: '321',
    });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(
      `/1/harbor/checkout?step=pay&payment_token=${token}#payment`,
    );
    const me = await c.login();
    expect(me).toBeGreaterThan(0);
    const check = await c.call('checkPayment', { token });
    expect(check.body).toMatchObject({
      status,
      message,
      card: { last4: number.replace(/\D/g, '').slice(-4), exp_month: 4, exp_year: 2029 },
    });
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'Enter a valid card number'],
    [{ expiry: '01/24' }, 'This card has expired: the expiry date is in the past'],
    [{ expiry: '13/30' }, 'Enter the expiry date as MM/YY'],
    [{ cvc: '12' }, 'Enter the 3- or 4-digit security code (CVC)'],
    [{ name: ' ' }, 'Enter the name on the card'],
  ])('bad input %o shows the form again with the message', async (change, message) => {
    const token = await newToken();
    const r = await form({
      token,
      return: '/checkout',
      name: 'Dana Demo',
      number: '4242424242424242',
      expiry: '04/29',
      cvc: '321',
      ...change,
    });
    expect(r.status).toBe(400);
    expect(r.body).toContain(message);
    expect(r.body).toContain('role="alert"');
    expect(r.body).toContain('aria-invalid="true"');
    expect(r.body).not.toContain('4242424242424242');
    expect((await c.call('checkPayment', { token })).body.status).toBe('pending');
  });

  it.each([
    '//evil.example/steal',
    'https://evil.example/',
    '/\\evil.example',
    'checkout',
    '/ok\u0000',
  ])('refuses the return address %j', async (target) => {
    const token = await newToken();
    expect((await c.fixture('GET', `/pay/new?return=${encodeURIComponent(target)}`)).status).toBe(
      400,
    );
    expect(
      (await c.fixture('GET', `/pay?token=${token}&return=${encodeURIComponent(target)}`)).status,
    ).toBe(400);
    const posted = await form({
      token,
      return: target,
      name: 'A',
      number: '4242424242424242',
      expiry: '04/29',
      cvc: '123',
    });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });

  it('refuses an unknown token and a second approval', async () => {
    expect((await c.fixture('GET', '/pay?token=tok_doesnotexist&return=/checkout')).status).toBe(
      404,
    );
    const token = await newToken();
    await form({
      token,
      return: '/checkout',
      name: 'A',
      number: '4242424242424242',
      expiry: '04/29',
      cvc: '123',
    });
    expect(
      (
        await form({
          token,
          return: '/checkout',
          name: 'A',
          number: '4242424242424242',
          expiry: '04/29',
          cvc: '123',
        })
      ).status,
    ).toBe(409);
  });

  it('stores no card number or security code anywhere in the database', () => {
    const files = readdirSync(dir).map((f) => readFileSync(path.join(dir, f)));
    expect(files.length).toBeGreaterThan(0);
    const all = Buffer.concat(files);
    expect(all.includes('4242')).toBe(true); // last4 is kept…
    const found = [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4000000000000002',
      '4000-0000-0000-0002',
      '5555555555554444',
      '4242424242424241',
    ].filter((secret) => all.includes(secret));
    expect(found).toEqual([]);
    expect(all.includes('"cvc"')).toBe(false);
  });
});

describe('persistence', () => {
  it('keeps data when the server restarts', async () => {
    const reg = await new Client('burger').call(
      'register',
      {},
      {
        email: 'restart@example.com',
        password: 'Secret123!',
        first_name: 'Re',
        last_name: 'Start',
        phone: '2125550123',
        auto_login: true,
        email_optin: false,
        sms_optin: false,
      },
    );
    expect(reg.status).toBe(200);
    vi.resetModules();
    const fresh = await import('./helpers.ts');
    const again = new fresh.Client('burger');
    expect(await again.login('restart@example.com', 'Secret123!')).toBe(reg.body.customer_id);
    expect(readdirSync(dir)).toContain('burger.sqlite');
  });
});
