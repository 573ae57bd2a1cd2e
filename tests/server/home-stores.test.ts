process.env.STOREFRONT_SANDBOX_DB = 'memory';
import { afterEach, describe, expect, it } from 'vitest';
import type { Upstream } from '../../src/api/proxy.server.ts';
import {
  clearHomeStoresCache,
  homeStores,
  HOME_STORES_TTL_MS,
} from '../../src/server/home-stores.server.ts';
import { sandboxFixture } from '../../src/sandbox/index.server.ts';
import { storeFixture } from './store-fixture.ts';

async function fixture(tenant: string, subpath: string, body?: unknown) {
  const init: RequestInit = { method: 'POST', headers: { 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  await sandboxFixture(
    tenant,
    new Request(`http://${tenant}.localhost/__sandbox${subpath}`, init),
    subpath,
  );
}

const STORE = storeFixture({ services: [], service_schedule: {} });

/** A real tenant API stand-in that counts its calls and answers what it is told. */
function fakeApi(answer: () => { status: number; body: string } | Promise<never>) {
  const calls: URL[] = [];
  const upstream: Upstream = async (url) => {
    calls.push(url);
    const a = await answer();
    return { status: a.status, setCookies: [], contentType: 'application/json', body: a.body };
  };
  return { calls, upstream };
}

const real = { id: 'chain', api_base: 'https://api.example.com/v1' };
const ok = () => ({ status: 200, body: JSON.stringify({ stores: [STORE] }) });

afterEach(() => clearHomeStoresCache());

// docs/product.md §7.5 GET /stores with service_schedule: true, from the sandbox in-process.
describe('homeStores: the sandbox (docs/product.md §7.5)', () => {
  it('answers the seed’s stores with their schedules, and a temporarily closed store with none', async () => {
    await fixture('burger', '/reset');
    await fixture('burger', '/clock', { now: '2025-06-11T16:00:00Z' });
    const stores = await homeStores({ id: 'burger', api_base: 'sandbox' });
    expect(stores?.map((s) => s.store_id)).toEqual([101, 102, 103, 104]);
    expect(stores?.[0]?.today).toBe('06/11/2025');
    expect(Object.keys(stores?.[1]?.service_schedule?.['1'] ?? {})).toContain('2025-06-11');
    expect(stores?.[3]?.service_schedule).toEqual({ '1': {}, '2': {} });
  });

  // At 10:50 in Santa Monica catering is open (the store-wide is_open) but pickup, the
  // card's service (docs/product.md §4.3), opens at 11:00: the card takes pickup's own is_open.
  it('carries the default service’s own is_open (docs/product.md §7.5 service_type_id)', async () => {
    await fixture('burger', '/reset');
    await fixture('burger', '/clock', { now: '2026-11-21T18:50:00Z' });
    const at1050 = await homeStores({ id: 'burger', api_base: 'sandbox' });
    const santaMonica = at1050?.find((s) => s.store_id === 103);
    expect([santaMonica?.is_open, santaMonica?.service_open]).toEqual([true, false]);
    await fixture('burger', '/clock', { now: '2026-11-21T20:00:00Z' });
    const atNoon = await homeStores({ id: 'burger', api_base: 'sandbox' });
    expect(atNoon?.find((s) => s.store_id === 103)?.service_open).toBe(true);
    await fixture('burger', '/clock', { now: null });
  });

  it('is never cached, so a moved sandbox clock shows at once', async () => {
    await fixture('burger', '/clock', { now: '2025-06-11T16:00:00Z' });
    expect((await homeStores({ id: 'burger', api_base: 'sandbox' }))?.[0]?.today).toBe(
      '06/11/2025',
    );
    await fixture('burger', '/clock', { now: '2025-06-20T16:00:00Z' });
    expect((await homeStores({ id: 'burger', api_base: 'sandbox' }))?.[0]?.today).toBe(
      '06/20/2025',
    );
    await fixture('burger', '/clock', { now: null });
  });
});

describe('homeStores: failures render the page without stores, never throw', () => {
  const hang: Upstream = (_url, init) =>
    new Promise((_resolve, reject) =>
      init.signal.addEventListener('abort', () => reject(init.signal.reason as Error)),
    );

  it.each([
    ['a 5xx answer', fakeApi(() => ({ status: 503, body: '{"error":"down"}' })).upstream],
    [
      'an error answer',
      fakeApi(() => ({ status: 404, body: '{"error":"no stores found"}' })).upstream,
    ],
    ['an unreadable answer', fakeApi(() => ({ status: 200, body: '<html>' })).upstream],
    [
      'an answer off the contract',
      fakeApi(() => ({ status: 200, body: JSON.stringify({ stores: [{ store_id: 'x' }] }) }))
        .upstream,
    ],
    ['an unreachable API', fakeApi(() => Promise.reject(new Error('ECONNREFUSED'))).upstream],
    ['an API slower than the time box', hang],
  ])('%s → undefined', async (_name, upstream) => {
    await expect(homeStores(real, { upstream, timeoutMs: 20 })).resolves.toBeUndefined();
  });

  it('an unknown tenant of the sandbox', async () => {
    await expect(homeStores({ id: 'Not A Tenant', api_base: 'sandbox' })).resolves.toBeUndefined();
  });
});

describe('homeStores: a real tenant API', () => {
  it('asks GET {api_base}/stores?service_schedule=true', async () => {
    const api = fakeApi(ok);
    expect(await homeStores(real, { upstream: api.upstream })).toEqual([STORE]);
    expect(api.calls.map(String)).toEqual([
      'https://api.example.com/v1/stores?service_schedule=true',
    ]);
  });

  it('reuses the list for 30 s per tenant', async () => {
    const api = fakeApi(ok);
    let now = 1_000_000;
    const options = { upstream: api.upstream, now: () => now };
    await homeStores(real, options);
    now += HOME_STORES_TTL_MS - 1;
    await homeStores(real, options);
    expect(api.calls).toHaveLength(1);
    await homeStores({ ...real, id: 'other' }, options);
    expect(api.calls).toHaveLength(2);
    now += 1;
    await homeStores(real, options);
    expect(api.calls).toHaveLength(3);
  });

  it('makes one call for requests that arrive together', async () => {
    const api = fakeApi(ok);
    const lists = await Promise.all([
      homeStores(real, { upstream: api.upstream }),
      homeStores(real, { upstream: api.upstream }),
    ]);
    expect(lists).toEqual([[STORE], [STORE]]);
    expect(api.calls).toHaveLength(1);
  });

  it('does not keep a failure', async () => {
    let status = 500;
    const api = fakeApi(() => (status === 200 ? ok() : { status, body: '{}' }));
    expect(await homeStores(real, { upstream: api.upstream })).toBeUndefined();
    status = 200;
    expect(await homeStores(real, { upstream: api.upstream })).toEqual([STORE]);
    expect(api.calls).toHaveLength(2);
  });
});
