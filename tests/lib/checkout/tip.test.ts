// docs/product.md §3 "selectedTip", "otherTipAmount"; docs/product.md §9: tip amounts are rounded
// down to the cent.
import { describe, expect, it } from 'vitest';
import { TIP_PRESETS, tipCents, tipChoice } from '../../../src/lib/checkout/tip.ts';

describe('tipCents', () => {
  it.each([
    ['none', 1999, '', 0],
    [15, 1999, '', 299],
    [18, 1999, '', 359],
    [20, 1999, '', 399],
    [15, 0, '', 0],
    [15, -100, '', 0],
    ['other', 1999, '', 0],
    ['other', 1999, '3', 300],
    ['other', 1999, '$3.999', 399],
    ['other', 1999, '1,000.5', 100050],
    ['other', 1999, 'abc', undefined],
    ['other', 1999, '-2', undefined],
  ] as const)('%s of %i with "%s" → %s', (choice, subtotal, other, expected) => {
    expect(tipCents(choice, subtotal, other)).toBe(expected);
  });

  it('offers 15, 18 and 20 %', () => expect(TIP_PRESETS).toEqual([15, 18, 20]));
});

describe('tipChoice reads a stored selectedTip back', () => {
  it.each([
    [18, 18],
    ['20', 20],
    ['other', 'other'],
    ['none', 'none'],
    [17, null],
    ['x', null],
    [null, null],
    [{}, null],
  ] as const)('%j → %j', (raw, expected) => expect(tipChoice(raw)).toBe(expected));
});
