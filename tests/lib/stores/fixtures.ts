/** Stores shaped like the sandbox's answers (tenants/burger.sandbox.json) on Wednesday 06/11/2025. */
import type { StoreLike } from '../../../src/lib/stores/list.ts';

export const pickup = {
  service_type_id: 1,
  display_name: 'Pickup',
  display_order: 1,
  is_visible: true,
  requires_address: false,
};
export const delivery = {
  service_type_id: 2,
  display_name: 'Delivery',
  display_order: 2,
  is_visible: true,
  requires_address: true,
};
export const catering = {
  service_type_id: 3,
  display_name: 'Catering',
  display_order: 3,
  is_visible: true,
  requires_address: false,
};

const place = { address1: '211 Bedford Ave', city: 'Brooklyn', state: 'NY', postal_code: '11211' };

export function store(overrides: Partial<StoreLike> = {}): StoreLike {
  return {
    store_id: 102,
    name: 'Harbor Burger Co. Williamsburg',
    subtitle: 'Late night until 2 AM',
    ...place,
    is_open: true,
    today: '06/11/2025',
    services: [delivery, pickup],
    service_schedule: {
      '1': {
        '2025-06-11': [
          [660, 900],
          [1080, 1560],
        ],
        '2025-06-12': [
          [660, 900],
          [1080, 1560],
        ],
      },
      '2': { '2025-06-11': [[690, 1290]], '2025-06-12': [[690, 1290]] },
    },
    ...overrides,
  };
}
