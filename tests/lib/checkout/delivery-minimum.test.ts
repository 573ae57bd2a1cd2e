import { describe, expect, it } from 'vitest';
import { amountStillNeeded, minimumMessage } from '../../../src/lib/checkout/delivery-minimum.ts';

// docs/product.md §3 Store delivery_info.minimum_cents: a delivery order's subtotal must reach it.
describe('amountStillNeeded (docs/product.md §3 delivery_info)', () => {
  it.each<[string, Parameters<typeof amountStillNeeded>[0], number]>([
    [
      'delivery below the minimum',
      { requiresAddress: true, subtotalCents: 1150, minimumCents: 1500 },
      350,
    ],
    [
      'delivery with an empty cart',
      { requiresAddress: true, subtotalCents: 0, minimumCents: 1500 },
      1500,
    ],
    [
      'delivery exactly at the minimum',
      { requiresAddress: true, subtotalCents: 1500, minimumCents: 1500 },
      0,
    ],
    ['delivery above it', { requiresAddress: true, subtotalCents: 2400, minimumCents: 1500 }, 0],
    [
      'pickup has no minimum',
      { requiresAddress: false, subtotalCents: 100, minimumCents: 1500 },
      0,
    ],
    ['unknown minimum', { requiresAddress: true, subtotalCents: 100, minimumCents: null }, 0],
    ['zero minimum', { requiresAddress: true, subtotalCents: 100, minimumCents: 0 }, 0],
    [
      'negative subtotal counts as none',
      { requiresAddress: true, subtotalCents: -50, minimumCents: 2000 },
      2000,
    ],
  ])('%s → %i', (_n, input, cents) => {
    expect(amountStillNeeded(input)).toBe(cents);
  });

  it('says the minimum and what is missing', () => {
    expect(minimumMessage(350, 1500)).toBe(
      'Delivery orders need a subtotal of at least $15.00. Add $3.50 more to place this order.',
    );
    expect(minimumMessage(50, 2000, '€')).toBe(
      'Delivery orders need a subtotal of at least €20.00. Add €0.50 more to place this order.',
    );
  });
});
