/**
 * Before the guest searches, Home lists the nearest stores first (docs/product.md §7.8 IP
 * geolocation): the guest's rough location from the IP location service, then the chain's distances
 * from there (docs/product.md §7.5 GET /stores with coordinates). Each card gains its distance; a
 * guest who has started using the page by then keeps the order they see (withDistances). Any
 * failure leaves the list as it was.
 */
import { callApi } from '../../api/client.ts';
import { withDistances } from '../../lib/stores/list.ts';
import { locateByIp } from '../outside/ip-location.ts';
import { $allStores, $storeSearch, type StoreList } from './restaurants.ts';
import * as calls from '../../generated/api-calls.ts';

/** The full list once it has arrived, or null if it failed. */
function listed(): Promise<StoreList | null> {
  const now = $allStores.get();
  if (now.status === 'done') return Promise.resolve(now);
  if (now.status === 'error') return Promise.resolve(null);
  return new Promise((resolve) => {
    const off = $allStores.listen((l) => {
      if (l.status === 'done' || l.status === 'error') {
        off();
        resolve(l.status === 'done' ? l : null);
      }
    });
  });
}

/** `guestActed` says whether the guest has pointed, typed, touched or scrolled on the page yet. */
export async function nearestFirst(guestActed: () => boolean): Promise<void> {
  const at = await locateByIp();
  if (!at || $storeSearch.get()) return;
  let miles: Map<number, number | undefined>;
  try {
    const { stores } = await callApi(calls.stores, { payload: at });
    miles = new Map(stores.map((s) => [s.store_id, s.distance_miles]));
  } catch {
    return;
  }
  const list = await listed();
  if (!list || $storeSearch.get()) return;
  $allStores.set({ status: 'done', stores: withDistances(list.stores, miles, guestActed()) });
}
