/**
 * The store list of Home, fetched while the page renders so the list is in the first HTML
 * (docs/architecture.md §8's "content in the first HTML", applied to docs/product.md §2.1's store
 * locator). It goes to the tenant API through the proxy's upstream, anonymously, and never throws:
 * any failure renders the page without stores, and the island fetches them in the browser instead.
 */
import type { Upstream } from '../api/proxy.server.ts';
import type { Store } from '../api/schemas/store.ts';
import { defaultService, visibleServices } from '../lib/order/service.ts';
import { upstreamGet } from './upstream-get.server.ts';

/** The page waits no longer than this for the list; the island's own fetch takes over after. */
export const HOME_STORES_TIMEOUT_MS = 2000;
/** How long a real tenant API's list is reused. Opening hours change by the minute, not the second. */
export const HOME_STORES_TTL_MS = 30_000;

export interface HomeStoresTenant {
  id: string;
  /** The tenant file's api_base: a URL, or "sandbox". */
  api_base: string;
}

export interface HomeStoresOptions {
  /** The tenant's upstream; the proxy's by default. */
  upstream?: Upstream;
  timeoutMs?: number;
  now?: () => number;
}

interface Cached {
  at: number;
  stores: HomeStore[];
}

// Per tenant: the last good list, and the call in flight so a burst of requests makes one call.
const cache = new Map<string, Cached>();
const inFlight = new Map<string, Promise<HomeStore[] | undefined>>();

/** A store as Home lists it: with its default service's own is_open when the API gave it. */
export type HomeStore = Store & { service_open?: boolean };

/**
 * Each store's default service (docs/product.md §4.3) as the card describes it, with that service's
 * is_open asked of the API (docs/product.md §7.5 service_type_id): the store-wide is_open is open
 * while any service is, and the page's own clock may not be the API's.
 */
async function withServiceOpen(
  tenant: HomeStoresTenant,
  options: HomeStoresOptions,
  stores: Store[],
): Promise<HomeStore[]> {
  const ids = new Set<number>();
  const serviceOf = new Map<number, number>();
  for (const s of stores) {
    const id = defaultService(visibleServices(s.services))?.service_type_id;
    if (id === undefined) continue;
    ids.add(id);
    serviceOf.set(s.store_id, id);
  }
  const open = new Map<string, boolean>();
  await Promise.all(
    [...ids].map(async (id) => {
      try {
        const { stores: list } = await upstreamGet(tenant, 'stores', {
          query: { service_type_id: id },
          timeoutMs: options.timeoutMs ?? HOME_STORES_TIMEOUT_MS,
          agent: 'storefront-home',
          upstream: options.upstream,
        });
        for (const s of list) open.set(`${s.store_id}:${id}`, s.is_open);
      } catch {
        // Unknown: the card falls back to the schedule and the store-wide is_open.
      }
    }),
  );
  return stores.map((s) => {
    const known = open.get(`${s.store_id}:${serviceOf.get(s.store_id)}`);
    return known === undefined ? s : { ...s, service_open: known };
  });
}

async function fetchStores(
  tenant: HomeStoresTenant,
  options: HomeStoresOptions,
): Promise<HomeStore[] | undefined> {
  try {
    const { stores } = await upstreamGet(tenant, 'stores', {
      query: { service_schedule: true },
      timeoutMs: options.timeoutMs ?? HOME_STORES_TIMEOUT_MS,
      agent: 'storefront-home',
      upstream: options.upstream,
    });
    return await withServiceOpen(tenant, options, stores);
  } catch {
    // Timeout, unreachable, refused, unreadable: the browser tries again (docs/product.md §8: only
    // logged).
    return undefined;
  }
}

/**
 * The tenant's stores with their service schedules (docs/product.md §7.5 GET /stores), or undefined
 * when they could not be had in time. A real tenant API's answer is reused for 30 s; the sandbox's
 * never is, since it is in-process and its clock may be moved by tests.
 */
export async function homeStores(
  tenant: HomeStoresTenant,
  options: HomeStoresOptions = {},
): Promise<HomeStore[] | undefined> {
  if (tenant.api_base === 'sandbox') return fetchStores(tenant, options);
  const now = options.now ?? Date.now;
  const hit = cache.get(tenant.id);
  if (hit && now() - hit.at < HOME_STORES_TTL_MS) return hit.stores;
  let pending = inFlight.get(tenant.id);
  if (!pending) {
    pending = fetchStores(tenant, options).then((stores) => {
      if (stores) cache.set(tenant.id, { at: now(), stores });
      return stores;
    });
    inFlight.set(tenant.id, pending);
    void pending.finally(() => inFlight.delete(tenant.id));
  }
  return pending;
}

/** Forgets every cached list (tests). */
export function clearHomeStoresCache(): void {
  cache.clear();
  inFlight.clear();
}
