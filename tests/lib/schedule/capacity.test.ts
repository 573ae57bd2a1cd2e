/** The slot capacity rule (docs/kitchen.md §1): limits, slot keys and the slot list it shapes. */
import { describe, expect, it } from 'vitest';
import {
  applyCapacity,
  fits,
  orderMakeMinutes,
  scheduleWithCapacity,
  slotKey,
  slotLabel,
  slotState,
  stampSlot,
  type CapacityRule,
  type CapacitySlot,
} from '../../../src/lib/schedule/capacity.ts';
import { buildSchedule } from '../../../src/lib/schedule/index.ts';
import type { DayOption } from '../../../src/lib/schedule/types.ts';

const load = (orders: number, make_minutes = 0) => ({ orders, make_minutes });

describe('docs/kitchen.md §1: does one more order fit a slot', () => {
  const orders3: CapacityRule = { orders_per_slot: 3 };
  const make30: CapacityRule = { make_minutes_per_slot: 30, make_minutes_per_item: 5 };
  it.each([
    ['no limit at all', {}, load(500, 5000), 99, true],
    ['orders: 2 of 3 taken', orders3, load(2), 0, true],
    ['orders: 3 of 3 taken', orders3, load(3), 0, false],
    ['orders: a limit of 0 closes the slot', { orders_per_slot: 0 }, load(0), 0, false],
    ['make-time: exactly the limit', make30, load(2, 20), 10, true],
    ['make-time: one minute over', make30, load(2, 21), 10, false],
    ['make-time: larger than a slot, into an empty slot', make30, load(0, 0), 45, true],
    ['make-time: larger than a slot, beside another order', make30, load(1, 5), 45, false],
    ['make-time: a limit of 0 closes the slot', { make_minutes_per_slot: 0 }, load(0), 0, false],
    ['both limits: the order limit binds first', { ...orders3, ...make30 }, load(3, 5), 5, false],
    ['both limits: the make-time binds first', { ...orders3, ...make30 }, load(1, 28), 5, false],
    ['null means no limit', { orders_per_slot: null }, load(99), 0, true],
  ] as const)('%s', (_what, rule, l, make, expected) => {
    expect(fits(rule, l, make)).toBe(expected);
  });

  it.each([
    [{ make_minutes_per_item: 3 }, 4, 12],
    [{}, 4, 0],
    [{ make_minutes_per_item: 3 }, 0, 0],
  ] as const)('make-time of an order: %o × %i items = %i', (rule, items, minutes) => {
    expect(orderMakeMinutes(rule, items)).toBe(minutes);
  });
});

describe('docs/kitchen.md §1: full and nearly full', () => {
  it.each([
    [{ orders_per_slot: 3 }, load(0), undefined],
    [{ orders_per_slot: 3 }, load(1), undefined],
    [{ orders_per_slot: 3 }, load(2), 'nearly_full'],
    [{ orders_per_slot: 3 }, load(3), 'full'],
    [{ orders_per_slot: 8 }, load(5), undefined],
    [{ orders_per_slot: 8 }, load(6), 'nearly_full'],
    [{ orders_per_slot: 1 }, load(0), 'nearly_full'],
    [{ make_minutes_per_slot: 40, make_minutes_per_item: 4 }, load(3, 29), undefined],
    [{ make_minutes_per_slot: 40, make_minutes_per_item: 4 }, load(3, 30), 'nearly_full'],
    [{ make_minutes_per_slot: 40, make_minutes_per_item: 4 }, load(3, 36), 'nearly_full'],
    [{ make_minutes_per_slot: 40, make_minutes_per_item: 4 }, load(3, 37), 'full'],
  ] as const)('%o holding %o: %s', (rule, l, state) => {
    expect(slotState(rule, l)).toBe(state);
  });
});

describe('docs/kitchen.md §1: slots are the quarter hours of the store clock', () => {
  it.each([
    ['2026-11-22', 1170, '2026-11-22 19:30'],
    ['2026-11-22', 1184, '2026-11-22 19:30'],
    ['2026-11-22', 1185, '2026-11-22 19:45'],
    // 23:55, the last slot of a window ending at midnight, shares the 23:45 quarter.
    ['2026-11-22', 1435, '2026-11-22 23:45'],
    // Overnight windows: minutes past 1440 are the next date's.
    ['2026-11-22', 1440, '2026-11-23 00:00'],
    ['2026-11-22', 1455, '2026-11-23 00:15'],
    ['2026-12-31', 1500, '2027-01-01 01:00'],
  ] as const)('%s minute %i is in %s', (date, minutes, key) => {
    expect(slotKey(date, minutes)).toBe(key);
  });

  it('reads ready_ts and dp_stamp', () => {
    expect(stampSlot('2026-11-22 19:40')).toBe('2026-11-22 19:30');
    expect(stampSlot('7:40 PM')).toBeUndefined();
  });
});

const slot = (hour: string, min: number, next?: string): CapacitySlot => ({
  hour,
  formatted: hour,
  originalHour: min,
  isNextDay: min >= 1440,
  ...(next ? { nextDayDate: next } : {}),
});

describe('docs/kitchen.md §1: the slot list', () => {
  const days: DayOption[] = [
    {
      date: '2026-11-22',
      formatted: 'Today (11/22)',
      hours: [
        { ...slot('ASAP', 1380), asapTime: '11:15 PM' },
        slot('23:15', 1395),
        slot('23:30', 1410),
        slot('00:00', 1440, '2026-11-23'),
      ],
    },
    { date: '2026-11-23', formatted: 'Tomorrow (11/23)', hours: [slot('11:00', 660)] },
  ];

  it('without capacity the days are the same object (chains without the field: no change)', () => {
    expect(applyCapacity(days, undefined)).toBe(days);
    expect(applyCapacity(days, {})).toBe(days);
  });

  it('full slots stay listed, naming the next slot with room, past midnight and on another day', () => {
    const out = applyCapacity(days, {
      '2026-11-22 23:15': 'full',
      '2026-11-22 23:30': 'nearly_full',
      '2026-11-23 00:00': 'full',
    });
    const [today] = out;
    expect(today!.hours.map(slotLabel)).toEqual([
      'ASAP',
      '23:15 · Full — next: 23:30',
      '23:30 · Almost full',
      '00:00 · Full — next: Tomorrow (11/23) 11:00',
    ]);
  });

  it('ASAP moves to the first slot with room; with none left today it goes', () => {
    const moved = applyCapacity(
      days,
      { '2026-11-22 23:15': 'full', '2026-11-22 23:30': 'full' },
      { date: '2026-11-22', minutes: 1395 },
    );
    expect(moved[0]!.hours[0]).toMatchObject({ asapTime: '00:00', asapMovedTo: '00:00' });
    expect(slotLabel(moved[0]!.hours[0]!)).toBe('ASAP · first time with room: 00:00');
    const gone = applyCapacity(
      days,
      { '2026-11-22 23:15': 'full', '2026-11-22 23:30': 'full', '2026-11-23 00:00': 'full' },
      { date: '2026-11-22', minutes: 1395 },
    );
    expect(gone[0]!.hours.map((h) => h.hour)).toEqual(['23:15', '23:30', '00:00']);
  });

  it('a schedule whose ASAP had to go turns to future orders', () => {
    const schedule = buildSchedule({
      schedule: { '2026-11-22': [[660, 780]] },
      now: { date: '2026-11-22', minutes: 700 },
      service: { lead_time: 0, base_prep_time: 15, requires_address: false },
      isOpen: true,
      rules: { asapToggle: false, disableFutureOrders: false, deliveryGracePeriod: 0 },
    });
    expect(schedule.asapAvailable).toBe(true);
    const full = Object.fromEntries(
      ['11:45', '12:00', '12:15', '12:30', '12:45'].map((h) => [`2026-11-22 ${h}`, 'full']),
    ) as Record<string, 'full'>;
    const out = scheduleWithCapacity(schedule, full, { date: '2026-11-22', minutes: 715 });
    expect([out.asapAvailable, out.orderType, out.days[0]!.hours[0]!.hour]).toEqual([
      false,
      'future',
      '12:00',
    ]);
  });
});
