/**
 * The Menu screen's data, fetched while the page renders so categories and items are in the first
 * HTML (docs/architecture.md §8). The store (name, address, services), its menus for one service
 * (docs/product.md §7.4) and the store configuration (out-of-stock filter, currency) come from the
 * tenant API through the proxy's upstream, anonymously, validated with the contract, the menus'
 * texts in the build's language (docs/architecture.md §4b). Never throws.
 */
import type { CallId } from '../api/contract.ts';
import type { Upstream } from '../api/proxy.server.ts';
import type { MenuData } from '../lib/menu/data.ts';
import { upstreamGet, UpstreamStatusError } from './upstream-get.server.ts';
import { defaultService } from '../lib/order/service.ts';
import { pageDataVersion } from './page-cache-version.ts';
import { localizeTree } from '../lib/i18n/localized.ts';
import { LOCALE } from '#messages';

/** The page waits no longer than this; the static shell's island fetches the menu after. */
export const MENU_TIMEOUT_MS = 2000;
/** A real tenant API's menu is reused this long, then served stale while it is fetched again. */
export const MENU_TTL_MS = 60_000;
/** The sandbox's clock and seeds move in tests: its answers are kept only briefly. */
export const SANDBOX_MENU_TTL_MS = 3_000;
/** Past this, a stale menu is not served at all. */
export const MENU_STALE_MS = 10 * 60_000;

export type { MenuData };

/** The data, 'not-found' for a store the tenant API does not know, or undefined on failure. */
export type MenuResult = MenuData | 'not-found' | undefined;

export interface MenuTenant {
  id: string;
  api_base: string;
}

export interface MenuOptions {
  upstream?: Upstream;
  timeoutMs?: number;
  now?: () => number;
}

const get = <K extends CallId>(
  tenant: MenuTenant,
  id: K,
  params: Record<string, string>,
  query: Record<string, unknown>,
  options: MenuOptions & { signal: AbortSignal },
) =>
  upstreamGet(tenant, id, {
    params,
    query,
    timeoutMs: options.timeoutMs ?? MENU_TIMEOUT_MS,
    signal: options.signal,
    agent: 'storefront-menu',
    upstream: options.upstream,
  });

async function fetchMenu(
  tenant: MenuTenant,
  storeId: number,
  menuOptions: MenuOptions,
): Promise<MenuResult> {
  // One deadline for the store and then its menus: the page waits MENU_TIMEOUT_MS in all, not per call.
  const options = {
    ...menuOptions,
    signal: AbortSignal.timeout(menuOptions.timeoutMs ?? MENU_TIMEOUT_MS),
  };
  try {
    const [{ store }, config] = await Promise.all([
      get(tenant, 'store', { storeId: String(storeId) }, {}, options),
      get(tenant, 'storeConfiguration', {}, {}, options).catch((): Record<string, unknown> => ({})),
    ]);
    const serviceTypeId = defaultService(store.services)?.service_type_id;
    const { menus } = await get(
      tenant,
      'menus',
      { storeId: String(storeId) },
      serviceTypeId ? { service_type_id: serviceTypeId } : {},
      options,
    );
    const filters = config.enable_menu_filters as { include_out_of_stock?: unknown } | undefined;
    const localization = config.localization as { currency_symbol?: unknown } | undefined;
    return {
      store,
      serviceTypeId,
      menus: localizeTree(menus, LOCALE),
      includeOutOfStock: filters?.include_out_of_stock === true,
      currencySymbol:
        typeof localization?.currency_symbol === 'string' ? localization.currency_symbol : '$',
    };
  } catch (err) {
    if (err instanceof UpstreamStatusError && err.status === 404) return 'not-found';
    // Timeout, unreachable, invalid: the browser tries again (docs/product.md §8: only logged).
    console.warn('Menu render without data:', (err as Error).message);
    return undefined;
  }
}

interface Cached {
  at: number;
  /** The data version it was fetched at: a new seed, clock or fault makes it unusable. */
  version: number;
  result: MenuData | 'not-found';
}
const cache = new Map<string, Cached>();
const inFlight = new Map<string, Promise<MenuResult>>();

/**
 * A store's menu page data. Cached per tenant and store (the service is the store's default),
 * stale-while-revalidate: a fresh entry is served as is, a stale one is served while one call
 * refreshes it, and a burst of requests makes one call.
 */
export async function menuData(
  tenant: MenuTenant,
  storeId: number,
  options: MenuOptions = {},
): Promise<MenuResult> {
  const now = options.now ?? Date.now;
  const key = `${tenant.id}:${storeId}`;
  const ttl = tenant.api_base === 'sandbox' ? SANDBOX_MENU_TTL_MS : MENU_TTL_MS;
  const version = pageDataVersion();
  const stored = cache.get(key);
  const hit = stored?.version === version ? stored : undefined;
  const age = hit ? now() - hit.at : Infinity;
  if (hit && age < ttl) return hit.result;
  // A call made before the data changed does not answer for after.
  const flight = `${key}@${version}`;
  let pending = inFlight.get(flight);
  if (!pending) {
    pending = fetchMenu(tenant, storeId, options).then((result) => {
      if (result) cache.set(key, { at: now(), version, result });
      return result;
    });
    inFlight.set(flight, pending);
    void pending.finally(() => inFlight.delete(flight));
  }
  if (hit && age < MENU_STALE_MS && tenant.api_base !== 'sandbox') return hit.result;
  return pending;
}

/** Forgets every cached menu (tests). */
export function clearMenuCache(): void {
  cache.clear();
  inFlight.clear();
}
