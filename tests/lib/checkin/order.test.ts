// docs/product.md §3 Order, Store and Service; §7.2: the check-in rule on an order as the API
// sends it, judged on its store's clock.
import { describe, expect, it } from 'vitest';
import { orderCheckin, type CheckinOrder } from '../../../src/lib/checkin/order.ts';

const NOON_NY = Date.parse('2026-11-23T17:00:00Z');
const store = {
  timezone_offset_mins: -300,
  timezone: 'America/New_York',
  services: [
    { service_type_id: 1, name: 'pickup', display_name: 'Pickup', requires_address: false },
    { service_type_id: 2, name: 'delivery', display_name: 'Delivery', requires_address: true },
    { service_type_id: 4, name: 'curbside', display_name: 'Curbside', requires_address: false },
  ],
};
const pickup = (over: Partial<CheckinOrder> = {}): CheckinOrder => ({
  status: 'placed',
  service_type_id: 1,
  address_id: null,
  dp_stamp: '2026-11-23 12:15',
  ...over,
});

describe('orderCheckin', () => {
  it.each<[string, Partial<CheckinOrder>, typeof store | null, string, boolean]>([
    ['pickup in its window', {}, store, 'open', false],
    [
      'curbside in its window asks for arrival details',
      { service_type_id: 4 },
      store,
      'open',
      true,
    ],
    ['delivery', { service_type_id: 2, address_id: 9 }, store, 'delivery', false],
    [
      'a service the store no longer lists, with an address',
      { service_type_id: 9, address_id: 9 },
      store,
      'delivery',
      false,
    ],
    ['checked in', { checked_in_at: '2026-11-23T17:01:00Z' }, store, 'checked-in', false],
    ['early', { dp_stamp: '2026-11-23 13:00' }, store, 'early', false],
    ['without its store there is no clock', {}, null, 'untimed', false],
  ])('%s', (_name, over, s, state, details) => {
    const r = orderCheckin(pickup(over), s, NOON_NY);
    expect(r.verdict.state).toBe(state);
    expect(r.arrivalDetails).toBe(details);
    expect(r.reason === null).toBe(state === 'open');
  });
});
