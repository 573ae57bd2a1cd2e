// docs/architecture.md §8: the Menu's store and menus fetched for the first HTML — validated,
// time-boxed, cached briefly per tenant and store — and docs/product.md §7.4/§7.5 calls with the
// store's default service (§4.3).
process.env.STOREFRONT_SANDBOX_DB = 'memory';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Upstream } from '../../src/api/proxy.server.ts';
import {
  clearMenuCache,
  menuData,
  MENU_STALE_MS,
  MENU_TTL_MS,
  SANDBOX_MENU_TTL_MS,
} from '../../src/server/menu.server.ts';
import { pageDataChanged } from '../../src/server/page-cache-version.ts';
import { storeFixture } from './store-fixture.ts';

const service = (id: number, requires_address: boolean) => ({
  service_type_id: id,
  name: `s${id}`,
  display_name: `S${id}`,
  is_visible: true,
  display_order: id,
  requires_address,
  requires_guest_count: false,
  base_prep_time: 10,
  lead_time: 10,
});
const STORE = storeFixture({ services: [service(2, true), service(1, false)] });
const MENUS = {
  menus: [
    {
      menu_id: 1,
      name: 'All day',
      categories: [
        { category_id: 1, name: 'Mains', description: null, image_url: null, items: [] },
      ],
    },
  ],
};
const CONFIG = {
  enable_menu_filters: { include_out_of_stock: true },
  localization: { currency_symbol: '€' },
};

type Answer = { status: number; body: unknown };
/** A tenant API stand-in answering by path, counting its calls. */
function fakeApi(
  answers: Partial<Record<'store' | 'menus' | 'config', () => Answer | Promise<never>>>,
) {
  const calls: URL[] = [];
  const upstream: Upstream = async (url, init) => {
    calls.push(url);
    const key = url.pathname.endsWith('/menus')
      ? 'menus'
      : url.pathname.endsWith('/configuration')
        ? 'config'
        : 'store';
    const fallback = {
      store: () => ({ status: 200, body: { store: STORE } }),
      menus: () => ({ status: 200, body: MENUS }),
      config: () => ({ status: 200, body: CONFIG }),
    }[key];
    if (init.signal.aborted) throw new Error('aborted');
    const a = await (answers[key] ?? fallback)();
    return {
      status: a.status,
      setCookies: [],
      contentType: 'application/json',
      body: typeof a.body === 'string' ? a.body : JSON.stringify(a.body),
    };
  };
  return { calls, upstream };
}
const REAL = { id: 'chain', api_base: 'https://api.example.com/v1' };

// A render without data is logged for operators; the tests read the log instead of printing it.
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  clearMenuCache();
  warn.mockRestore();
});

describe('menuData', () => {
  it('fetches the store, the configuration and the menus of its default service', async () => {
    const api = fakeApi({});
    const data = await menuData(REAL, 7, { upstream: api.upstream });
    expect(data).toMatchObject({
      store: { name: 'Corner' },
      serviceTypeId: 1,
      includeOutOfStock: true,
      currencySymbol: '€',
    });
    const menus = api.calls.find((u) => u.pathname.endsWith('/menus'))!;
    expect(menus.href).toBe('https://api.example.com/v1/stores/7/menus?service_type_id=1');
  });

  it.each([
    [
      'an unknown store',
      { store: () => ({ status: 404, body: { error: 'Store not found' } }) },
      'not-found',
    ],
    ['a failing store call', { store: () => ({ status: 503, body: {} }) }, undefined],
    [
      'menus that break the contract',
      { menus: () => ({ status: 200, body: { menus: [{ name: 1 }] } }) },
      undefined,
    ],
    ['unreadable JSON', { menus: () => ({ status: 200, body: '<html>' }) }, undefined],
    ['an unreachable API', { store: () => Promise.reject(new Error('ECONNREFUSED')) }, undefined],
  ] as const)('%s gives $2', async (_name, answers, expected) => {
    expect(await menuData(REAL, 7, { upstream: fakeApi(answers).upstream })).toBe(expected);
    if (expected === undefined)
      expect(warn).toHaveBeenCalledWith('Menu render without data:', expect.any(String));
  });

  it('a failing configuration keeps the menu, with the defaults', async () => {
    const data = await menuData(REAL, 7, {
      upstream: fakeApi({ config: () => ({ status: 500, body: {} }) }).upstream,
    });
    expect(data).toMatchObject({ includeOutOfStock: false, currencySymbol: '$' });
  });

  it('gives up after the time box', async () => {
    const upstream: Upstream = (_url, init) =>
      new Promise((_, reject) =>
        init.signal.addEventListener('abort', () => reject(new Error('timeout'))),
      );
    // The upstream answers only by rejecting once aborted: an answer at all means it gave up.
    expect(await menuData(REAL, 7, { upstream, timeoutMs: 50 })).toBeUndefined();
  });

  it('has one time box for the store and then its menus, not one per call', async () => {
    // Each answer takes 60% of the time box and honours the signal, as the real upstreams do: two
    // in a row overrun one shared time box, though each would fit a time box of its own.
    const upstream: Upstream = (url, init) =>
      new Promise((resolve, reject) => {
        const body = url.pathname.endsWith('/menus')
          ? MENUS
          : url.pathname.endsWith('/configuration')
            ? CONFIG
            : { store: STORE };
        const timer = setTimeout(
          () =>
            resolve({
              status: 200,
              setCookies: [],
              contentType: 'application/json',
              body: JSON.stringify(body),
            }),
          60,
        );
        init.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(init.signal.reason as Error);
        });
      });
    expect(await menuData(REAL, 8, { upstream, timeoutMs: 100 })).toBeUndefined();
    clearMenuCache();
    // A time box no busy machine overruns: the same answers then make a menu.
    expect(await menuData(REAL, 8, { upstream, timeoutMs: 30_000 })).toMatchObject({
      menus: MENUS.menus,
    });
  });

  it('reuses a real API answer, serves it stale while refreshing, and makes one call for a burst', async () => {
    let now = 1_000;
    const api = fakeApi({});
    const opts = { upstream: api.upstream, now: () => now };
    await Promise.all([menuData(REAL, 7, opts), menuData(REAL, 7, opts)]);
    expect(api.calls).toHaveLength(3);
    now += MENU_TTL_MS - 1;
    await menuData(REAL, 7, opts);
    expect(api.calls).toHaveLength(3);
    now += 2;
    expect(await menuData(REAL, 7, opts)).toMatchObject({ serviceTypeId: 1 });
    // The stale answer came at once; the refresh finishes behind it.
    await vi.waitFor(() => expect(api.calls).toHaveLength(6));
    now += MENU_STALE_MS + MENU_TTL_MS;
    await menuData(REAL, 7, opts);
    expect(api.calls).toHaveLength(9);
  });

  it('caches per store and never keeps failures', async () => {
    const api = fakeApi({ store: () => ({ status: 503, body: {} }) });
    await menuData(REAL, 7, { upstream: api.upstream });
    await menuData(REAL, 7, { upstream: api.upstream });
    expect(api.calls.filter((u) => u.pathname === '/v1/stores/7')).toHaveLength(2);
  });

  it('keeps sandbox answers only a few seconds', async () => {
    let now = 0;
    const api = fakeApi({});
    const sandbox = { id: 'burger', api_base: 'sandbox' };
    await menuData(sandbox, 101, { upstream: api.upstream, now: () => now });
    now += SANDBOX_MENU_TTL_MS + 1;
    await menuData(sandbox, 101, { upstream: api.upstream, now: () => now });
    expect(api.calls.filter((u) => u.pathname.endsWith('/menus'))).toHaveLength(2);
  });

  it('fetches again once the sandbox fixture changed the data, however fresh the answer', async () => {
    const api = fakeApi({});
    const sandbox = { id: 'burger', api_base: 'sandbox' };
    const now = () => 0;
    await menuData(sandbox, 102, { upstream: api.upstream, now });
    await menuData(sandbox, 102, { upstream: api.upstream, now });
    pageDataChanged();
    await menuData(sandbox, 102, { upstream: api.upstream, now });
    expect(api.calls.filter((u) => u.pathname.endsWith('/menus'))).toHaveLength(2);
  });

  it('reads the real sandbox: burger store 101 with the pickup menu', async () => {
    // The first call starts the sandbox: on a busy machine that alone can pass the page's 2 s limit,
    // which other tests cover.
    const slow = { timeoutMs: 30_000 };
    const data = await menuData({ id: 'burger', api_base: 'sandbox' }, 101, slow);
    expect(data).not.toBe('not-found');
    expect(data && data !== 'not-found' && data.menus.map((m) => m.name)).toEqual(['All day']);
    expect(await menuData({ id: 'burger', api_base: 'sandbox' }, 999, slow)).toBe('not-found');
  });
});
