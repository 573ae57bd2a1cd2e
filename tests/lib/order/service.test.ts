import { describe, expect, it } from 'vitest';
import {
  defaultService,
  orderedServices,
  selectsDefaultService,
  switchService,
  visibleServices,
} from '../../../src/lib/order/service.ts';

const svc = (id: number, order: number, requiresAddress = false, visible = true) => ({
  service_type_id: id,
  display_order: order,
  requires_address: requiresAddress,
  is_visible: visible,
});
const pickup = svc(1, 2);
const delivery = svc(2, 1, true);
const catering = svc(3, 3);
const hidden = svc(4, 0, false, false);

// docs/product.md §2.10: only visible services, by display_order
describe('visibleServices (docs/product.md §2.10)', () => {
  it('keeps visible services in display order', () => {
    expect(
      visibleServices([pickup, delivery, catering, hidden]).map((s) => s.service_type_id),
    ).toEqual([2, 1, 3]);
  });
});

// docs/product.md §4.3
describe('defaultService (docs/product.md §4.3)', () => {
  it.each([
    ['first visible without an address', [pickup, delivery, catering], 1],
    ['skips hidden services', [hidden, delivery, catering], 3],
    ['falls back to the first service', [delivery], 2],
    ['none at all', [], undefined],
  ] as const)('%s', (_n, services, id) => {
    expect(defaultService(services)?.service_type_id).toBe(id);
  });

  it.each([
    [true, [1, 2, 3]],
    [false, [2, 1, 3]],
  ])('make_default_service_type_first=%s', (first, ids) => {
    expect(
      orderedServices([pickup, delivery, catering], first).map((s) => s.service_type_id),
    ).toEqual(ids);
  });

  it.each([
    ['home', true, true],
    ['home', false, false],
    ['password-reset', true, true],
    ['menu', true, false],
    ['confirmation', false, true],
  ] as const)('on %s with a default=%s → %s', (screen, has, selects) => {
    expect(selectsDefaultService(screen, has)).toBe(selects);
  });
});

// docs/product.md §4.4
describe('switchService (docs/product.md §4.4)', () => {
  const typed = { address: { address1: '1 Main St' }, apt: '4B' };
  it('keeps the address when leaving delivery and restores it on return', () => {
    const away = switchService(delivery, pickup, typed, undefined);
    expect(away.shown).toEqual({ apt: '' });
    expect(away.kept).toEqual(typed);
    const back = switchService(pickup, delivery, away.shown, away.kept);
    expect(back.shown).toEqual(typed);
  });
  it('starts empty when no address was typed', () => {
    expect(switchService(pickup, delivery, { apt: '' }, undefined).shown).toEqual({ apt: '' });
  });
});
