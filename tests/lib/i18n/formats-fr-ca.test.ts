/**
 * Money and times in the fr-CA build (docs/product.md §9 "Money and dates"): `#messages` is the
 * French catalogue there, as astro.config.mjs resolves it for STOREFRONT_LOCALE=fr-CA, so money is
 * written the Québec way and times on the 24-hour clock. The English build's forms are
 * tests/lib/format/format.test.ts's and tests/lib/schedule/schedule.test.ts's, unchanged.
 */
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../src/lib/format/money.ts';
import { hmmA, promisedTime } from '../../../src/lib/schedule/format.ts';
import { cartIconLabel } from '../../../src/lib/cart/count.ts';

vi.mock('#messages', () => import('../../../src/generated/messages/fr-CA.ts'));

/** Intl separates with no-break spaces (U+00A0, U+202F): shown here as plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money in fr-CA: decimal comma, the symbol after the amount', () => {
  it.each([
    [1299, '$', '12,99 $'],
    [123456, '$', '1 234,56 $'],
    [-500, '$', '-5,00 $'],
    [0, '€', '0,00 €'],
  ])('formatMoney(%i, %s) is %s', (cents, symbol, want) => {
    expect(plain(formatMoney(cents, symbol))).toBe(want);
  });
});

describe('times in fr-CA: the 24-hour clock', () => {
  it.each([
    [0, '0 h 00'],
    [18 * 60 + 45, '18 h 45'],
  ])('hmmA(%i) is %s', (minutes, want) => {
    expect(plain(hmmA(minutes))).toBe(want);
  });
  it('writes a promised time', () =>
    expect(plain(promisedTime('2026-11-22 18:45')!)).toBe('18 h 45'));
});

describe('the cart icon’s name in French', () => {
  it.each([
    [0, 'Panier, 0 article'],
    [1, 'Panier, 1 article'],
    [3, 'Panier, 3 articles'],
  ])('%i', (count, want) => expect(cartIconLabel(count)).toBe(want));
});
