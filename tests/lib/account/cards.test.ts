// docs/product.md §7.2 saved cards, docs/architecture.md §6: a card's name and expiry on Manage
// cards; a card is valid through the last day of its expiry month.
import { describe, expect, it } from 'vitest';
import { cardExpired, cardExpiry, cardLabel } from '../../../src/lib/account/cards.ts';

const visa = (exp_month?: number, exp_year?: number) => ({
  brand: 'Visa',
  last4: '4242',
  exp_month,
  exp_year,
});

describe('cardExpired', () => {
  it.each([
    ['the expiry month itself, first day', visa(11, 2026), new Date(2026, 10, 1), false],
    ['the expiry month, last day, late', visa(11, 2026), new Date(2026, 10, 30, 23, 59), false],
    ['the first day after it', visa(11, 2026), new Date(2026, 11, 1), true],
    ['a year after', visa(11, 2026), new Date(2027, 10, 15), true],
    ['December rolls into January', visa(12, 2026), new Date(2027, 0, 1), true],
    ['a later year, earlier month', visa(1, 2027), new Date(2026, 11, 31), false],
    ['a two-digit year', visa(4, 29), new Date(2029, 4, 1), true],
    ['no expiry', visa(), new Date(2099, 0, 1), false],
  ])('%s → %s', (_what, card, now, expired) => {
    expect(cardExpired(card, now)).toBe(expired);
  });
});

describe('cardLabel and cardExpiry', () => {
  it.each([
    [visa(4, 2029), 'Visa ending in 4242', '04/29'],
    [
      { brand: 'Mastercard', last4: '4444', exp_month: 12, exp_year: 2030 },
      'Mastercard ending in 4444',
      '12/30',
    ],
    [{ brand: ' ', last4: '0005' }, 'Card ending in 0005', ''],
  ])('%j → %s, %s', (card, label, expiry) => {
    expect(cardLabel(card)).toBe(label);
    expect(cardExpiry(card)).toBe(expiry);
  });
});
