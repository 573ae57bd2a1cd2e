import { describe, expect, it } from 'vitest';
import { openState } from '../../../src/lib/stores/hours.ts';
import { store } from '../stores/fixtures.ts';

// Issue 18: the Home card's state is the default service's, not the store-wide is_open (which is
// open while any service is). SPEC §3 Service schedule, §4.7, §7.5, §9 (windows past midnight).
describe('openState for one service (SPEC §3, §4.7, §7.5, §9)', () => {
  // 06/11/2025 in New York (UTC-4); pickup (1) has 11:00–15:00 and 18:00–02:00.
  const at = (h: number, m: number) => Date.UTC(2025, 5, 11, h + 4, m);
  const s = (over = {}) => store({ timezone_offset_mins: -240, ...over });
  it.each<[string, ReturnType<typeof store>, number, string]>([
    ['store-wide open, pickup not yet open (10:50)', s(), at(10, 50), 'closed'],
    ['at opening (11:00)', s(), at(11, 0), 'open'],
    ['pickup open (12:00)', s(), at(12, 0), 'open'],
    ['at the end of lunch (15:00, exclusive)', s(), at(15, 0), 'closed'],
    ['between pickup windows (16:00)', s(), at(16, 0), 'closed'],
    ['store-wide closed', s({ is_open: false }), at(12, 0), 'closed'],
    ['the API’s own answer for the service wins', s({ service_open: true }), at(10, 50), 'open'],
    ['…also when closed', s({ service_open: false }), at(12, 0), 'closed'],
    ['no offset known: is_open decides', store(), at(10, 50), 'open'],
    ['temporarily closed', s({ service_schedule: {} }), at(12, 0), 'temporarily-closed'],
  ])('%s', (_n, st, now, state) => {
    expect(openState(st, 1, now)).toBe(state);
  });

  it('past midnight, last night’s window is still open (00:30)', () => {
    const st = s({
      service_schedule: { '1': { '2025-06-10': [[1080, 1560]], '2025-06-11': [[660, 900]] } },
    });
    expect(openState(st, 1, at(0, 30))).toBe('open');
    expect(openState(st, 1, at(2, 30))).toBe('closed');
  });
});
