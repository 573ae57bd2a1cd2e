// docs/product.md §2.1 Order quote: Checkout links to a quote for catering and large orders; the
// link carries the order id.
import { describe, expect, it } from 'vitest';
import {
  LARGE_ORDER_ITEM_COUNT,
  LARGE_ORDER_SUBTOTAL_CENTS,
  isCatering,
  isLargeOrder,
  offersQuote,
  quoteOrderId,
  quotePath,
} from '../../../src/lib/quote/offer.ts';

const item = (quantity: number, auto = false) => ({ quantity, auto });
const order = (
  items: ReturnType<typeof item>[],
  subtotal: number,
  guests: number | null = null,
) => ({
  guest_count: guests,
  items,
  charges: { subtotal_cents: subtotal },
});
const catering = { requires_guest_count: true };
const pickup = { requires_guest_count: false };

describe('the large-order thresholds', () => {
  it('are $150.00 or 20 items', () =>
    expect([LARGE_ORDER_SUBTOTAL_CENTS, LARGE_ORDER_ITEM_COUNT]).toEqual([15_000, 20]));
});

describe('isCatering', () => {
  it.each([
    ['a service that asks for a guest count', null, catering, true],
    ['a service that does not', 12, pickup, false],
    ['no service known, a guest count', 12, undefined, true],
    ['no service known, no guest count', null, null, false],
  ] as const)('%s', (_name, guests, service, yes) =>
    expect(isCatering({ guest_count: guests }, service)).toBe(yes),
  );
});

describe('isLargeOrder', () => {
  it.each([
    ['a small order', [item(2)], 2_000, false],
    ['one cent under the subtotal', [item(2)], 14_999, false],
    ['at the subtotal', [item(2)], 15_000, true],
    ['19 items', [item(10), item(9)], 1_900, false],
    ['20 items', [item(10), item(10)], 2_000, true],
    ['auto-added items do not count', [item(10), item(9), item(5, true)], 1_900, false],
  ])('%s', (_name, items, subtotal, yes) => expect(isLargeOrder(order(items, subtotal))).toBe(yes));
});

describe('offersQuote', () => {
  it.each([
    ['catering with items', order([item(1)], 12_900, 20), catering, true],
    ['catering without items', order([], 0, 20), catering, false],
    ['only auto-added items', order([item(1, true)], 20_000), pickup, false],
    ['a large pickup order', order([item(3)], 16_000), pickup, true],
    ['a small pickup order', order([item(3)], 3_000), pickup, false],
  ])('%s', (_name, o, service, yes) => expect(offersQuote(o, service)).toBe(yes));
});

describe('quotePath and quoteOrderId', () => {
  it('round-trips the order id', () =>
    expect(quoteOrderId(quotePath(1042).split('?')[1]!)).toBe(1042));
  it.each([
    ['?order=1042', 1042],
    ['?order=1042&x=1', 1042],
    ['', null],
    ['?order=', null],
    ['?order=0', null],
    ['?order=-3', null],
    ['?order=12abc', null],
    ['?order=1234567890123', null],
  ])('%j → %j', (search, id) => expect(quoteOrderId(search)).toBe(id));
});
