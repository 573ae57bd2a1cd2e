import { describe, expect, it } from 'vitest';
import { cardServiceIds, withServiceOpen } from '../../../src/lib/stores/service-open.ts';

const service = (id: number, order: number, requiresAddress = false, visible = true) => ({
  service_type_id: id,
  display_name: `s${id}`,
  display_order: order,
  is_visible: visible,
  requires_address: requiresAddress,
});
const PICKUP = service(1, 1);
const DELIVERY = service(2, 0, true);
const CATERING = service(3, 2);

// docs/product.md §4.3: the card describes the default service; docs/product.md §7.5: GET
// /stores?service_type_id=.
describe('cardServiceIds', () => {
  it.each([
    ['pickup before catering', [PICKUP, CATERING], 1],
    ['delivery first by order, but it needs an address', [DELIVERY, PICKUP], 1],
    ['only delivery', [DELIVERY], 2],
    ['a hidden pickup', [service(1, 1, false, false), CATERING], 3],
  ])('%s', (_name, services, expected) => {
    expect(cardServiceIds([{ store_id: 7, services }]).get(7)).toBe(expected);
  });

  it('leaves out a store without services', () => {
    expect(cardServiceIds([{ store_id: 7, services: [] }]).has(7)).toBe(false);
  });
});

describe('withServiceOpen', () => {
  const stores = [
    { store_id: 1, is_open: true },
    { store_id: 2, is_open: true },
    { store_id: 3, is_open: false },
  ];
  const serviceOf = new Map([
    [1, 10],
    [2, 20],
  ]);
  it.each([
    ['the service’s own state', new Map([[10, [{ store_id: 1, is_open: false }]]]), 1, false],
    ['a failed list keeps the store-wide state', new Map(), 1, undefined],
    ['a store missing from its list keeps the store-wide state', new Map([[20, []]]), 2, undefined],
    [
      'a store without a card service',
      new Map([[10, [{ store_id: 3, is_open: true }]]]),
      3,
      undefined,
    ],
  ])('%s', (_name, lists, storeId, expected) => {
    const merged = withServiceOpen(stores, serviceOf, lists);
    expect(merged.find((s) => s.store_id === storeId)!.service_open).toBe(expected);
  });
});
