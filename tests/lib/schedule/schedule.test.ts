import { describe, expect, it } from 'vitest';
import {
  buildSchedule,
  closingSoonMessage,
  dayLabel,
  dayWindows,
  hhmm,
  hmmA,
  promisedTime,
  readyTs,
  storeNow,
  wallTimeExists,
  windowSlots,
  type ScheduleInput,
  type ScheduleRules,
} from '../../../src/lib/schedule/index.ts';

const TODAY = '2026-11-22'; // a Sunday
const pickup = { lead_time: 0, base_prep_time: 15, requires_address: false };
const delivery = { lead_time: 30, base_prep_time: 20, requires_address: true };
const noToggle: ScheduleRules = {
  asapToggle: false,
  disableFutureOrders: false,
  deliveryGracePeriod: 0,
};
const toggle: ScheduleRules = { ...noToggle, asapToggle: true };

function input(over: Partial<ScheduleInput> = {}): ScheduleInput {
  return {
    schedule: { [TODAY]: [[660, 1320]], '2026-11-23': [[660, 1320]] },
    now: { date: TODAY, minutes: 720 },
    service: pickup,
    isOpen: true,
    rules: noToggle,
    ...over,
  };
}
const hours = (s: ReturnType<typeof buildSchedule>, i = 0) =>
  s.days[i]?.hours.map((h) => h.hour) ?? [];

// docs/product.md §9 "Scheduling"
describe('windowSlots (docs/product.md §9)', () => {
  it.each<[[number, number], number[]]>([
    [
      [660, 720],
      [660, 675, 690, 705],
    ],
    [[660, 670], []],
    [[660, 675], [660]],
    [
      [1380, 1440],
      [1380, 1395, 1410, 1425, 1435],
    ],
    [[1430, 1440], [1435]],
    [
      [1380, 1500],
      [1380, 1395, 1410, 1425, 1440, 1455, 1470, 1485],
    ],
    [[700, 600], []],
  ])('%j → %j', (w, expected) => {
    expect(windowSlots(w)).toEqual(expected);
  });
});

describe('dayWindows (docs/product.md §9: carried past midnight)', () => {
  it.each<[string, Record<string, [number, number][]>, [number, number][]]>([
    ['own windows only', { [TODAY]: [[660, 900]] }, [[660, 900]]],
    [
      'yesterday past midnight is carried first',
      { '2026-11-21': [[1080, 1560]], [TODAY]: [[660, 900]] },
      [
        [0, 120],
        [660, 900],
      ],
    ],
    ['yesterday ending at 1440 is not carried', { '2026-11-21': [[1080, 1440]] }, []],
    [
      'a window starting after midnight is carried whole',
      { '2026-11-21': [[1450, 1500]] },
      [[10, 60]],
    ],
  ])('%s', (_n, schedule, expected) => {
    expect(dayWindows(schedule, TODAY)).toEqual(expected);
  });
});

describe('formats (docs/product.md §9)', () => {
  it.each([
    [0, '00:00', '12:00 AM'],
    [15, '00:15', '12:15 AM'],
    [720, '12:00', '12:00 PM'],
    [765, '12:45', '12:45 PM'],
    [1435, '23:55', '11:55 PM'],
    [1470, '00:30', '12:30 AM'],
    [-30, '23:30', '11:30 PM'],
    [599, '09:59', '9:59 AM'],
  ])('%i → %s / %s', (m, a, b) => {
    expect(hhmm(m)).toBe(a);
    expect(hmmA(m)).toBe(b);
  });

  it.each([
    [TODAY, 'Today (11/22)'],
    ['2026-11-23', 'Tomorrow (11/23)'],
    ['2026-11-24', 'Tuesday (11/24)'],
    ['2026-11-29', 'Sunday (11/29)'],
    ['2027-01-01', 'Friday (01/01)'],
  ])('day label of %s', (date, label) => {
    expect(dayLabel(date, TODAY)).toBe(label);
  });

  it('writes every time of day with a plain space before AM/PM, the same on a second call', () => {
    for (let m = 0; m < 1440; m += 7) {
      expect(hmmA(m)).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/);
      expect(hmmA(m + 1440)).toBe(hmmA(m));
    }
  });

  it('labels a leap day and a weekday in another year', () => {
    expect(dayLabel('2028-02-29', TODAY)).toBe('Tuesday (02/29)');
  });

  it('labels across a month and a year end', () => {
    expect(dayLabel('2027-01-01', '2026-12-31')).toBe('Tomorrow (01/01)');
  });

  it.each([
    [{ hour: '18:30', isNextDay: false }, '2026-11-22 18:30'],
    [{ hour: '00:30', isNextDay: true, nextDayDate: '2026-11-23' }, '2026-11-23 00:30'],
    [{ hour: 'ASAP', isNextDay: false }, undefined],
  ])('ready_ts of %j (docs/product.md §4.8)', (s, expected) => {
    expect(readyTs({ date: TODAY }, { formatted: '', originalHour: 0, ...s })).toBe(expected);
  });

  it.each([
    ['2026-11-22 18:45', '6:45 PM'],
    ['2026-11-22 00:05', '12:05 AM'],
    ['2026-11-22 18:45:00', '6:45 PM'],
    ['garbage', undefined],
    [null, undefined],
  ])('promised time of %j (docs/product.md §2.3)', (stamp, expected) => {
    expect(promisedTime(stamp)).toBe(expected);
  });

  it('closing-soon text (docs/product.md §2.10)', () => {
    expect(closingSoonMessage(12)).toBe('Hurry! Only 12 minutes left to place an order today.');
  });
});

describe('buildSchedule: slots', () => {
  it('offers today from now plus notice, then tomorrow, in 15-minute steps', () => {
    const s = buildSchedule(input());
    expect(s.days.map((d) => d.formatted)).toEqual(['Today (11/22)', 'Tomorrow (11/23)']);
    expect(hours(s).slice(0, 3)).toEqual(['ASAP', '12:15', '12:30']);
    expect(hours(s, 1)[0]).toBe('11:00');
    expect(s.days[0]!.hours[1]).toEqual({
      hour: '12:15',
      formatted: '12:15 PM',
      originalHour: 735,
      isNextDay: false,
    });
  });

  it('never offers a slot already past at the store, nor one closer than the prep time', () => {
    // 12:13 + 15 min prep: 12:00 is past and 12:15 too soon
    const s = buildSchedule(input({ now: { date: TODAY, minutes: 733 } }));
    expect(hours(s).filter((h) => h !== 'ASAP')[0]).toBe('12:30');
  });

  it('a slot exactly the notice away is offered at the top of the minute, not once seconds have passed', () => {
    // 12:00 + 15: 12:15 is offered at 12:00:00; at 12:00:30 the API would find it too soon.
    expect(
      hours(buildSchedule(input({ now: { date: TODAY, minutes: 720, partial: false } }))).filter(
        (h) => h !== 'ASAP',
      )[0],
    ).toBe('12:15');
    expect(
      hours(buildSchedule(input({ now: { date: TODAY, minutes: 720, partial: true } }))).filter(
        (h) => h !== 'ASAP',
      )[0],
    ).toBe('12:30');
  });

  it('uses the lead time when it is larger than the prep time', () => {
    const s = buildSchedule(
      input({ service: { lead_time: 60, base_prep_time: 15, requires_address: false } }),
    );
    expect(hours(s).filter((h) => h !== 'ASAP')[0]).toBe('13:00');
  });

  it('drops a day whose slots are all past, so tomorrow comes first', () => {
    const s = buildSchedule(input({ now: { date: TODAY, minutes: 1310 } }));
    expect(s.days[0]!.formatted).toBe('Tomorrow (11/23)');
    expect(s.asapAvailable).toBe(false);
  });

  it('shows slots past midnight as next-day slots with nextDayDate', () => {
    const s = buildSchedule(
      input({
        schedule: { [TODAY]: [[1320, 1500]] },
        now: { date: TODAY, minutes: 1300 },
        isOpen: false,
      }),
    );
    const late = s.days[0]!.hours.filter((h) => h.isNextDay);
    expect(late.map((h) => [h.hour, h.formatted, h.originalHour, h.nextDayDate])).toEqual([
      ['00:00', '12:00 AM', 1440, '2026-11-23'],
      ['00:15', '12:15 AM', 1455, '2026-11-23'],
      ['00:30', '12:30 AM', 1470, '2026-11-23'],
      ['00:45', '12:45 AM', 1485, '2026-11-23'],
    ]);
    expect(readyTs(s.days[0]!, late[2]!)).toBe('2026-11-23 00:30');
  });

  it('carries yesterday’s overnight window into today', () => {
    const s = buildSchedule(
      input({
        schedule: { '2026-11-21': [[1080, 1560]], [TODAY]: [[660, 1320]] },
        now: { date: TODAY, minutes: 30 },
      }),
    );
    expect(hours(s).slice(0, 4)).toEqual(['ASAP', '00:45', '01:00', '01:15']);
    expect(hours(s)).toContain('11:00');
  });

  it('offers 23:55 in a window that ends at midnight', () => {
    const s = buildSchedule(
      input({
        schedule: { [TODAY]: [[1380, 1440]] },
        now: { date: TODAY, minutes: 1300 },
        isOpen: false,
      }),
    );
    expect(hours(s)).toEqual(['23:00', '23:15', '23:30', '23:45', '23:55']);
  });

  it('reaches 14 days ahead', () => {
    const schedule = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [
        new Date(Date.UTC(2026, 10, 22 + i)).toISOString().slice(0, 10),
        [[660, 720] as [number, number]],
      ]),
    );
    expect(
      buildSchedule(input({ schedule, now: { date: TODAY, minutes: 600 } })).days,
    ).toHaveLength(14);
  });
});

// docs/product.md §4.7
describe('buildSchedule: temporarily closed (docs/product.md §4.7)', () => {
  it.each<[string, Partial<ScheduleInput>]>([
    ['no schedule for the service', { schedule: undefined }],
    ['an empty schedule', { schedule: {} }],
    ['only empty days', { schedule: { [TODAY]: [] } }],
    ['only past slots', { schedule: { [TODAY]: [[600, 700]] } }],
  ])('%s', (_n, over) => {
    const s = buildSchedule(input(over));
    expect(s.temporarilyClosed).toBe(true);
    expect(s.days).toEqual([]);
  });
});

// docs/product.md §4.8 without the toggle
describe('buildSchedule: ASAP without the toggle (docs/product.md §4.8)', () => {
  it.each<[string, Partial<ScheduleInput>, boolean]>([
    ['open, within the window', {}, true],
    ['store not open', { isOpen: false }, false],
    ['today has no slots', { schedule: { '2026-11-23': [[660, 1320]] } }, false],
    ['before the window opens', { now: { date: TODAY, minutes: 600 } }, false],
    [
      'within lead time of opening',
      {
        now: { date: TODAY, minutes: 600 },
        service: { lead_time: 60, base_prep_time: 0, requires_address: false },
      },
      true,
    ],
    [
      'now plus prep before start minus lead',
      {
        now: { date: TODAY, minutes: 590 },
        service: { lead_time: 60, base_prep_time: 5, requires_address: false },
      },
      false,
    ],
    [
      'delivery outside the time check, with a grace period',
      {
        now: { date: TODAY, minutes: 600 },
        service: delivery,
        rules: { ...noToggle, deliveryGracePeriod: 10 },
      },
      true,
    ],
    [
      'delivery outside the time check, no grace period',
      { now: { date: TODAY, minutes: 560 }, service: delivery },
      false,
    ],
    [
      'pickup outside the time check ignores the grace period',
      { now: { date: TODAY, minutes: 600 }, rules: { ...noToggle, deliveryGracePeriod: 10 } },
      false,
    ],
    [
      'in yesterday’s window past midnight',
      {
        schedule: { '2026-11-21': [[1080, 1560]], [TODAY]: [[660, 1320]] },
        now: { date: TODAY, minutes: 30 },
      },
      true,
    ],
  ])('%s → %s', (_n, over, asap) => {
    const s = buildSchedule(input(over));
    expect(s.asapAvailable).toBe(asap);
    expect(hours(s)[0] === 'ASAP').toBe(asap);
    expect(s.orderType).toBe('future');
  });

  it('gives the ASAP slot its estimated time', () => {
    expect(buildSchedule(input()).days[0]!.hours[0]).toEqual({
      hour: 'ASAP',
      formatted: 'ASAP',
      originalHour: 720,
      isNextDay: false,
      asapTime: '12:15 PM',
    });
  });

  it('with disable_future_orders: one first day holding only ASAP', () => {
    const s = buildSchedule(input({ rules: { ...noToggle, disableFutureOrders: true } }));
    expect(s.days).toEqual([
      {
        date: TODAY,
        formatted: 'Today (11/22)',
        hours: [expect.objectContaining({ hour: 'ASAP' })],
      },
    ]);
  });

  it('with disable_future_orders and no ASAP: closed', () => {
    expect(
      buildSchedule(input({ isOpen: false, rules: { ...noToggle, disableFutureOrders: true } }))
        .temporarilyClosed,
    ).toBe(true);
  });
});

// docs/product.md §4.8 with the toggle
describe('buildSchedule: the ASAP/Future toggle (docs/product.md §4.8)', () => {
  it.each<[string, Partial<ScheduleInput>, boolean, 'asap' | 'future', boolean]>([
    ['defaults to ASAP when available', { rules: toggle }, true, 'asap', true],
    [
      'ASAP needs only slots today and an open store',
      { rules: toggle, now: { date: TODAY, minutes: 600 } },
      true,
      'asap',
      true,
    ],
    ['closed store: future', { rules: toggle, isOpen: false }, false, 'future', false],
    [
      'saved future type wins',
      { rules: { ...toggle, savedOrderType: 'future' } },
      true,
      'future',
      false,
    ],
    [
      'saved ASAP type when ASAP is gone: future',
      { rules: { ...toggle, savedOrderType: 'asap' }, isOpen: false },
      false,
      'future',
      false,
    ],
    [
      'disable_future_orders: only ASAP',
      { rules: { ...toggle, disableFutureOrders: true } },
      true,
      'asap',
      true,
    ],
  ])('%s', (_n, over, available, type, asapShown) => {
    const s = buildSchedule(input(over));
    expect(s.asapAvailable).toBe(available);
    expect(s.orderType).toBe(type);
    expect(hours(s)[0] === 'ASAP').toBe(asapShown);
  });

  it('hides the ASAP slot in Future mode', () => {
    const s = buildSchedule(input({ rules: { ...toggle, savedOrderType: 'future' } }));
    expect(s.days.flatMap((d) => d.hours).some((h) => h.hour === 'ASAP')).toBe(false);
  });

  it('with disable_future_orders, nothing but ASAP', () => {
    const s = buildSchedule(input({ rules: { ...toggle, disableFutureOrders: true } }));
    expect(s.days.flatMap((d) => d.hours).map((h) => h.hour)).toEqual(['ASAP']);
  });
});

// docs/product.md §9: cutoff = end − (max(lead, prep) + 5); the notice within 30 minutes of it
describe('buildSchedule: closing soon (docs/product.md §9)', () => {
  // window ends 1320; pickup max(0,15)+5 = 20 → cutoff 1300
  it.each<[number, number | undefined]>([
    [1269, undefined],
    [1270, 30],
    [1288, 12],
    [1299, 1],
    [1300, undefined],
    [1310, undefined],
  ])('at minute %i → %s', (minutes, left) => {
    expect(buildSchedule(input({ now: { date: TODAY, minutes } })).closingSoonMinutes).toBe(left);
  });

  it('uses the lead time when larger', () => {
    // delivery: max(30,20)+5 = 35 → cutoff 1285
    expect(
      buildSchedule(input({ service: delivery, now: { date: TODAY, minutes: 1270 } }))
        .closingSoonMinutes,
    ).toBe(15);
  });
});

// Time zones: the store's wall clock, not the browser's
describe('storeNow', () => {
  const instant = Date.parse('2026-11-22T03:30:00Z');
  it.each([
    [
      'west of UTC by offset',
      { timezone_offset_mins: -300 },
      { date: '2026-11-21', minutes: 1350, partial: false },
    ],
    [
      'east of UTC by offset',
      { timezone_offset_mins: 330 },
      { date: '2026-11-22', minutes: 540, partial: false },
    ],
    ['UTC', { timezone_offset_mins: 0 }, { date: '2026-11-22', minutes: 210, partial: false }],
    [
      'an IANA zone wins over the offset',
      { timezone_offset_mins: 0, timezone: 'America/Los_Angeles' },
      { date: '2026-11-21', minutes: 1170, partial: false },
    ],
    [
      'an unknown zone falls back to the offset',
      { timezone_offset_mins: 60, timezone: 'Mars/Olympus' },
      { date: '2026-11-22', minutes: 270, partial: false },
    ],
  ])('%s', (_n, store, expected) => {
    expect(storeNow(instant, store)).toEqual(expected);
  });

  it('says when seconds have passed in the current minute', () => {
    expect(storeNow(instant + 1, { timezone_offset_mins: 0 })).toEqual({
      date: '2026-11-22',
      minutes: 210,
      partial: true,
    });
    expect(storeNow(instant + 59_999, { timezone_offset_mins: 0, timezone: 'UTC' }).partial).toBe(
      true,
    );
  });

  it('follows daylight saving with an IANA zone', () => {
    expect(
      storeNow(Date.parse('2026-07-01T16:00:00Z'), {
        timezone_offset_mins: -300,
        timezone: 'America/New_York',
      }).minutes,
    ).toBe(720);
    expect(
      storeNow(Date.parse('2026-12-01T16:00:00Z'), {
        timezone_offset_mins: -300,
        timezone: 'America/New_York',
      }).minutes,
    ).toBe(660);
  });
});

describe('daylight-saving change inside the day list', () => {
  it('leaves out the wall times skipped when clocks go forward', () => {
    expect(wallTimeExists('2026-03-08', 150, 'America/New_York')).toBe(false);
    expect(wallTimeExists('2026-03-08', 180, 'America/New_York')).toBe(true);
    expect(wallTimeExists('2026-11-01', 90, 'America/New_York')).toBe(true);
    const s = buildSchedule(
      input({
        schedule: { '2026-03-07': [[1320, 1620]], '2026-03-08': [[60, 240]] },
        now: { date: '2026-03-07', minutes: 1200 },
        zone: 'America/New_York',
        isOpen: false,
      }),
    );
    const sunday = s.days.find((d) => d.date === '2026-03-08')!;
    expect(sunday.hours.map((h) => h.hour)).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '03:00',
      '03:15',
      '03:30',
      '03:45',
    ]);
    expect(s.days[0]!.hours.filter((h) => h.isNextDay).map((h) => h.hour)).not.toContain('02:00');
  });
});
