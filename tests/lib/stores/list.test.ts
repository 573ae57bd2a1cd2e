import { describe, expect, it } from 'vitest';
import {
  cardDisplay,
  servicesOffered,
  sortByDistance,
  storeCard,
  withDistances,
} from '../../../src/lib/stores/list.ts';
import { catering, delivery, pickup, store } from './fixtures.ts';

const hidden = { ...catering, is_visible: false };

// docs/product.md §2.10: visible services by display_order; docs/product.md §4.3:
// make_default_service_type_first.
describe('servicesOffered (docs/product.md §2.10, §4.3)', () => {
  it.each([
    [
      'visible services by display_order',
      [catering, delivery, pickup],
      false,
      ['Pickup', 'Delivery', 'Catering'],
    ],
    ['hidden services left out', [delivery, hidden, pickup], false, ['Pickup', 'Delivery']],
    [
      'default first when delivery comes first',
      [{ ...delivery, display_order: 0 }, pickup],
      true,
      ['Pickup', 'Delivery'],
    ],
    [
      'default first off keeps display_order',
      [{ ...delivery, display_order: 0 }, pickup],
      false,
      ['Delivery', 'Pickup'],
    ],
    ['nothing visible', [hidden], false, []],
  ])('%s', (_name, services, first, names) => {
    expect(servicesOffered({ services }, first).map((s) => s.display_name)).toEqual(names);
  });
});

describe('storeCard (docs/product.md §3 Store)', () => {
  it('keeps what the card shows and reduces the schedule to today’s hours', () => {
    expect(storeCard({ ...store(), distance_miles: 0.42 })).toEqual({
      storeId: 102,
      name: 'Harbor Burger Co. Williamsburg',
      subtitle: 'Late night until 2 AM',
      address1: '211 Bedford Ave',
      city: 'Brooklyn',
      state: 'NY',
      postal_code: '11211',
      openState: 'open',
      // The default service's (docs/product.md §4.3): not the union with delivery's hours.
      hoursToday: '11:00 AM – 3:00 PM, 6:00 PM – 2:00 AM',
      services: [pickup, delivery],
      distanceMiles: 0.42,
    });
  });

  it.each([
    ['no subtitle', store({ subtitle: null }), { subtitle: '' }],
    ['no schedule', store({ service_schedule: undefined }), { hoursToday: null }],
    ['no distance', store(), { distanceMiles: null }],
    [
      'temporarily closed',
      store({ is_open: false, service_schedule: {} }),
      { openState: 'temporarily-closed', hoursToday: '' },
    ],
  ])('%s', (_name, s, expected) => {
    expect(storeCard(s)).toMatchObject(expected);
  });

  it('drops service fields the card does not use', () => {
    const withExtras = store({
      services: [{ ...pickup, base_prep_time: 15, lead_time: 15 } as typeof pickup],
    });
    expect(storeCard(withExtras).services).toEqual([pickup]);
  });
});

describe('sortByDistance', () => {
  it.each([
    ['nearest first', [3, 1, 2], [1, 2, 3]],
    ['unknown distances last, in their order', [null, 2, null, 1], [1, 2, null, null]],
    ['ties keep their order', [1, 1], [1, 1]],
    ['empty', [], []],
  ] as const)('%s', (_name, miles, expected) => {
    const list = miles.map((distanceMiles, i) => ({ distanceMiles, i }));
    expect(sortByDistance(list).map((s) => s.distanceMiles)).toEqual(expected);
  });

  it('keeps equal stores in their order and leaves the input alone', () => {
    const list = [
      { distanceMiles: null, id: 'a' },
      { distanceMiles: 1, id: 'b' },
      { distanceMiles: null, id: 'c' },
    ];
    expect(sortByDistance(list).map((s) => s.id)).toEqual(['b', 'a', 'c']);
    expect(list.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });
});

// docs/product.md §2.13: before a search, the list is ordered by the guest's rough location when it
// answers; a guest already using the page keeps the order they see, each card gaining its distance.
describe('withDistances (docs/product.md §2.13)', () => {
  const list = [1, 2, 3].map((storeId) => ({ storeId, distanceMiles: null as number | null }));
  /** Miles by store id, from [store, miles] pairs. */
  const miles = (...pairs: [number, number][]) => new Map(pairs);
  const all = miles([1, 5], [2, 1], [3, 3]);
  it.each([
    ['nearest first', all, false, [2, 3, 1], [1, 3, 5]],
    ['the guest acted: order kept', all, true, [1, 2, 3], [5, 1, 3]],
    ['a store without a distance goes last', miles([1, 5], [3, 3]), false, [3, 1, 2], [3, 5, null]],
    [
      'a distance that is not a number is left out',
      miles([1, NaN], [2, 1]),
      false,
      [2, 1, 3],
      [1, null, null],
    ],
    ['no distances: as it was', miles(), false, [1, 2, 3], [null, null, null]],
  ] as const)('%s', (_name, miles, acted, order, distances) => {
    const out = withDistances(list, miles, acted);
    expect(out.map((s) => s.storeId)).toEqual(order);
    expect(out.map((s) => s.distanceMiles)).toEqual(distances);
    expect(list.every((s) => s.distanceMiles === null)).toBe(true);
  });
});

// docs/product.md §3 Branding display_options: hide_store_address, make_default_service_type_first.
describe('cardDisplay (docs/product.md §3 display_options)', () => {
  it.each([
    [{}, { hideAddress: false, defaultFirst: false }],
    [{ hide_store_address: true }, { hideAddress: true, defaultFirst: false }],
    [
      { make_default_service_type_first: true, hide_store_address: false },
      { hideAddress: false, defaultFirst: true },
    ],
  ])('%j', (options, display) => {
    expect(cardDisplay(options)).toEqual(display);
  });
});
