import { describe, expect, it } from 'vitest';
import { chargeRows, optionsText, splitLines } from '../../../src/lib/cart/lines.ts';
import { cartPaths } from '../../../src/lib/cart/paths.ts';

// docs/product.md §2.3 cart: auto-added items are extras, not the guest's lines.
describe('splitLines', () => {
  it.each([
    [[], [], []],
    [null, [], []],
    [
      [
        { id: 1, auto: false },
        { id: 2, auto: true },
        { id: 3, auto: false },
      ],
      [1, 3],
      [2],
    ],
  ])('%j', (items, own, extras) => {
    const split = splitLines(items);
    expect(split.own.map((l) => l.id)).toEqual(own);
    expect(split.extras.map((l) => l.id)).toEqual(extras);
  });
});

describe('optionsText', () => {
  it.each([
    [[], ''],
    [[{ name: 'Large', quantity: 1 }], 'Large'],
    [
      [
        { name: 'Large', quantity: 1 },
        { name: 'Bacon', quantity: 2 },
      ],
      'Large, 2 × Bacon',
    ],
  ])('%j → %s', (options, text) => expect(optionsText(options)).toBe(text));
});

// docs/product.md §3 Order charges, §9 money: the server's numbers, discounts negative, total last.
describe('chargeRows', () => {
  const charges = (lines: { type: string; label: string; amount_cents: number }[]) => ({
    charges: { subtotal_cents: 2000, total_cents: 1873, lines },
  });
  it.each([
    [
      'no lines: subtotal and total',
      [],
      [
        ['Subtotal', 2000],
        ['Total', 1873],
      ],
    ],
    [
      'the server lists its subtotal: kept once, in its place',
      [
        { type: 'subtotal', label: 'Subtotal', amount_cents: 2000 },
        { type: 'discount', label: 'Welcome 10% off', amount_cents: -200 },
        { type: 'tax', label: 'Tax (8.875%)', amount_cents: 160 },
      ],
      [
        ['Subtotal', 2000],
        ['Welcome 10% off', -200],
        ['Tax (8.875%)', 160],
        ['Total', 1873],
      ],
    ],
    [
      'no subtotal line: one is put first',
      [
        { type: 'tax', label: 'Tax', amount_cents: 160 },
        { type: 'delivery_fee', label: 'Delivery fee', amount_cents: 299 },
        { type: 'tip', label: 'Tip', amount_cents: 300 },
      ],
      [
        ['Subtotal', 2000],
        ['Tax', 160],
        ['Delivery fee', 299],
        ['Tip', 300],
        ['Total', 1873],
      ],
    ],
  ] as const)('%s', (_, lines, rows) => {
    expect(chargeRows(charges([...lines])).map((r) => [r.label, r.cents])).toEqual(rows);
  });
  it('row keys are unique', () => {
    const rows = chargeRows(
      charges([
        { type: 'discount', label: 'A', amount_cents: -1 },
        { type: 'discount', label: 'B', amount_cents: -2 },
      ]),
    );
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });
});

// docs/product.md §2.1 routes: Checkout is the Menu path plus /checkout.
describe('cartPaths', () => {
  it.each([
    [
      '/102/harbor-burger-co-williamsburg',
      {
        menu: '/102/harbor-burger-co-williamsburg',
        checkout: '/102/harbor-burger-co-williamsburg/checkout',
      },
    ],
    [
      '/102/harbor-burger-co-williamsburg/checkout',
      {
        menu: '/102/harbor-burger-co-williamsburg',
        checkout: '/102/harbor-burger-co-williamsburg/checkout',
      },
    ],
    ['/102', { menu: '/102', checkout: '/102/checkout' }],
    ['/102/checkout', { menu: '/102', checkout: '/102/checkout' }],
    ['/', undefined],
    ['/account', undefined],
  ])('%s', (path, expected) => expect(cartPaths(path)).toEqual(expected));
});
