// docs/product.md §1 (a feature-flag service) and docs/product.md §9 (feature flags refresh every
// 15 s).
import { describe, expect, it } from 'vitest';
import { parseFlagDocument, refreshDelay } from '../../../src/lib/flags/flags.ts';

describe('parseFlagDocument', () => {
  it.each([
    [
      'a flags object',
      { flags: { 'gift-cards': false, tier: 'gold', n: 3 } },
      { 'gift-cards': false, tier: 'gold', n: 3 },
    ],
    ['no flags key', { 'gift-cards': false }, null],
    ['flags as an array', { flags: [true] }, null],
    ['null', null, null],
    ['a string', 'flags', null],
    ['bad values dropped', { flags: { a: null, b: {}, c: Infinity, d: true } }, { d: true }],
    ['bad keys dropped', { flags: { 'no spaces': true, '<x>': true, ok: false } }, { ok: false }],
    ['long strings dropped', { flags: { s: 'x'.repeat(501), t: 'y' } }, { t: 'y' }],
  ])('%s', (_, body, expected) => {
    expect(parseFlagDocument(body)).toEqual(expected);
  });

  it('keeps at most 200 flags', () => {
    const flags = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`f${i}`, true]));
    expect(Object.keys(parseFlagDocument({ flags })!)).toHaveLength(200);
  });
});

describe('refreshDelay (docs/product.md §9: every 15 s)', () => {
  it.each([
    [null, 0, 0],
    [0, 0, 15_000],
    [1_000, 10_000, 6_000],
    [0, 15_000, 0],
    [0, 60_000, 0],
  ])('last %s, now %i → %i', (last, now, expected) => {
    expect(refreshDelay(last, now)).toBe(expected);
  });
});
