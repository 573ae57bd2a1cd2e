// Newest first, status in words, items with their options, and the
// date as docs/product.md §9 "Money and dates" writes it ("MMM D, YYYY, h:mm A") on the store's
// clock.
import { describe, expect, it } from 'vitest';
import {
  inProgress,
  itemText,
  newestFirst,
  orderDate,
  orderedLines,
  statusLabel,
} from '../../../src/lib/account/order-history.ts';

describe('statusLabel (the same words as Confirmation’s tracker)', () => {
  it.each([
    ['placed', 'Order placed'],
    ['accepted', 'Accepted by the store'],
    ['preparing', 'Preparing'],
    ['ready', 'Ready'],
    ['out_for_delivery', 'Out for delivery'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
    ['open', 'Not placed yet'],
  ] as const)('%s → %s', (status, words) => expect(statusLabel(status)).toBe(words));

  it.each([
    ['placed', true],
    ['ready', true],
    ['completed', false],
    ['cancelled', false],
  ] as const)('in progress: %s → %s', (status, yes) => expect(inProgress(status)).toBe(yes));
});

describe('newestFirst', () => {
  it('sorts by placing time, then by id', () => {
    const o = (
      order_id: number,
      placed_at: string | null,
      created_at = '2026-01-01T00:00:00Z',
    ) => ({
      order_id,
      placed_at,
      created_at,
    });
    const sorted = newestFirst([
      o(1, '2026-03-01T10:00:00Z'),
      o(2, '2026-05-01T10:00:00Z'),
      o(3, '2026-03-01T10:00:00Z'),
      o(4, null, '2026-04-01T00:00:00Z'),
    ]);
    expect(sorted.map((x) => x.order_id)).toEqual([2, 4, 3, 1]);
  });
});

describe('orderDate (docs/product.md §9)', () => {
  const at = { placed_at: '2026-11-22T23:05:00Z', created_at: '2026-11-22T22:00:00Z' };
  it.each([
    ['the store’s zone', { timezone: 'America/New_York' }, 'Nov 22, 2026, 6:05 PM'],
    [
      'the offset when the zone is unknown',
      { timezone_offset_mins: -480 },
      'Nov 22, 2026, 3:05 PM',
    ],
    [
      'a bad zone falls back to the offset',
      { timezone: 'Nowhere/Else', timezone_offset_mins: 60 },
      'Nov 23, 2026, 12:05 AM',
    ],
    ['no store: UTC', undefined, 'Nov 22, 2026, 11:05 PM'],
  ])('%s', (_, store, text) => expect(orderDate(at, store)).toBe(text));

  it('an order never placed shows when it was created; garbage shows nothing', () => {
    expect(orderDate({ placed_at: null, created_at: '2026-01-05T12:00:00Z' }, undefined)).toBe(
      'Jan 5, 2026, 12:00 PM',
    );
    expect(orderDate({ placed_at: 'soon', created_at: 'x' }, undefined)).toBe('');
  });
});

describe('itemText', () => {
  it.each([
    [
      { quantity: 1, name: 'Fries', options: [] },
      { text: '1 × Fries', options: '' },
    ],
    [
      {
        quantity: 2,
        name: 'Burger',
        options: [
          { option_id: 1, name: 'Double', price_cents: 300, quantity: 1 },
          { option_id: 2, name: 'Pickles', price_cents: 0, quantity: 2 },
        ],
      },
      { text: '2 × Burger', options: 'Double, 2 × Pickles' },
    ],
  ])('%j', (line, out) => expect(itemText(line)).toEqual(out));

  it('auto-added lines are not the guest’s', () => {
    expect(orderedLines([{ auto: false }, { auto: true }])).toEqual([{ auto: false }]);
  });
});
