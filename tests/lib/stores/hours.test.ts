import { describe, expect, it } from 'vitest';
import {
  hoursLine,
  isoDate,
  openState,
  OPEN_STATE_TEXT,
  todayHours,
} from '../../../src/lib/stores/hours.ts';
import { catering, store } from './fixtures.ts';

describe('isoDate (docs/product.md §3 Store today, MM/DD/YYYY)', () => {
  it.each([
    ['06/11/2025', '2025-06-11'],
    ['12/31/2025', '2025-12-31'],
    ['2025-06-11', undefined],
    ['6/11/2025', undefined],
  ])('%s → %s', (input, expected) => {
    expect(isoDate(input)).toBe(expected);
  });
});

// docs/product.md §3 Service schedule: minutes from midnight, ends may pass 1440; docs/product.md
// §9: times as h:mm A.
describe('todayHours (docs/product.md §3 Service schedule, §9)', () => {
  it.each([
    ['one service, a window past midnight', store(), 1, '11:00 AM – 3:00 PM, 6:00 PM – 2:00 AM'],
    ['one service', store(), 2, '11:30 AM – 9:30 PM'],
    // The card speaks for one service: no union of services' hours.
    ['no service named', store(), undefined, undefined],
    ['a service the store does not offer today', store(), 3, ''],
    [
      'whole day',
      store({ service_schedule: { '1': { '2025-06-11': [[0, 1440]] } } }),
      1,
      'Open 24 hours',
    ],
    [
      'touching windows read as one',
      store({
        service_schedule: {
          '1': {
            '2025-06-11': [
              [600, 720],
              [720, 900],
            ],
          },
        },
      }),
      1,
      '10:00 AM – 3:00 PM',
    ],
    [
      'closed all day',
      store({ service_schedule: { '1': { '2025-06-12': [[660, 900]] }, '2': {} } }),
      1,
      '',
    ],
    ['no schedule in the answer', store({ service_schedule: undefined }), 1, undefined],
    ['a malformed today', store({ today: '2025-06-11' }), 1, undefined],
  ] as const)('%s', (_name, s, serviceTypeId, expected) => {
    expect(todayHours(s, serviceTypeId)).toBe(expected);
  });

  // docs/product.md §9: windows of the previous day that end after 1440 are carried into the next
  // day.
  it('counts the part after midnight of yesterday’s late window', () => {
    const s = store({
      service_schedule: { '1': { '2025-06-10': [[1080, 1560]], '2025-06-11': [[660, 900]] } },
    });
    expect(todayHours(s, 1)).toBe('12:00 AM – 2:00 AM, 11:00 AM – 3:00 PM');
  });

  it('a hidden service’s own hours are still its hours', () => {
    const s = store({
      services: [{ ...catering, is_visible: false }],
      service_schedule: { '3': { '2025-06-11': [[480, 1200]] } },
    });
    expect(todayHours(s, 3)).toBe('8:00 AM – 8:00 PM');
  });
});

describe('hoursLine', () => {
  it.each([
    ['11:00 AM – 2:00 AM', 'Today: 11:00 AM – 2:00 AM'],
    ['Open 24 hours', 'Today: Open 24 hours'],
    ['', 'Closed today'],
    [null, ''],
  ])('%j → %j', (hours, line) => {
    expect(hoursLine(hours)).toBe(line);
  });
});

// docs/product.md §4.7: a store is temporarily closed when its schedules yield no days or slots.
describe('openState (docs/product.md §4.7)', () => {
  it.each([
    ['open', store(), 'open', 'Open now'],
    ['closed now', store({ is_open: false }), 'closed', 'Closed'],
    [
      'every service schedule empty',
      store({ is_open: false, service_schedule: { '1': {}, '2': {} } }),
      'temporarily-closed',
      'Temporarily closed',
    ],
    [
      'days without windows',
      store({ is_open: false, service_schedule: { '1': { '2025-06-11': [] } } }),
      'temporarily-closed',
      'Temporarily closed',
    ],
    [
      'one service still has days',
      store({
        is_open: false,
        service_schedule: { '1': {}, '2': { '2025-06-12': [[690, 1290]] } },
      }),
      'closed',
      'Closed',
    ],
    ['no schedule: is_open decides', store({ service_schedule: undefined }), 'open', 'Open now'],
  ] as const)('%s', (_name, s, state, text) => {
    expect(openState(s)).toBe(state);
    expect(OPEN_STATE_TEXT[openState(s)]).toBe(text);
  });
});
