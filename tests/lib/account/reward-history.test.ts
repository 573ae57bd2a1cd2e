import { describe, expect, it } from 'vitest';
import { historyDate } from '../../../src/lib/account/reward-history.ts';

// docs/product.md §9 "Money and dates": dates show as "MMM D, YYYY"; an instant is read on the
// customer's calendar, the same day Order history shows for that order on the store's clock.
describe('historyDate', () => {
  it.each([
    [
      'an evening order in San Francisco',
      '2026-11-22T03:30:00Z',
      'America/Los_Angeles',
      'Nov 21, 2026',
    ],
    ['the same instant in UTC', '2026-11-22T03:30:00Z', 'UTC', 'Nov 22, 2026'],
    ['an offset instead of Z', '2026-11-16T01:05:00+00:00', 'America/Chicago', 'Nov 15, 2026'],
    ['milliseconds', '2026-10-30T12:00:00.123Z', 'America/New_York', 'Oct 30, 2026'],
    ['a plain date is not shifted', '2026-11-22', 'America/Los_Angeles', 'Nov 22, 2026'],
    [
      'a wall clock without a zone is not shifted',
      '2026-11-22 01:00',
      'America/Los_Angeles',
      'Nov 22, 2026',
    ],
    [
      'an unknown zone falls back to the date as written',
      '2026-11-22T03:30:00Z',
      'Mars/Olympus',
      'Nov 22, 2026',
    ],
    ['nonsense', 'yesterday', 'UTC', ''],
    ['empty', '', 'UTC', ''],
  ])('%s: %s in %s → %j', (_case, value, zone, expected) => {
    expect(historyDate(value, zone)).toBe(expected);
  });

  it('uses the browser’s zone when none is given', () => {
    const local = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    expect(historyDate('2026-06-15T12:00:00Z')).toBe(
      local.format(Date.parse('2026-06-15T12:00:00Z')),
    );
  });
});
