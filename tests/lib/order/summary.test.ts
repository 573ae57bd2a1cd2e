import { describe, expect, it } from 'vitest';
import { summaryLines, type SummaryInput } from '../../../src/lib/order/summary.ts';

const store = {
  name: 'Harbor Burger Co.',
  subtitle: 'Fulton Street',
  address1: '120 Fulton St',
  state: 'NY',
  postal_code: '10038',
};
const pickup = { display_name: 'Pickup', requires_address: false };
const delivery = { display_name: 'Delivery', requires_address: true };
const base: SummaryInput = {
  day: '2026-11-22',
  today: '2026-11-22',
  hour: { hour: '18:30', formatted: '6:30 PM' },
  service: pickup,
  store,
  hideStoreAddress: false,
};

describe('docs/product.md §2.3 middle summary bar', () => {
  it.each<[string, Partial<SummaryInput>, ReturnType<typeof summaryLines>]>([
    [
      'pickup today, store address',
      {},
      {
        when: 'Today (11/22) @ 6:30 PM',
        service: 'PICKUP FROM:',
        pickup: true,
        address: '120 Fulton St, NY 10038',
        store: 'Fulton Street',
      },
    ],
    [
      'hide_store_address leaves the store address out',
      { hideStoreAddress: true },
      {
        when: 'Today (11/22) @ 6:30 PM',
        service: 'PICKUP FROM:',
        pickup: true,
        address: undefined,
        store: 'Fulton Street',
      },
    ],
    [
      'no subtitle: the store name',
      { store: { ...store, subtitle: null } },
      {
        when: 'Today (11/22) @ 6:30 PM',
        service: 'PICKUP FROM:',
        pickup: true,
        address: '120 Fulton St, NY 10038',
        store: 'Harbor Burger Co.',
      },
    ],
    [
      'delivery: TO: and the delivery address, even with hide_store_address',
      {
        service: delivery,
        hideStoreAddress: true,
        deliveryAddress: { address1: '75 Wall St', state_code: 'NY', postal_code: '10005' },
      },
      {
        when: 'Today (11/22) @ 6:30 PM',
        service: 'DELIVERY TO:',
        pickup: false,
        address: '75 Wall St, NY 10005',
        store: 'Fulton Street',
      },
    ],
    [
      'ASAP shows the promised time from dp_stamp',
      { hour: { hour: 'ASAP', formatted: 'ASAP' }, dpStamp: '2026-11-22 18:45' },
      {
        when: 'Today (11/22) @ ASAP (6:45 PM)',
        service: 'PICKUP FROM:',
        pickup: true,
        address: '120 Fulton St, NY 10038',
        store: 'Fulton Street',
      },
    ],
    [
      'ASAP before the order loaded',
      { hour: { hour: 'ASAP', formatted: 'ASAP' }, dpStamp: null },
      {
        when: 'Today (11/22) @ ASAP',
        service: 'PICKUP FROM:',
        pickup: true,
        address: '120 Fulton St, NY 10038',
        store: 'Fulton Street',
      },
    ],
    [
      'tomorrow',
      { day: '2026-11-23' },
      {
        when: 'Tomorrow (11/23) @ 6:30 PM',
        service: 'PICKUP FROM:',
        pickup: true,
        address: '120 Fulton St, NY 10038',
        store: 'Fulton Street',
      },
    ],
  ])('%s', (_n, input, expected) => expect(summaryLines({ ...base, ...input })).toEqual(expected));
});
