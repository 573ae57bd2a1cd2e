/**
 * Before the guest searches, Home lists the nearest stores first (docs/product.md §7.8 IP
 * geolocation): the guest's rough location from the IP location service, then the chain's distances
 * from there (docs/product.md §7.5 GET /stores with coordinates). The cards stay as they are, each
 * with its distance; any failure leaves the list in its own order.
 */
import { callApi } from '../../api/client.ts';
import { sortByDistance } from '../../lib/stores/list.ts';
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

export async function nearestFirst(): Promise<void> {
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
  const cards = list.stores.map((c) => {
    const d = miles.get(c.storeId);
    return typeof d === 'number' && Number.isFinite(d) ? { ...c, distanceMiles: d } : c;
  });
  $allStores.set({ status: 'done', stores: sortByDistance(cards) });
}
