/**
 * The store list of Home, fetched while the page renders so the list is in the first HTML
 * (DESIGN §8's "content in the first HTML", applied to SPEC §2.1's store locator). It goes to the
 * tenant API through the proxy's upstream, anonymously, and never throws: any failure renders the
 * page without stores, and the island fetches them in the browser instead.
 */
import type { Upstream } from '../api/proxy.server.ts';
import type { Store } from '../api/schemas/store.ts';
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
  stores: Store[];
}

// Per tenant: the last good list, and the call in flight so a burst of requests makes one call.
const cache = new Map<string, Cached>();
const inFlight = new Map<string, Promise<Store[] | undefined>>();

async function fetchStores(
  tenant: HomeStoresTenant,
  options: HomeStoresOptions,
): Promise<Store[] | undefined> {
  try {
    const { stores } = await upstreamGet(tenant, 'stores', {
      query: { service_schedule: true },
      timeoutMs: options.timeoutMs ?? HOME_STORES_TIMEOUT_MS,
      agent: 'storefront-home',
      upstream: options.upstream,
    });
    return stores;
  } catch {
    // Timeout, unreachable, refused, unreadable: the browser tries again (SPEC §8: only logged).
    return undefined;
  }
}

/**
 * The tenant's stores with their service schedules (SPEC §7.5 GET /stores), or undefined when they
 * could not be had in time. A real tenant API's answer is reused for 30 s; the sandbox's never is,
 * since it is in-process and its clock may be moved by tests.
 */
export async function homeStores(
  tenant: HomeStoresTenant,
  options: HomeStoresOptions = {},
): Promise<Store[] | undefined> {
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
