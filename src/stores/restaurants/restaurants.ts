/**
 * The store locator of Home (docs/product.md §2.1): the chain's stores, a search by address or
 * text, and a logged-in customer's favourite stores (docs/product.md §7.2, §7.5). Components read
 * these atoms and call these actions; nothing here runs on the server, where the list arrives as
 * island props instead.
 */
import { atom, computed, onMount } from 'nanostores';
import { callApi } from '../../api/client.ts';
import { ApiError, userMessage } from '../../api/errors.ts';
import type { ParsedAddress } from '../../lib/address/types.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { sortByDistance, storeCard, type StoreCard } from '../../lib/stores/list.ts';
import { cardServiceIds, withServiceOpen } from '../../lib/stores/service-open.ts';
import type { Store } from '../../api/schemas/store.ts';
import { $customerId, $loggedIn, expireSession } from '../account/session.ts';
import { showToast } from '../app/toasts.ts';
import { requestOrderDetails } from '../order/open-details.ts';
import * as calls from '../../generated/api-calls.ts';

export type LoadStatus = 'idle' | 'loading' | 'done' | 'error';

export interface StoreList {
  status: LoadStatus;
  stores: StoreCard[];
}

/** A search the guest made: an address picked from the suggestions, or typed text. */
export interface StoreSearch extends StoreList {
  by: 'address' | 'text';
  /** What the messages name: the picked suggestion's text, or the query. */
  label: string;
  /** The picked address, offered to the order details modal as the delivery address. */
  address: ParsedAddress | null;
}

/** Every store of the chain, with service schedules. */
export const $allStores = atom<StoreList>({ status: 'idle', stores: [] });
/** The current search, or null for the full list. */
export const $storeSearch = atom<StoreSearch | null>(null);
/** The customer's favourite stores (GET /customers/{customerId}/favorite-stores). */
export const $favorites = atom<StoreList>({ status: 'idle', stores: [] });
/** Stores whose favourite toggle awaits the API. */
export const $favoritePending = atom<ReadonlySet<number>>(new Set());

export const $favoriteIds = computed($favorites, (f) => new Set(f.stores.map((s) => s.storeId)));

/**
 * Favourites as cards: the full list's card where there is one, since the favourites call carries
 * no schedule (and so no hours).
 */
export const $favoriteStores = computed([$favorites, $allStores], (favorites, all) => {
  const byId = new Map(all.stores.map((s) => [s.storeId, s]));
  return favorites.stores.map((s) => byId.get(s.storeId) ?? s);
});

/** The list the server rendered, so hydration keeps it instead of fetching it again. */
export function seedStores(stores: StoreCard[]): void {
  if ($allStores.get().status === 'idle') $allStores.set({ status: 'done', stores });
}

/**
 * The stores with each card's own service state (docs/product.md §4.3, §7.5), asked once per
 * default service; where that call fails, the card keeps the store-wide is_open.
 */
async function withCardServiceOpen(stores: Store[], signal?: AbortSignal) {
  const serviceOf = cardServiceIds(stores);
  const lists = new Map<number, Store[]>();
  await Promise.all(
    [...new Set(serviceOf.values())].map(async (id) => {
      try {
        lists.set(
          id,
          (
            await callApi(calls.stores, {
              payload: { service_type_id: id },
              ...(signal && { signal }),
            })
          ).stores,
        );
      } catch {
        // The store-wide is_open stays.
      }
    }),
  );
  return withServiceOpen(stores, serviceOf, lists);
}

/** Fetches every store (docs/product.md §7.5 GET /stores) when the server could not. */
export async function loadStores(): Promise<void> {
  const status = $allStores.get().status;
  if (status === 'loading' || status === 'done') return;
  $allStores.set({ status: 'loading', stores: [] });
  try {
    const { stores } = await callApi(calls.stores, { payload: { service_schedule: true } });
    $allStores.set({ status: 'done', stores: (await withCardServiceOpen(stores)).map(storeCard) });
  } catch {
    $allStores.set({ status: 'error', stores: [] });
  }
}

// Only the latest search may land: an older answer arriving late is dropped.
let searchController: AbortController | undefined;

async function runSearch(
  search: Omit<StoreSearch, 'status' | 'stores'>,
  payload: { query: string } | { latitude: number; longitude: number },
): Promise<void> {
  searchController?.abort();
  const controller = new AbortController();
  searchController = controller;
  $storeSearch.set({ ...search, status: 'loading', stores: [] });
  try {
    const { stores } = await callApi(calls.stores, {
      payload: { ...payload, service_schedule: true },
      signal: controller.signal,
    });
    const cards = (await withCardServiceOpen(stores, controller.signal)).map(storeCard);
    if (controller.signal.aborted) return;
    $storeSearch.set({ ...search, status: 'done', stores: sortByDistance(cards) });
  } catch {
    if (controller.signal.aborted) return;
    $storeSearch.set({ ...search, status: 'error', stores: [] });
  }
}

/** Stores nearest a picked address, with their distance. */
export function searchByAddress(address: ParsedAddress, label: string): Promise<void> {
  return runSearch(
    { by: 'address', label, address },
    { latitude: address.latitude, longitude: address.longitude },
  );
}

/** Stores matching typed text: a ZIP code, a city, a street or a store's name. */
export function searchByText(text: string): Promise<void> {
  const query = text.trim().slice(0, 100);
  if (!query) {
    clearSearch();
    return Promise.resolve();
  }
  return runSearch({ by: 'text', label: query, address: null }, { query });
}

/** A picked suggestion could not be turned into a place: said like a failed search. */
export function addressLookupFailed(label: string): void {
  searchController?.abort();
  $storeSearch.set({ by: 'address', label, address: null, status: 'error', stores: [] });
}

/** Back to the full list. */
export function clearSearch(): void {
  searchController?.abort();
  searchController = undefined;
  $storeSearch.set(null);
}

/**
 * Opens the order details modal for a store and service (docs/product.md §2.10), with the searched
 * address for an address-requiring service to start from. The modal's code is loaded on first use.
 */
export async function chooseService(storeId: number, serviceTypeId: number): Promise<void> {
  const address = $storeSearch.get()?.address ?? undefined;
  await requestOrderDetails({ origin: 'default', storeId, serviceTypeId, address });
}

async function loadFavorites(customerId: number): Promise<void> {
  $favorites.set({ status: 'loading', stores: [] });
  try {
    const { stores } = await callApi(calls.favoriteStores, { params: { customerId } });
    if ($customerId.get() === customerId)
      $favorites.set({ status: 'done', stores: stores.map(storeCard) });
  } catch {
    // docs/product.md §8: any other failure is only logged; the section stays away.
    if ($customerId.get() === customerId) $favorites.set({ status: 'error', stores: [] });
  }
}

// Favourites follow the session: loaded on login (also in a modal on this page), gone on logout.
onMount($favorites, () => {
  const sync = () => {
    const customerId = $customerId.get();
    if ($loggedIn.get() && customerId) void loadFavorites(customerId);
    else $favorites.set({ status: 'idle', stores: [] });
  };
  sync();
  const offLogin = $loggedIn.listen(sync);
  const offCustomer = $customerId.listen(sync);
  return () => {
    offLogin();
    offCustomer();
  };
});

function setPending(storeId: number, on: boolean): void {
  const next = new Set($favoritePending.get());
  if (on) next.add(storeId);
  else next.delete(storeId);
  $favoritePending.set(next);
}

/**
 * Adds or removes a favourite store (docs/product.md §7.2: POST/DELETE …/favorite_stores). The list
 * changes at once and changes back when the call fails.
 */
export async function toggleFavorite(store: StoreCard): Promise<Result> {
  const customerId = $customerId.get();
  if (!$loggedIn.get() || !customerId || $favoritePending.get().has(store.storeId)) return ok();
  const adding = !$favoriteIds.get().has(store.storeId);
  const apply = (add: boolean) => {
    const rest = $favorites.get().stores.filter((s) => s.storeId !== store.storeId);
    $favorites.set({ status: 'done', stores: add ? [...rest, store] : rest });
  };
  apply(adding);
  setPending(store.storeId, true);
  try {
    const payload = { store_id: store.storeId };
    if (adding) await callApi(calls.addFavoriteStore, { params: { customerId }, payload });
    else await callApi(calls.removeFavoriteStore, { params: { customerId }, payload });
  } catch (err) {
    // Removing one that is already gone has done what was asked.
    if (!adding && err instanceof ApiError && err.status === 404) return ok();
    apply(!adding);
    const message = userMessage('favorite', err);
    if (err instanceof ApiError && err.sessionExpired) expireSession(message);
    else showToast(message, { kind: 'error' });
    return fail(message);
  } finally {
    setPending(store.storeId, false);
  }
  return ok();
}
