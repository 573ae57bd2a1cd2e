// Check-in on arrival (docs/product.md §1 "check-in for an order on arrival", §3 Order
// dp_stamp and Service.requires_address, §7.2 "Check in for order", "Orders available for
// check-in"): the window opens 15 minutes before the promised time and closes 30 minutes after it.
import { describe, expect, it } from 'vitest';
import {
  checkinReason,
  checkinVerdict,
  promisedInstant,
  type CheckinFacts,
} from '../../../src/lib/checkin/window.ts';

const MIN = 60_000;
// 12:15 PM in New York on Monday 23 November 2026.
const PROMISED = Date.parse('2026-11-23T17:15:00Z');
const facts = (over: Partial<CheckinFacts> = {}): CheckinFacts => ({
  status: 'placed',
  delivery: false,
  dpStamp: '2026-11-23 12:15',
  promisedMs: PROMISED,
  checkedIn: false,
  ...over,
});

describe('checkinVerdict', () => {
  it.each<[string, Partial<CheckinFacts>, number, string]>([
    ['16 minutes early', {}, -16, 'early'],
    ['15 minutes early (the window opens)', {}, -15, 'open'],
    ['at the promised time', {}, 0, 'open'],
    ['30 minutes late (the window closes)', {}, 30, 'open'],
    ['31 minutes late', {}, 31, 'late'],
    ['the store has moved it on to ready', { status: 'ready' }, 0, 'open'],
    ['the simulated status says completed', { status: 'completed' }, 10, 'open'],
    ['already checked in', { checkedIn: true }, 0, 'checked-in'],
    ['not placed yet', { status: 'open' }, 0, 'unplaced'],
    ['cancelled', { status: 'cancelled' }, 0, 'cancelled'],
    ['a delivery', { delivery: true }, 0, 'delivery'],
    ['no promised time', { dpStamp: null, promisedMs: null }, 0, 'untimed'],
  ])('%s → %s', (_name, over, minutes, state) => {
    expect(checkinVerdict(facts(over), PROMISED + minutes * MIN).state).toBe(state);
  });

  it('says when an early order opens', () => {
    expect(checkinVerdict(facts(), PROMISED - 60 * MIN)).toEqual({
      state: 'early',
      opensMs: PROMISED - 15 * MIN,
    });
  });
});

describe('checkinReason', () => {
  it.each<[string, Partial<CheckinFacts>, number, string | null]>([
    ['open', {}, 0, null],
    ['early', {}, -30, 'Check-in opens at 12:00 PM, 15 minutes before your order’s pickup time.'],
    [
      'early, just after midnight',
      { dpStamp: '2026-11-24 00:05' },
      -30,
      'Check-in opens at 11:50 PM, 15 minutes before your order’s pickup time.',
    ],
    [
      'late',
      {},
      45,
      'Check-in closed at 12:45 PM, 30 minutes after your order’s pickup time. Please ask the store’s staff for your order.',
    ],
    ['checked in', { checkedIn: true }, 0, 'You have already checked in for this order.'],
    ['not placed', { status: 'open' }, 0, 'This order has not been placed yet.'],
    ['cancelled', { status: 'cancelled' }, 0, 'This order was cancelled.'],
    ['delivery', { delivery: true }, 0, 'Delivery orders don’t need a check-in.'],
    [
      'no time',
      { dpStamp: null, promisedMs: null },
      0,
      'This order has no pickup time to check in for.',
    ],
  ])('%s', (_name, over, minutes, text) => {
    const f = facts(over);
    expect(checkinReason(checkinVerdict(f, PROMISED + minutes * MIN), f.dpStamp)).toBe(text);
  });
});

// docs/product.md §3 Store: timezone_offset_mins, and an IANA zone when the store has one.
describe('promisedInstant', () => {
  it.each<[string | null, { timezone_offset_mins: number; timezone?: string }, number | null]>([
    ['2026-11-23 12:15', { timezone_offset_mins: -300 }, PROMISED],
    ['2026-11-23 12:15', { timezone_offset_mins: 0, timezone: 'America/New_York' }, PROMISED],
    [
      '2026-07-01 12:00',
      { timezone_offset_mins: -300, timezone: 'America/New_York' },
      Date.parse('2026-07-01T16:00:00Z'),
    ],
    ['2026-11-23 12:15', { timezone_offset_mins: -300, timezone: 'Not/AZone' }, PROMISED],
    ['2026-02-30 12:00', { timezone_offset_mins: 0 }, null],
    [null, { timezone_offset_mins: 0 }, null],
  ])('%s in %o', (stamp, zone, instant) => {
    expect(promisedInstant(stamp, zone)).toBe(instant);
  });
});
