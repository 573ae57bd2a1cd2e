import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney, percentOf } from '../../../src/lib/format/money.ts';
import { formatDate } from '../../../src/lib/format/dates.ts';

// docs/product.md §9 "Money and dates"
describe('formatMoney', () => {
  it.each<[number, string | undefined | null, string]>([
    [0, undefined, '$0.00'],
    [5, undefined, '$0.05'],
    [1999, undefined, '$19.99'],
    [123456789, undefined, '$1,234,567.89'],
    [-500, undefined, '-$5.00'],
    [-1, undefined, '-$0.01'],
    [1000, '€', '€10.00'],
    [-1000, 'CA$', '-CA$10.00'],
    [1000, null, '$10.00'],
    [Number.NaN, undefined, '$0.00'],
  ])('%d with %s → %s', (cents, symbol, text) => expect(formatMoney(cents, symbol)).toBe(text));
});

describe('parseMoney (tip amounts round down to the cent)', () => {
  it.each<[string, number | undefined]>([
    ['12', 1200],
    ['12.5', 1250],
    ['12.999', 1299],
    ['$3', 300],
    ['1,000.10', 100010],
    ['.5', 50],
    ['', undefined],
    ['abc', undefined],
    ['-3', undefined],
    ['1.2.3', undefined],
  ])('%s → %s', (text, cents) => expect(parseMoney(text)).toBe(cents));
});

describe('percentOf rounds down', () => {
  it.each([
    [1999, 15, 299],
    [1999, 18, 359],
    [1000, 20, 200],
    [1, 15, 0],
  ])('%d cents at %d percent → %d', (c, p, r) => expect(percentOf(c, p)).toBe(r));
});

describe('formatDate', () => {
  it.each<[string | null, boolean, string]>([
    ['2026-11-22', false, 'Nov 22, 2026'],
    ['2026-11-22 18:05', true, 'Nov 22, 2026, 6:05 PM'],
    ['2026-01-02T00:30:00Z', true, 'Jan 2, 2026, 12:30 AM'],
    ['2026-11-22 18:05', false, 'Nov 22, 2026'],
    ['2026-02-30', false, ''],
    ['2024-02-29', false, 'Feb 29, 2024'],
    ['2026-11-31', false, ''],
    ['2026-13-01', false, ''],
    ['2026-00-10', false, ''],
    ['2026-11-22 12:00', true, 'Nov 22, 2026, 12:00 PM'],
    ['2026-11-22 23:59:59', true, 'Nov 22, 2026, 11:59 PM'],
    ['2026-11-22 09:07', true, 'Nov 22, 2026, 9:07 AM'],
    // A wall time that New York's clocks skip is still the store's time, whatever the browser's zone.
    ['2026-03-08 02:30', true, 'Mar 8, 2026, 2:30 AM'],
    ['2026-11-22 24:00', true, ''],
    ['yesterday', false, ''],
    [null, false, ''],
  ])('%s (time %s) → %s', (value, time, text) => expect(formatDate(value, { time })).toBe(text));
});
