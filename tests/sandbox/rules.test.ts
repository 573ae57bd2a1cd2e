/** The sandbox's pure business rules, table by table. */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  computeCharges,
  discountValue,
  dollars,
  percentLabel,
} from '../../src/sandbox/orders/charges.ts';
import { priceOptions } from '../../src/sandbox/orders/options.ts';
import {
  cardBrand,
  expiryPassed,
  luhnValid,
  parseExpiry,
  testCardOutcome,
} from '../../src/sandbox/payments/cards.ts';
import { milesBetween } from '../../src/sandbox/stores/distance.ts';
import { orderStatusAt } from '../../src/sandbox/orders/status.ts';
import { coerceQuery, describeIssues } from '../../src/sandbox/core/http.ts';
import { safeReturn, withToken } from '../../src/sandbox/fixture/fixture.ts';
import { leadTimeText } from '../../src/sandbox/orders/timing.ts';
import { birthdateProblem } from '../../src/sandbox/core/validate.ts';
import { checkPinDoc, PIN_MAX_ATTEMPTS } from '../../src/sandbox/customers/verification.ts';
import { faultMatches } from '../../src/sandbox/fixture/faults.ts';
import { clockNow } from '../../src/sandbox/core/clock.ts';
import { ssoEmail } from '../../src/sandbox/customers/auth.ts';
import { sandboxEnabled } from '../../src/sandbox/index.server.ts';
import { storeQuery } from '../../src/api/schemas/store.ts';
import type { ModifierGroup } from '../../src/generated/sandbox-seed';

describe('charges (integer cents)', () => {
  it.each([
    [{ percent: 10 }, 2599, 259],
    [{ amount_cents: 500, min_subtotal_cents: 2500 }, 2499, 0],
    [{ amount_cents: 500, min_subtotal_cents: 2500 }, 2500, 500],
    [{ amount_cents: 500 }, 300, 300],
    [{ percent: 100 }, 0, 0],
  ])('discount %o on %i is %i', (rule, subtotal, amount) => {
    expect(discountValue(rule, subtotal)).toBe(amount);
  });

  it('taxes the discounted subtotal, not the fee or tip', () => {
    const c = computeCharges({
      lineTotals: [1649, 798],
      discounts: [{ discount_id: 1, code: 'X', name: '10% off', percent: 10 }],
      taxRate: 0.08875,
      deliveryFeeCents: 399,
      tipCents: 300,
    });
    expect(c).toMatchObject({
      subtotal_cents: 2447,
      discount_cents: 244,
      tax_cents: 196,
      total_cents: 2447 - 244 + 196 + 399 + 300,
    });
    expect(c.lines.map((l) => [l.type, l.amount_cents])).toEqual([
      ['subtotal', 2447],
      ['discount', -244],
      ['tax', 196],
      ['delivery_fee', 399],
      ['tip', 300],
    ]);
    expect(c.lines[2]!.label).toBe('Tax (8.875%)');
  });

  it('never discounts below zero', () => {
    const c = computeCharges({
      lineTotals: [400],
      discounts: [
        { discount_id: 1, code: null, name: 'a', amount_cents: 300 },
        { discount_id: 2, code: null, name: 'b', amount_cents: 300 },
      ],
      taxRate: 0.1,
      deliveryFeeCents: 0,
      tipCents: 0,
    });
    expect(c.discounts.map((d) => d.amount_cents)).toEqual([300, 100]);
    expect(c.total_cents).toBe(0);
  });

  it.each([
    [0.0725, '7.25%'],
    [0, '0%'],
    [0.1035, '10.35%'],
  ])('labels %f as %s', (rate, label) => expect(percentLabel(rate)).toBe(label));
  it.each([
    [2500, '$25.00'],
    [5, '$0.05'],
    [-150, '-$1.50'],
  ])('%i cents is %s', (cents, text) => expect(dollars(cents)).toBe(text));
});

describe('modifier options', () => {
  const groups: ModifierGroup[] = [
    {
      group_id: 1,
      name: 'Choose a size',
      min: 1,
      max: 1,
      options: [
        { option_id: 1, name: 'Single', price_cents: 0, is_default: true },
        { option_id: 2, name: 'Double', price_cents: 300 },
      ],
    },
    {
      group_id: 2,
      name: 'Add toppings',
      min: 0,
      max: 3,
      options: [
        { option_id: 3, name: 'Bacon', price_cents: 250 },
        {
          option_id: 4,
          name: 'Cheese',
          price_cents: 100,
          groups: [
            {
              group_id: 3,
              name: 'Choose a cheese',
              min: 1,
              max: 1,
              options: [
                { option_id: 5, name: 'Cheddar', price_cents: 0, is_default: true },
                { option_id: 6, name: 'Brie', price_cents: 75 },
              ],
            },
          ],
        },
      ],
    },
  ];
  it.each([
    ['defaults when none are given', undefined, 0],
    ['a priced choice', [{ option_id: 2 }], 300],
    ['quantities', [{ option_id: 1 }, { option_id: 3, quantity: 2 }], 500],
    [
      'nested choices priced with their parent',
      [{ option_id: 1 }, { option_id: 4, quantity: 2, options: [{ option_id: 6 }] }],
      350,
    ],
    ['nested defaults', [{ option_id: 1 }, { option_id: 4 }], 100],
  ])('accepts %s', (_what, chosen, extra) => {
    const r = priceOptions(groups, chosen, 'Burger');
    expect(r.ok && r.extra_cents).toBe(extra);
  });

  it.each([
    ['too few', [], 'Burger: choose at least 1 for “Choose a size”'],
    [
      'too many',
      [{ option_id: 1 }, { option_id: 2 }],
      'Burger: choose at most 1 for “Choose a size”',
    ],
    [
      'too many by quantity',
      [{ option_id: 1 }, { option_id: 3, quantity: 4 }],
      'Burger: choose at most 3 for “Add toppings”',
    ],
    ['an unknown option', [{ option_id: 99 }], 'Option 99 is not available for Burger'],
    [
      'a nested rule',
      [{ option_id: 1 }, { option_id: 4, options: [] }],
      'Cheese: choose at least 1 for “Choose a cheese”',
    ],
    [
      'choices under an option without any',
      [{ option_id: 1, options: [{ option_id: 5 }] }],
      'Single has no further choices',
    ],
  ])('refuses %s', (_what, chosen, error) => {
    expect(priceOptions(groups, chosen, 'Burger')).toEqual({ ok: false, error });
  });
});

describe('cards', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['42424242', false],
    ['4242x42424242424', false],
  ])('Luhn %s: %s', (n, ok) => expect(luhnValid(n)).toBe(ok));
  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['9999999999999995', 'Card'],
  ])('brand of %s is %s', (n, brand) => expect(cardBrand(n)).toBe(brand));
  it.each([
    ['04/29', { month: 4, year: 2029 }],
    [' 4 / 2031 ', { month: 4, year: 2031 }],
    ['13/29', undefined],
    ['0429', undefined],
  ])('expiry %j', (text, exp) => expect(parseExpiry(text)).toEqual(exp));
  it('a card is good through its expiry month', () => {
    const june = Date.parse('2025-06-30T23:00:00Z');
    expect(expiryPassed({ month: 6, year: 2025 }, june)).toBe(false);
    expect(expiryPassed({ month: 5, year: 2025 }, june)).toBe(true);
  });
  it('only 4242 4242 4242 4242 approves', () => {
    expect(testCardOutcome('4242424242424242').status).toBe('approved');
    expect(testCardOutcome('4000000000000002')).toEqual({
      status: 'declined',
      message: 'Your card was declined. Please use another card.',
      decline: 'card_declined',
    });
    expect(testCardOutcome('5555555555554444').message).toMatch(/^Use a test card/);
  });
});

describe('order status over time', () => {
  const placed = Date.parse('2025-06-11T16:00:00Z');
  const min = (m: number) => placed + m * 60_000;
  it.each([
    [false, 0, 'placed'],
    [false, 5, 'accepted'],
    [false, 10, 'preparing'],
    [false, 15, 'ready'],
    [false, 20, 'ready'],
    [false, 44, 'ready'],
    [false, 45, 'completed'],
    [true, 19, 'ready'],
    [true, 20, 'out_for_delivery'],
    [true, 29, 'out_for_delivery'],
    [true, 30, 'completed'],
  ])('ASAP, delivery %s, %i minutes in: %s', (delivery, minutes, status) => {
    expect(
      orderStatusAt(
        { status: 'placed', placedAtMs: placed, promisedMs: null, isAsap: true, delivery },
        min(minutes),
      ),
    ).toBe(status);
  });
  it('a scheduled order waits, accepted, until shortly before its time', () => {
    const order = {
      status: 'placed' as const,
      placedAtMs: placed,
      promisedMs: min(120),
      isAsap: false,
      delivery: false,
    };
    // A pickup stays ready until its check-in window closes, 30 minutes after its time.
    expect([30, 114, 115, 120, 149, 150].map((m) => orderStatusAt(order, min(m)))).toEqual([
      'accepted',
      'accepted',
      'preparing',
      'ready',
      'ready',
      'completed',
    ]);
  });
  it('an open order stays open', () => {
    expect(
      orderStatusAt(
        { status: 'open', placedAtMs: null, promisedMs: null, isAsap: true, delivery: false },
        min(100),
      ),
    ).toBe('open');
  });
});

describe('query parameters and messages', () => {
  it('types query parameters by the schema', () => {
    const q = new URLSearchParams({
      service_schedule: 'true',
      service_type_id: '2',
      latitude: '40.7',
      query: '10038',
      limit: 'x',
    });
    expect(coerceQuery(storeQuery, q)).toEqual({
      service_schedule: true,
      service_type_id: 2,
      latitude: 40.7,
      query: '10038',
      limit: 'x',
    });
    const nested = z.strictObject({ filter: z.object({ a: z.number() }).optional() });
    expect(coerceQuery(nested, new URLSearchParams({ filter: '{"a":1}' }))).toEqual({
      filter: { a: 1 },
    });
  });
  it('names each field', () => {
    const r = z.strictObject({ a: z.string(), b: z.number() }).safeParse({ b: 'x', c: 1 });
    expect(describeIssues(r.error!)).toBe(
      'a: is required; b: expected number, received string; unknown field c',
    );
  });
});

describe('small rules', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/a?b=1#c', '/a?b=1#c'],
    ['//evil', undefined],
    ['/\\evil', undefined],
    ['https://x', undefined],
    ['', undefined],
    ['/a\nb', undefined],
  ])('safe return %j', (v, out) => expect(safeReturn(v)).toBe(out));
  it('appends the token before the fragment', () => {
    expect(withToken('/checkout', 't1')).toBe('/checkout?payment_token=t1');
    expect(withToken('/c?x=1#pay', 't1')).toBe('/c?x=1&payment_token=t1#pay');
  });
  it.each([
    [30, '30 minutes'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [1440, '24 hours'],
    [1, '1 minute'],
  ])('lead time %i', (m, text) =>
    expect(leadTimeText(m)).toBe(`We need at least ${text} to prepare this order.`),
  );
  it.each([
    ['2012-06-11', undefined],
    ['2012-06-12', 'You must be at least 13 years old to sign up'],
    ['1899-12-31', 'Please enter a valid date of birth. Birthdays before 1900 are not accepted.'],
    ['2026-01-01', 'Please enter a valid birthdate'],
    ['2001-02-29', 'Please enter a valid birthdate'],
  ])('birthdate %s', (b, problem) => expect(birthdateProblem(b, '2025-06-11')).toBe(problem));
  it('a PIN locks after the last wrong attempt', () => {
    const doc = {
      pin: '123456',
      kind: 'x',
      customer_id: 1,
      expires_ms: 1000,
      attempts: PIN_MAX_ATTEMPTS - 1,
    };
    expect(checkPinDoc(doc, '000000', 0)).toEqual({
      result: 'wrong',
      next: { ...doc, attempts: PIN_MAX_ATTEMPTS },
    });
    expect(checkPinDoc({ ...doc, attempts: PIN_MAX_ATTEMPTS }, '123456', 0).result).toBe('locked');
    expect(checkPinDoc(doc, '123456', 1001).result).toBe('expired');
    expect(checkPinDoc(doc, '123456', 1000)).toEqual({ result: 'ok', next: null });
  });
  it.each([
    [{ path: '/stores' }, '/stores', true],
    [{ path: '/stores' }, '/stores/1', false],
    [{ path: '/stores*' }, '/stores/1', true],
    [{ path: '/orders/*', method: 'POST' }, '/orders/1', false],
  ])('fault %o on GET %s: %s', (fault, path, hit) =>
    expect(faultMatches(fault, 'GET', path)).toBe(hit),
  );
  it('the clock runs on from where it was set', () =>
    expect(clockNow({ anchor_ms: 1000, real_ms: 50_000 }, 53_000)).toBe(4000));
  it('reads an identity from a sandbox or JWT access token', () => {
    expect(ssoEmail('sandbox:a@example.com')).toBe('a@example.com');
    expect(ssoEmail(`x.${Buffer.from('{"email":"b@example.com"}').toString('base64url')}.y`)).toBe(
      'b@example.com',
    );
    expect(ssoEmail('opaque')).toBeUndefined();
  });
  it.each([
    ['production', undefined, false],
    ['production', 'on', true],
    ['staging', undefined, true],
    [undefined, undefined, true],
    [undefined, 'off', false],
    ['production', 'off', false],
  ])('STOREFRONT_ENV=%s STOREFRONT_SANDBOX=%s: enabled %s', (env, flag, on) => {
    setEnv('STOREFRONT_ENV', env);
    setEnv('STOREFRONT_SANDBOX', flag);
    expect(sandboxEnabled()).toBe(on);
  });
  it('measures miles between points', () =>
    expect(
      milesBetween(
        { latitude: 40.7128, longitude: -74.006 },
        { latitude: 34.0522, longitude: -118.2437 },
      ),
    ).toBeCloseTo(2445, -1));
});

const saved = {
  STOREFRONT_ENV: process.env.STOREFRONT_ENV,
  STOREFRONT_SANDBOX: process.env.STOREFRONT_SANDBOX,
};
function setEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
afterEach(() => {
  setEnv('STOREFRONT_ENV', saved.STOREFRONT_ENV);
  setEnv('STOREFRONT_SANDBOX', saved.STOREFRONT_SANDBOX);
});
