/**
 * The standalone sandbox tenant API over real HTTP on a free port: routing, refusals, the fixture
 * API's guard, and the proxy calling it as it calls a chain's own API (httpUpstream): paths, GET
 * queries, the session's cookies and Basic auth both ways.
 */
process.env.STOREFRONT_SANDBOX_DB = 'memory';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTRACT, type CallId } from '../../src/api/contract.ts';
import { buildPath } from '../../src/api/match.ts';
import { handleProxy } from '../../src/api/proxy.server.ts';
import { httpUpstream } from '../../src/api/upstream.server.ts';
import { setSealingKeyForTests } from '../../src/api/session.server.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createStandaloneServer } from '../../src/sandbox/standalone/server.ts';

setSealingKeyForTests('standalone-standalone-standalone-standalone');

let server: Server;
let base = '';

beforeAll(async () => {
  server = createStandaloneServer({ log: createLogger('silent'), maxBodyBytes: 64 * 1024 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const FIXTURE_HEADERS = { 'content-type': 'application/json', 'x-storefront': '1' };

describe('standalone sandbox over HTTP', () => {
  it('serves a tenant’s API under its prefix, with JSON 404s elsewhere', async () => {
    const head = await fetch(`${base}/t/burger/stores`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const stores = await fetch(`${base}/t/burger/stores`);
    expect(stores.status).toBe(200);
    expect(((await stores.json()) as { stores: unknown[] }).stores.length).toBeGreaterThan(0);
    for (const [path, error] of [
      ['/t/pizza/stores', 'Unknown tenant'],
      ['/stores', /under \/t\/<tenant>\//],
      ['/t/burger/no-such-call', 'Not found'],
    ] as const) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await res.json()) as { error: string }).error).toMatch(error);
    }
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await fetch(`${base}/t/burger/customers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(70 * 1024), password: 'y' }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'too_large' });
  });

  it('guards the fixture API like the storefront’s: same-origin JSON with X-Storefront: 1', async () => {
    const url = `${base}/t/burger/__sandbox/reset`;
    expect((await fetch(url, { method: 'POST' })).status).toBe(415);
    const noHeader = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(noHeader.status).toBe(403);
    const crossSite = await fetch(url, {
      method: 'POST',
      headers: { ...FIXTURE_HEADERS, origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const ok = await fetch(url, { method: 'POST', headers: FIXTURE_HEADERS, body: '{}' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true, seed: 'default' });
    expect((await fetch(`${base}/t/burger/__sandbox/nope`)).status).toBe(404);
  });

  it('keeps the fixture API’s redirects under the tenant’s prefix', async () => {
    const res = await fetch(`${base}/t/burger/__sandbox/pay/new?return=/checkout`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/t\/burger\/__sandbox\/pay\?token=/);
  });
});

/** A browser tab behind the proxy, which calls the standalone API over HTTP. */
class Tab {
  sealed: string | undefined;

  async call(id: CallId, params: Record<string, number> = {}, payload = {}) {
    const def = CONTRACT[id];
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-storefront': '1',
      host: 'burger.localhost',
    };
    if (this.sealed) headers.cookie = `sf_session=${this.sealed}`;
    const res = await handleProxy(
      new Request('http://burger.localhost/api/proxy', {
        method: 'POST',
        headers,
        body: JSON.stringify({ method: def.method, path: buildPath(def.path, params), payload }),
      }),
      { tenant: { id: 'burger', apiBase: `${base}/t/burger/` }, upstream: httpUpstream },
    );
    const set = /sf_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
    if (set) this.sealed = set[1] || undefined;
    // Checked against the contract's schema below; the tests read it as plain JSON.
    const body = (await res.json()) as { data: ReturnType<typeof JSON.parse> };
    if (res.status === 200) def.response.parse(body.data);
    return { status: res.status, data: body.data };
  }
}

describe('the proxy in front of the standalone API', () => {
  it('signs in, reads with a query, orders and signs out over HTTP', async () => {
    const reset = await fetch(`${base}/t/burger/__sandbox/reset`, {
      method: 'POST',
      headers: FIXTURE_HEADERS,
    });
    expect(reset.status).toBe(200);
    const tab = new Tab();
    const login = await tab.call(
      'login',
      {},
      { username: 'demo@example.com', password: 'Demo1234!' },
    );
    expect(login.status).toBe(200);
    expect(login.data).not.toHaveProperty('auth_cookie');
    const customerId = login.data.customer_id as number;
    expect((await tab.call('me')).data.customer).toMatchObject({ email: 'demo@example.com' });

    const store = await tab.call(
      'store',
      { storeId: 101 },
      { service_schedule: true, service_type_id: 1 },
    );
    expect(store.status).toBe(200);
    expect(
      (store.data.store as { service_schedule: Record<string, unknown> }).service_schedule['1'],
    ).toBeDefined();
    const order = await tab.call(
      'saveOrder',
      {},
      { customer_id: customerId, is_asap: true, store_id: 101, service_type_id: 1 },
    );
    expect(order.status).toBe(200);
    const orderId = (order.data.order as { order_id: number }).order_id;
    expect(
      (await tab.call('saveItem', { orderId }, { menu_item_id: 1012, quantity: 1 })).status,
    ).toBe(200);
    expect((await tab.call('getOrder', { orderId })).status).toBe(200);

    expect((await new Tab().call('getOrder', { orderId })).status).not.toBe(200);
    await tab.call('logout');
    expect(tab.sealed).toBeUndefined();
    expect((await tab.call('me')).status).toBe(401);
  });
});

describe('standalone sandbox log lines', () => {
  it('name their own service and carry the caller’s request id, also answered in X-Request-Id', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const own = createStandaloneServer({ log: createLogger('info', sink, 'sandbox') });
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(own.address() as AddressInfo).port}/t/burger/stores`;
      const res = await fetch(url, { headers: { 'x-request-id': 'lb-7f3a:42' } });
      expect(res.headers.get('x-request-id')).toBe('lb-7f3a:42');
      await res.arrayBuffer();
      const fresh = await fetch(url);
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await fresh.arrayBuffer();
      await vi.waitFor(() => expect(lines).toHaveLength(2));
      expect(lines[0]).toMatchObject({
        service: 'sandbox',
        reqId: 'lb-7f3a:42',
        path: '/t/burger/stores',
        status: 200,
      });
      expect(lines[1]).toMatchObject({
        service: 'sandbox',
        reqId: fresh.headers.get('x-request-id'),
      });
    } finally {
      own.closeAllConnections();
      await new Promise((resolve) => own.close(resolve));
    }
  });
});
