// docs/product.md §2.1 Order quote: how long a quote holds (a week from when it was made, never
// past the order's promised time) and the store-clock instants it is measured in (docs/product.md
// §3 Order dp_stamp).
import { describe, expect, it } from 'vitest';
import {
  QUOTE_VALID_DAYS,
  promisedInstant,
  quoteValidity,
  storeStamp,
} from '../../../src/lib/quote/validity.ts';

const at = (iso: string) => Date.parse(iso);
const MADE = at('2026-11-23T17:00:00Z');
const WEEK_END = at('2026-11-30T17:00:00Z');

describe('quoteValidity', () => {
  it('holds for a week', () => expect(QUOTE_VALID_DAYS).toBe(7));

  it.each([
    ['no order time: a week', null, at('2026-11-24T12:00:00Z'), WEEK_END, 'days', false],
    ['order time after the week', at('2026-12-05T17:00:00Z'), MADE, WEEK_END, 'days', false],
    [
      'order time within the week comes first',
      at('2026-11-25T17:00:00Z'),
      at('2026-11-24T12:00:00Z'),
      at('2026-11-25T17:00:00Z'),
      'order-time',
      false,
    ],
    ['the last moment before the week ends', null, WEEK_END - 1, WEEK_END, 'days', false],
    ['at the week’s end it has expired', null, WEEK_END, WEEK_END, 'days', true],
    [
      'the order time has passed',
      at('2026-11-25T17:00:00Z'),
      at('2026-11-25T17:00:00Z'),
      at('2026-11-25T17:00:00Z'),
      'order-time',
      true,
    ],
    [
      'an order time before the quote was made',
      MADE - 60_000,
      MADE,
      MADE - 60_000,
      'order-time',
      true,
    ],
    ['an unreadable order time counts as none', Number.NaN, MADE, WEEK_END, 'days', false],
  ] as const)('%s', (_name, promisedAt, now, validUntil, limitedBy, expired) =>
    expect(quoteValidity({ madeAt: MADE, promisedAt, now })).toEqual({
      validUntil,
      limitedBy,
      expired,
    }),
  );

  it('an unreadable made time gives no validity', () =>
    expect(quoteValidity({ madeAt: Date.parse('nope'), promisedAt: null, now: MADE })).toBeNull());
});

const NY = { zone: 'America/New_York', offsetMins: -300 };

describe('promisedInstant', () => {
  it.each([
    ['noon in New York in winter', '2026-11-24 12:00', NY, '2026-11-24T17:00:00.000Z'],
    ['noon in New York in summer', '2026-07-01 12:00', NY, '2026-07-01T16:00:00.000Z'],
    [
      'an unknown zone falls back to the offset',
      '2026-11-24 12:00',
      { zone: 'Nowhere/City', offsetMins: -480 },
      '2026-11-24T20:00:00.000Z',
    ],
    ['no zone: the offset', '2026-11-24 23:30', { offsetMins: 60 }, '2026-11-24T22:30:00.000Z'],
  ])('%s', (_name, dp, clock, iso) =>
    expect(new Date(promisedInstant(dp, clock)!).toISOString()).toBe(iso),
  );

  it.each([null, '', 'soon', '2026-02-30 12:00', '2026-11-24 25:00'])('%j is no time', (dp) =>
    expect(promisedInstant(dp, NY)).toBeNull(),
  );
});

describe('storeStamp', () => {
  it.each([
    ['the zone’s wall clock', at('2026-11-30T17:00:00Z'), NY, '2026-11-30 12:00'],
    [
      'past midnight UTC is still the day before in New York',
      at('2026-12-01T03:00:00Z'),
      NY,
      '2026-11-30 22:00',
    ],
    [
      'the offset without a zone',
      at('2026-11-30T17:00:00Z'),
      { offsetMins: -480 },
      '2026-11-30 09:00',
    ],
  ])('%s', (_name, instant, clock, text) => expect(storeStamp(instant, clock)).toBe(text));
});
