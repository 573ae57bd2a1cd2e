/**
 * The locator's store actions against the real proxy and sandbox, in-process: what the browser's
 * fetch to /api/proxy would get.
 */
process.env.STOREFRONT_SANDBOX_DB = 'memory';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleProxy } from '../../../src/api/proxy.server.ts';
import { SANDBOX_BASE, sandboxUpstream } from '../../../src/api/upstream.server.ts';
import { setSealingKeyForTests } from '../../../src/api/session.server.ts';
import { sandboxFixture } from '../../../src/sandbox/index.server.ts';
import type { ParsedAddress } from '../../../src/lib/address/types.ts';
import { $customerId, $loggedIn } from '../../../src/stores/account/session.ts';
import { $toasts, dismissToast } from '../../../src/stores/app/toasts.ts';
import {
  $allStores,
  $favoriteIds,
  $favorites,
  $favoriteStores,
  $storeSearch,
  chooseService,
  clearSearch,
  loadStores,
  searchByAddress,
  searchByText,
  seedStores,
  toggleFavorite,
} from '../../../src/stores/restaurants/restaurants.ts';

const openOrderDetails = vi.fn();
vi.mock('../../../src/stores/order/details.ts', () => ({ openOrderDetails }));

setSealingKeyForTests('stores-test-stores-test-stores-test-stores');

// The browser's cookie jar for /api/, and a switch to make the next calls fail.
let sealed: string | undefined;
let failing = false;

async function fetchThroughProxy(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (failing)
    return new Response(
      JSON.stringify({ error: { code: 'upstream_unreachable', message: 'down' } }),
      { status: 502 },
    );
  const headers = new Headers(init?.headers);
  headers.set('host', 'burger.localhost');
  if (sealed) headers.set('cookie', `sf_session=${sealed}`);
  const request = new Request('http://burger.localhost/api/proxy', {
    method: 'POST',
    headers,
    body: init?.body ?? null,
  });
  const res = await handleProxy(request, {
    tenant: { id: 'burger', apiBase: SANDBOX_BASE },
    upstream: sandboxUpstream('burger'),
  });
  const set = /sf_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
  if (set) sealed = set[1] || undefined;
  return res;
}

async function fixture(subpath: string, body?: unknown) {
  const init: RequestInit = { method: 'POST', headers: { 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  await sandboxFixture(
    'burger',
    new Request(`http://burger.localhost/__sandbox${subpath}`, init),
    subpath,
  );
}

const fulton: ParsedAddress = {
  street_number: '200',
  address1: '200 Water St',
  city: 'New York',
  state_code: 'NY',
  postal_code: '10038',
  latitude: 40.7078,
  longitude: -74.0033,
  formatted: '200 Water St, New York, NY 10038 US',
};

beforeAll(() => {
  vi.stubGlobal('fetch', fetchThroughProxy);
});

beforeEach(async () => {
  await fixture('/reset');
  await fixture('/clock', { now: '2025-06-11T16:00:00Z' });
  failing = false;
  sealed = undefined;
  $allStores.set({ status: 'idle', stores: [] });
  clearSearch();
});

afterEach(() => {
  for (const t of $toasts.get()) dismissToast(t.id);
  $loggedIn.set(false);
  $customerId.set(null);
});

// docs/product.md §7.5 GET /stores.
describe('the store list', () => {
  it('loads every store with today’s hours when the server could not', async () => {
    await loadStores();
    const { status, stores } = $allStores.get();
    expect(status).toBe('done');
    expect(stores.map((s) => [s.storeId, s.openState])).toEqual([
      [101, 'open'],
      [102, 'open'],
      [103, 'closed'], // 9:00 AM in Los Angeles: pickup opens at 11:00 (catering is open)
      [104, 'temporarily-closed'],
    ]);
    // The default service's hours (pickup), with last night's window that ran past midnight.
    expect(stores[1]!.hoursToday).toBe('12:00 AM – 2:00 AM, 11:00 AM – 3:00 PM, 6:00 PM – 2:00 AM');
  });

  it('gives each card its default service’s state: Santa Monica is closed for pickup at 10:50 although catering is open (docs/product.md §4.3, §7.5)', async () => {
    await fixture('/clock', { now: '2025-06-11T17:50:00Z' }); // 10:50 AM in Los Angeles
    await loadStores();
    expect($allStores.get().stores.find((s) => s.storeId === 103)!.openState).toBe('closed');
    await searchByText('Santa Monica');
    expect($storeSearch.get()!.stores.map((s) => [s.storeId, s.openState])).toEqual([
      [103, 'closed'],
    ]);
  });

  it('keeps the list the server rendered', async () => {
    seedStores([]);
    await loadStores();
    expect($allStores.get()).toEqual({ status: 'done', stores: [] });
  });

  it('says so when the call fails, and tries again', async () => {
    failing = true;
    await loadStores();
    expect($allStores.get().status).toBe('error');
    failing = false;
    await loadStores();
    expect($allStores.get().stores).toHaveLength(4);
  });
});

describe('searching', () => {
  it('by a picked address: nearest first, with the distance', async () => {
    await searchByAddress(fulton, fulton.formatted);
    const search = $storeSearch.get()!;
    expect(search).toMatchObject({ by: 'address', label: fulton.formatted, status: 'done' });
    // Seattle is a little nearer New York than Santa Monica is.
    expect(search.stores.map((s) => s.storeId)).toEqual([101, 102, 104, 103]);
    expect(search.stores[0]!.distanceMiles).toBeLessThan(0.5);
  });

  it('by text: a ZIP code', async () => {
    await searchByText(' 10038 ');
    expect($storeSearch.get()).toMatchObject({
      by: 'text',
      label: '10038',
      status: 'done',
      address: null,
    });
    expect($storeSearch.get()!.stores.map((s) => s.storeId)).toEqual([101]);
  });

  it('by text that matches nothing', async () => {
    await searchByText('99999');
    expect($storeSearch.get()).toMatchObject({ status: 'done', stores: [] });
  });

  it('a failed search keeps the full list and says so', async () => {
    await loadStores();
    failing = true;
    await searchByText('10038');
    expect($storeSearch.get()).toMatchObject({ status: 'error', label: '10038' });
    expect($allStores.get().stores).toHaveLength(4);
  });

  it('only the latest search lands', async () => {
    const first = searchByText('Brooklyn');
    const second = searchByText('10038');
    await Promise.all([first, second]);
    expect($storeSearch.get()).toMatchObject({ label: '10038', status: 'done' });
  });

  it('empty text or Clear search goes back to the full list', async () => {
    await searchByText('10038');
    await searchByText('   ');
    expect($storeSearch.get()).toBeNull();
  });
});

// docs/product.md §2.10: the modal opens for the chosen store and service; the searched address
// goes with it.
describe('choosing a service', () => {
  it.each([
    ['after an address search', () => searchByAddress(fulton, fulton.formatted), fulton],
    ['after a text search', () => searchByText('10038'), undefined],
    ['without a search', () => Promise.resolve(clearSearch()), undefined],
  ])('%s', async (_name, search, address) => {
    openOrderDetails.mockClear();
    await search();
    await chooseService(101, 2);
    expect(openOrderDetails).toHaveBeenCalledWith({
      origin: 'default',
      storeId: 101,
      serviceTypeId: 2,
      address,
    });
  });
});

// docs/product.md §7.2: GET …/favorite-stores, POST and DELETE …/favorite_stores.
describe('favourite stores', () => {
  async function logIn() {
    const res = await fetchThroughProxy('/api/proxy', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-storefront': '1' },
      body: JSON.stringify({
        method: 'POST',
        path: '/customers/login',
        payload: { username: 'demo@example.com', password: 'Demo1234!' },
      }),
    });
    const { data } = (await res.json()) as { data: { customer_id: number } };
    $customerId.set(data.customer_id);
    $loggedIn.set(true);
  }
  const settle = () => vi.waitFor(() => expect($favorites.get().status).not.toBe('loading'));

  it('follow the session: loaded on login, gone on logout', async () => {
    const off = $favorites.listen(() => {});
    expect($favorites.get().status).toBe('idle');
    await logIn();
    await settle();
    // The demo customer's seed favourite.
    expect($favorites.get().stores.map((s) => s.storeId)).toEqual([101]);
    $loggedIn.set(false);
    expect($favorites.get().status).toBe('idle');
    off();
  });

  it('are added and removed, and show the full list’s card with its hours', async () => {
    const off = $favorites.listen(() => {});
    await loadStores();
    await logIn();
    await settle();
    const williamsburg = $allStores.get().stores[1]!;
    await toggleFavorite(williamsburg);
    expect([...$favoriteIds.get()]).toEqual([101, 102]);
    $loggedIn.set(false);
    await logIn();
    await settle();
    expect($favoriteStores.get()[1]).toEqual(williamsburg);
    expect($favorites.get().stores[1]!.hoursToday).toBeNull();
    await toggleFavorite(williamsburg);
    expect([...$favoriteIds.get()]).toEqual([101]);
    off();
  });

  it('change back, with docs/product.md §8’s toast, when the call fails', async () => {
    const off = $favorites.listen(() => {});
    await loadStores();
    await logIn();
    await settle();
    failing = true;
    await toggleFavorite($allStores.get().stores[1]!);
    expect([...$favoriteIds.get()]).toEqual([101]);
    await toggleFavorite($allStores.get().stores[0]!);
    expect([...$favoriteIds.get()]).toEqual([101]);
    expect($toasts.get().map((t) => t.message)).toEqual([
      'Something went wrong. Please try again later',
      'Something went wrong. Please try again later',
    ]);
    off();
  });
});
