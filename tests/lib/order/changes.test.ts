// Changes after ordering (docs/kitchen.md §3): the rule of src/lib/order/changes.ts that says
// whether a placed order can still be moved, changed or cancelled, until when, and how a delay
// reads.
import { describe, expect, it } from 'vitest';
import {
  changeText,
  changeWindow,
  delayText,
  type ChangeableOrder,
} from '../../../src/lib/order/changes.ts';

const NY = { timezone_offset_mins: -300, timezone: 'America/New_York' };
const at = (iso: string) => Date.parse(iso);
const order = (o: Partial<ChangeableOrder> = {}): ChangeableOrder => ({
  status: 'placed',
  is_asap: false,
  dp_stamp: '2026-11-23 13:30',
  change_cutoff_minutes: 20,
  ...o,
});

describe('changeWindow: open until the order fires, cutoff minutes before its time', () => {
  it.each([
    [
      'placed, before it fires',
      order(),
      '2026-11-23T17:00:00Z',
      'You can change this order until 1:10 PM.',
    ],
    [
      'accepted, a minute before',
      order({ status: 'accepted' }),
      '2026-11-23T18:09:00Z',
      'You can change this order until 1:10 PM.',
    ],
    [
      'another day: the day is named',
      order({ dp_stamp: '2026-11-24 13:30' }),
      '2026-11-23T17:00:00Z',
      'You can change this order until 1:10 PM on Tomorrow (11/24).',
    ],
    [
      'at the cutoff: fired',
      order(),
      '2026-11-23T18:10:00Z',
      'This order went to the kitchen at 1:10 PM, so it can no longer be changed.',
    ],
    [
      'the API says nothing: no changes',
      order({ change_cutoff_minutes: undefined }),
      '2026-11-23T17:00:00Z',
      '',
    ],
    ['ASAP: no changes', order({ is_asap: true }), '2026-11-23T17:00:00Z', ''],
    ['cancelled: nothing to say', order({ status: 'cancelled' }), '2026-11-23T17:00:00Z', ''],
    ['being prepared: nothing to say', order({ status: 'preparing' }), '2026-11-23T18:20:00Z', ''],
  ])('%s', (_name, o, now, text) => {
    expect(changeText(changeWindow(o, NY, at(now)))).toBe(text);
  });

  it('without the store there is no clock to judge by: no changes', () => {
    expect(changeWindow(order(), null, at('2026-11-23T17:00:00Z'))).toEqual({ state: 'none' });
  });
});

describe('delayText: a delay the store reports', () => {
  it.each([
    [
      '15 minutes late',
      order({ delay_minutes: 15 }),
      'Running about 15 minutes late: now expected at 1:45 PM.',
    ],
    [
      '1 minute',
      order({ delay_minutes: 1 }),
      'Running about 1 minute late: now expected at 1:31 PM.',
    ],
    ['on time', order({ delay_minutes: null }), ''],
    ['no field', order(), ''],
    ['finished', order({ status: 'completed', delay_minutes: 15 }), ''],
  ])('%s', (_name, o, text) => {
    expect(delayText(o)).toBe(text);
  });
});
