// The time list of a day (docs/product.md §2.10 divider), shared by the order details' pickers and
// moving a placed order (docs/kitchen.md §3): src/lib/schedule/groups.ts.
import { describe, expect, it } from 'vitest';
import { timeGroups } from '../../../src/lib/schedule/groups.ts';

const slot = (hour: string, formatted: string, nextDayDate?: string) => ({
  hour,
  formatted,
  originalHour: 0,
  isNextDay: nextDayDate !== undefined,
  ...(nextDayDate ? { nextDayDate } : {}),
});

describe('timeGroups: a day’s slots, then those past midnight under the next day’s label', () => {
  it('no day: no groups', () => {
    expect(timeGroups(undefined, '2026-11-23')).toEqual([]);
  });

  it('a day crossing midnight', () => {
    const day = {
      date: '2026-11-23',
      formatted: 'Today (11/23)',
      hours: [slot('23:30', '11:30 PM'), slot('24:00', '12:00 AM', '2026-11-24')],
    };
    expect(timeGroups(day, '2026-11-23')).toEqual([
      { options: [{ value: '23:30', label: '11:30 PM' }] },
      { label: 'Tomorrow (11/24)', options: [{ value: '24:00', label: '12:00 AM' }] },
    ]);
  });
});
