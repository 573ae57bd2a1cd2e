import { describe, expect, it } from 'vitest';
import {
  checkLimits,
  LIMITS,
  LimitsUnavailableError,
  RateLimiter,
  TOO_MANY_ATTEMPTS,
  type LimitStore,
} from '../../src/api/rate-limit.ts';
import { handleProxy, type Upstream } from '../../src/api/proxy.server.ts';
import { setSealingKeyForTests } from '../../src/api/session.server.ts';

setSealingKeyForTests('test-secret-test-secret-test-secret!');

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('RateLimiter', () => {
  it('allows max hits per window, then tells how long to wait', () => {
    const c = clock();
    const r = new RateLimiter(c.now);
    const limit = { max: 3, windowMs: 1000 };
    for (let i = 0; i < 3; i++) {
      expect(r.retryAfter('k', limit)).toBe(0);
      r.hit('k', limit);
      c.advance(100);
    }
    expect(r.retryAfter('k', limit)).toBe(700);
    c.advance(700);
    expect(r.retryAfter('k', limit)).toBe(0);
  });

  it('bounds the number of keys it remembers', () => {
    const r = new RateLimiter(Date.now, 10);
    for (let i = 0; i < 100; i++) r.hit(`k${i}`, { max: 1, windowMs: 60_000 });
    expect(r.retryAfter('k0', { max: 1, windowMs: 60_000 })).toBe(0);
    expect(r.retryAfter('k99', { max: 1, windowMs: 60_000 })).toBeGreaterThan(0);
  });
});

describe('checkLimits (docs/architecture.md §6: login and PIN attempts per IP and per account)', () => {
  it('locks an account after repeated failed logins, from any IP', async () => {
    const r = new RateLimiter(clock().now);
    const tryLogin = async (ip: string, ok: boolean) => {
      const l = await checkLimits(r, 'burger', 'login', ip, { username: 'Demo@Example.com' });
      if (l.waitMs === 0) await l.record(ok);
      return l.waitMs;
    };
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i++)
      expect(await tryLogin(`10.0.0.${i}`, false)).toBe(0);
    expect(await tryLogin('10.9.9.9', true)).toBeGreaterThan(0);
    const other = await checkLimits(r, 'burger', 'login', '10.0.0.1', {
      username: 'someone@example.com',
    });
    expect(other.waitMs).toBe(0);
  });

  it("forgets an account's failures after a successful login", async () => {
    const r = new RateLimiter(clock().now);
    const tryLogin = async (ok: boolean) => {
      const l = await checkLimits(r, 'burger', 'login', '10.0.0.1', { username: 'a@example.com' });
      if (l.waitMs === 0) await l.record(ok);
      return l.waitMs;
    };
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max - 1; i++) await tryLogin(false);
    expect(await tryLogin(true)).toBe(0);
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i++)
      expect(await tryLogin(false)).toBe(0);
    expect(await tryLogin(false)).toBeGreaterThan(0);
  });

  it('counts concurrent attempts before any is answered', async () => {
    const r = new RateLimiter(clock().now);
    const checks = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        checkLimits(r, 'burger', 'login', `10.1.0.${i}`, { username: 'b@example.com' }),
      ),
    );
    expect(checks.filter((c) => c.waitMs === 0)).toHaveLength(LIMITS.loginFailuresPerAccount.max);
  });

  it('limits one IP across accounts', async () => {
    const r = new RateLimiter(clock().now);
    for (let i = 0; i < LIMITS.pinSendPerIp.max; i++)
      expect(
        (
          await checkLimits(r, 'burger', 'sendVerifyPhone', '1.2.3.4', {
            phone: `21255501${String(i).padStart(2, '0')}`,
          })
        ).waitMs,
      ).toBe(0);
    expect(
      (await checkLimits(r, 'burger', 'sendVerifyPhone', '1.2.3.4', { phone: '2125550999' }))
        .waitMs,
    ).toBeGreaterThan(0);
    expect(
      (await checkLimits(r, 'burger', 'sendVerifyPhone', '5.6.7.8', { phone: '2125550999' }))
        .waitMs,
    ).toBe(0);
  });

  it('limits PIN sends to one phone, successful or not', async () => {
    const r = new RateLimiter(clock().now);
    for (let i = 0; i < LIMITS.pinSendPerAccount.max; i++)
      await (
        await checkLimits(r, 'burger', 'sendVerifyPhone', `9.9.9.${i}`, { phone: '2125550100' })
      ).record(true);
    expect(
      (await checkLimits(r, 'burger', 'sendVerifyPhone', '9.9.9.99', { phone: '2125550100' }))
        .waitMs,
    ).toBeGreaterThan(0);
  });

  it('leaves other calls alone', async () => {
    const r = new RateLimiter(clock().now);
    for (let i = 0; i < 500; i++)
      expect((await checkLimits(r, 'burger', 'stores', '1.1.1.1', {})).waitMs).toBe(0);
  });

  it('reports a store that cannot count, for the proxy to refuse the call', async () => {
    const down: LimitStore = {
      consume: () => Promise.reject(new LimitsUnavailableError('down')),
      release: () => Promise.resolve(),
    };
    const l = await checkLimits(down, 'burger', 'login', '1.1.1.1', { username: 'a@b.c' });
    expect(l).toMatchObject({ waitMs: 0, unavailable: true });
  });
});

describe('the proxy answers 429 with a clear message', () => {
  it('after too many failed logins', async () => {
    const limiter = new RateLimiter();
    const upstream: Upstream = () =>
      Promise.resolve({
        status: 401,
        setCookies: [],
        contentType: 'application/json',
        body: '{"error":"invalid email or password"}',
      });
    const attempt = () =>
      handleProxy(
        new Request('http://burger.localhost/api/proxy', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-storefront': '1',
            host: 'burger.localhost',
          },
          body: JSON.stringify({
            method: 'POST',
            path: '/customers/login',
            payload: { username: 'victim@example.com', password: 'guess' },
          }),
        }),
        {
          tenant: { id: 'burger', apiBase: 'https://api.example/' },
          upstream,
          clientIp: '203.0.113.7',
          limiter,
        },
      );
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i++)
      expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: { code: 'too_many_attempts', message: TOO_MANY_ATTEMPTS },
    });
  });
});

describe('checkLimits: guesses made while signed in (docs/architecture.md §6)', () => {
  const tries = async (
    r: RateLimiter,
    callId: string,
    payload: Record<string, unknown>,
    ip: (i: number) => string,
    n: number,
    subject?: string,
  ) => {
    const waits: number[] = [];
    for (let i = 0; i < n; i++) {
      const l = await checkLimits(r, 'burger', callId, ip(i), payload, subject);
      if (l.waitMs === 0) await l.record(false);
      waits.push(l.waitMs);
    }
    return waits;
  };

  it.each([
    {
      what: 'a password change naming the current password, per customer',
      callId: 'password',
      payload: { old_password: 'guess', new_password: 'Newpass1!' },
      max: LIMITS.loginFailuresPerAccount.max,
    },
    {
      what: 'a gift card added by number and PIN, per card',
      callId: 'saveCard',
      payload: { gift_card_number: '6006491234567890', pin: '1234' },
      max: LIMITS.pinVerifyPerAccount.max,
    },
    {
      what: 'a reset link, per e-mail',
      callId: 'password',
      payload: { email: 'victim@example.com', reset: true },
      max: LIMITS.pinSendPerAccount.max,
    },
    {
      what: 'a typed promo code, per customer',
      callId: 'redeemDiscount',
      payload: { code: 'GUESS1' },
      max: LIMITS.promoPerAccount.max,
    },
    {
      what: 'a promo code sent with a new order, per customer',
      callId: 'saveOrder',
      payload: {
        customer_id: 7,
        is_asap: true,
        store_id: 1,
        service_type_id: 1,
        discount_code: 'X',
      },
      max: LIMITS.promoPerAccount.max,
    },
  ])('limits $what, from any IP', async ({ callId, payload, max }) => {
    const r = new RateLimiter(clock().now);
    const waits = await tries(r, callId, payload, (i) => `10.2.0.${i}`, max + 1, 'cust-a');
    expect(waits.slice(0, max).every((w) => w === 0)).toBe(true);
    expect(waits[max]).toBeGreaterThan(0);
  });

  it("keeps one customer's password guesses from locking another's", async () => {
    const r = new RateLimiter(clock().now);
    const payload = { old_password: 'guess', new_password: 'Newpass1!' };
    await tries(r, 'password', payload, () => '10.3.0.1', LIMITS.loginFailuresPerAccount.max, 'a');
    const other = await checkLimits(r, 'burger', 'password', '10.3.0.1', payload, 'b');
    expect(other.waitMs).toBe(0);
  });

  it.each([
    {
      what: 'a password set right after a code sign-in',
      callId: 'password',
      payload: { new_password: 'Newpass1!' },
    },
    {
      what: 'a card saved from a hosted-page token',
      callId: 'saveCard',
      payload: { token: 'tok_1' },
    },
    {
      what: 'an offered discount applied by id',
      callId: 'redeemDiscount',
      payload: { discount_id: 3 },
    },
    {
      what: 'an order saved without a promo code',
      callId: 'saveOrder',
      payload: { customer_id: 7, is_asap: true, store_id: 1, service_type_id: 1 },
    },
  ])('leaves $what alone', async ({ callId, payload }) => {
    const r = new RateLimiter(clock().now);
    const waits = await tries(r, callId, payload, () => '10.4.0.1', 50, 'c');
    expect(waits.every((w) => w === 0)).toBe(true);
  });
});

describe('checkLimits: promo codes from one address (a guesser starting new guest sessions)', () => {
  it(`stops after ${LIMITS.promoPerIp.max} codes a minute, whichever customer types them`, async () => {
    const r = new RateLimiter(clock().now);
    const waits: number[] = [];
    for (let i = 0; i <= LIMITS.promoPerIp.max; i++)
      waits.push(
        (await checkLimits(r, 'burger', 'redeemDiscount', '10.5.0.1', { code: `G${i}` }, `g${i}`))
          .waitMs,
      );
    expect(waits.slice(0, -1).every((w) => w === 0)).toBe(true);
    expect(waits.at(-1)).toBeGreaterThan(0);
  });
});
