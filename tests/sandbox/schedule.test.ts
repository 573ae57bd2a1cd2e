/** Opening hours generated for 14 days in each store's zone: past-midnight windows, closed stores, east and west. */
import { describe, expect, it } from 'vitest';
import {
  acceptsTime,
  generateDays,
  isOpenAt,
  lastSlot,
  type Weekly,
} from '../../src/sandbox/stores/schedule.ts';
import {
  addDays,
  offsetMinutes,
  parseStamp,
  stamp,
  usDate,
  weekdayOf,
  zonedTime,
  zonedToInstant,
} from '../../src/lib/time/zone.ts';
import { defaultSeed, indexSeed } from '../../src/sandbox/seed/seed.ts';
import { presentStore } from '../../src/sandbox/stores/stores.ts';

const week = (f: (day: string) => [number, number][]): Weekly =>
  Object.fromEntries(
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [
      d,
      f(d),
    ]),
  ) as Weekly;
const lateNight = week(() => [
  [660, 900],
  [1080, 1560],
]);
const weekdays = week((d) => (d === 'sunday' || d === 'saturday' ? [] : [[480, 1200]]));

describe('generateDays', () => {
  it('covers 14 days from today', () => {
    const days = generateDays(lateNight, '2025-06-11');
    expect(Object.keys(days)).toHaveLength(14);
    expect(Object.keys(days)[0]).toBe('2025-06-11');
    expect(Object.keys(days)[13]).toBe('2025-06-24');
    expect(days['2025-06-11']).toEqual([
      [660, 900],
      [1080, 1560],
    ]);
  });

  it('leaves out days without hours and crosses month ends', () => {
    const days = generateDays(weekdays, '2025-06-27');
    expect(Object.keys(days)).toEqual([
      '2025-06-27',
      '2025-06-30',
      '2025-07-01',
      '2025-07-02',
      '2025-07-03',
      '2025-07-04',
      '2025-07-07',
      '2025-07-08',
      '2025-07-09',
      '2025-07-10',
    ]);
  });

  it('is empty for a temporarily closed store', () => {
    expect(generateDays(lateNight, '2025-06-11', 14, true)).toEqual({});
  });
});

describe('open now and schedulable times', () => {
  it.each([
    ['2025-06-11', 600, false],
    ['2025-06-11', 660, true],
    ['2025-06-11', 899, true],
    ['2025-06-11', 900, false],
    ['2025-06-12', 30, true], // Wednesday's window runs to 02:00 on Thursday
    ['2025-06-12', 119, true],
    ['2025-06-12', 120, false],
  ])('late-night store on %s at minute %i: open %s', (date, minute, open) => {
    expect(isOpenAt(lateNight, date, minute)).toBe(open);
  });

  it('is never open while temporarily closed', () => {
    expect(isOpenAt(lateNight, '2025-06-11', 700, true)).toBe(false);
  });

  it.each([
    [1440, 1435],
    [1560, 1545],
    [1320, 1305],
  ])('the last slot of a window ending at %i is %i', (end, last) => {
    expect(lastSlot(end)).toBe(last);
  });

  it('accepts times up to the last slot, carried past midnight', () => {
    expect(acceptsTime(lateNight, '2025-06-12', 105)).toBe(true);
    expect(acceptsTime(lateNight, '2025-06-12', 110)).toBe(false);
    expect(
      acceptsTime(
        week(() => [[0, 1440]]),
        '2025-06-12',
        1435,
      ),
    ).toBe(true);
    expect(
      acceptsTime(
        week(() => [[0, 1440]]),
        '2025-06-12',
        1436,
      ),
    ).toBe(false);
  });
});

describe('time zones', () => {
  const summer = Date.parse('2025-06-12T05:30:00Z');
  const winter = Date.parse('2025-01-15T17:30:00Z');
  it.each([
    ['America/New_York', summer, '2025-06-12', 90, -240],
    ['America/Los_Angeles', summer, '2025-06-11', 1350, -420],
    ['Pacific/Honolulu', summer, '2025-06-11', 1170, -600],
    ['America/New_York', winter, '2025-01-15', 750, -300],
    ['Asia/Tokyo', winter, '2025-01-16', 150, 540],
  ])('%s', (zone, instant, date, minutes, offset) => {
    expect(zonedTime(instant, zone)).toEqual({ date, minutes });
    expect(offsetMinutes(instant, zone)).toBe(offset);
    expect(zonedToInstant(date, minutes, zone)).toBe(instant);
  });

  it('converts wall times across a DST change', () => {
    expect(new Date(zonedToInstant('2025-03-09', 180, 'America/New_York')).toISOString()).toBe(
      '2025-03-09T07:00:00.000Z',
    );
    expect(new Date(zonedToInstant('2025-11-02', 720, 'America/Los_Angeles')).toISOString()).toBe(
      '2025-11-02T20:00:00.000Z',
    );
  });

  it('formats dates and stamps', () => {
    expect(usDate('2025-01-05')).toBe('01/05/2025');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(weekdayOf('2025-06-11')).toBe(3);
    expect(stamp(winter, 'America/New_York')).toBe('2025-01-15 12:30');
    expect(parseStamp('2025-02-30 10:00')).toBeUndefined();
    expect(parseStamp('2025-02-28 24:00')).toBeUndefined();
  });
});

describe('stores of the burger seed', () => {
  const index = indexSeed(defaultSeed('burger'));
  const store = (id: number) => index.stores.get(id)!;
  const lateNightUtc = Date.parse('2025-06-12T04:30:00Z'); // 00:30 Thursday in New York, 21:30 Wednesday in Los Angeles

  it('computes today and the offset in the store’s zone, east and west', () => {
    const east = presentStore(index, store(101), lateNightUtc);
    const west = presentStore(index, store(103), lateNightUtc);
    expect([east.today, east.timezone_offset_mins]).toEqual(['06/12/2025', -240]);
    expect([west.today, west.timezone_offset_mins]).toEqual(['06/11/2025', -420]);
  });

  it('generates the schedule from the store’s today, with late-night windows', () => {
    const east = presentStore(index, store(102), lateNightUtc, { schedule: true });
    const west = presentStore(index, store(103), lateNightUtc, { schedule: true });
    // Yesterday comes first only for its windows that run past midnight (docs/product.md §9 carried
    // over), so a client can tell at 00:30 that last night's window is still open.
    expect(Object.keys(east.service_schedule!['1']!).slice(0, 2)).toEqual([
      '2025-06-11',
      '2025-06-12',
    ]);
    expect(east.service_schedule!['1']!['2025-06-11']).toEqual([[1080, 1560]]);
    // Santa Monica's Tuesday closes at 22:00: nothing carried, today comes first.
    expect(Object.keys(west.service_schedule!['1']!)[0]).toBe('2025-06-11');
    expect(
      Object.values(east.service_schedule!['1']!)
        .flat()
        .some(([, end]) => end > 1440),
    ).toBe(true);
    expect(east.is_open).toBe(true); // inside Wednesday's window that runs past midnight
    expect(west.is_open).toBe(true);
  });

  it('only the given service when service_type_id is set', () => {
    expect(
      Object.keys(
        presentStore(index, store(101), lateNightUtc, { schedule: true, serviceTypeId: 3 })
          .service_schedule!,
      ),
    ).toEqual(['3']);
  });

  it('shows the temporarily closed store closed with empty schedules', () => {
    const closed = presentStore(index, store(104), Date.parse('2025-06-11T19:00:00Z'), {
      schedule: true,
    });
    expect(closed.is_open).toBe(false);
    expect(closed.service_schedule).toEqual({ '1': {}, '2': {} });
  });

  it('keeps its store open around the clock', () => {
    for (const hour of [0, 5, 11, 17, 23])
      expect(
        presentStore(
          index,
          store(101),
          Date.parse(`2025-06-11T${String(hour).padStart(2, '0')}:00:00Z`),
        ).is_open,
      ).toBe(true);
  });
});
