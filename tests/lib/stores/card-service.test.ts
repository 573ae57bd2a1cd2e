import { describe, expect, it } from 'vitest';
import { openState } from '../../../src/lib/stores/hours.ts';
import { storeCard } from '../../../src/lib/stores/list.ts';
import { store } from '../stores/fixtures.ts';

// The Home card speaks for the default service (docs/product.md §4.3): its own is_open when the API
// was asked for it (docs/product.md §7.5 service_type_id), since the store-wide one is open while
// any is.
describe('the card’s state for its service (docs/product.md §4.3, §4.7, §7.5)', () => {
  it.each<[string, ReturnType<typeof store>, string]>([
    [
      'the service’s own answer: closed while the store is open',
      store({ service_open: false }),
      'closed',
    ],
    ['the service’s own answer: open', store({ is_open: false, service_open: true }), 'open'],
    ['not asked: the store’s is_open', store(), 'open'],
    ['not asked, store closed', store({ is_open: false }), 'closed'],
    [
      'temporarily closed whatever is_open says',
      store({ service_open: true, service_schedule: {} }),
      'temporarily-closed',
    ],
  ])('%s', (_n, s, state) => {
    expect(openState(s)).toBe(state);
    expect(storeCard(s).openState).toBe(state);
  });

  it('shows the default service’s hours, not the union with the others', () => {
    // Pickup (the default) 11:00–15:00 and 18:00–02:00; delivery 11:30–21:30.
    expect(storeCard(store()).hoursToday).toBe('11:00 AM – 3:00 PM, 6:00 PM – 2:00 AM');
  });
});
