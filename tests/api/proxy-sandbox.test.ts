/**
 * The browser's path end to end, in-process: the proxy (allow-list, payload check, sealed
 * session) in front of the sandbox tenant API.
 */
process.env.STOREFRONT_SANDBOX_DB = 'memory';
import { describe, expect, it } from 'vitest';
import { CONTRACT, type CallId } from '../../src/api/contract.ts';
import { buildPath } from '../../src/api/match.ts';
import { handleProxy } from '../../src/api/proxy.server.ts';
import { SANDBOX_BASE, sandboxUpstream } from '../../src/api/upstream.server.ts';
import { setSealingKeyForTests } from '../../src/api/session.server.ts';
import { sandboxFixture } from '../../src/sandbox/index.server.ts';

setSealingKeyForTests('proxy-sandbox-proxy-sandbox-proxy-sandbox');

/** A browser tab: it holds only the sealed cookie the proxy hands it. */
class Browser {
  sealed: string | undefined;
  constructor(readonly tenant = 'burger') {}

  async call(
    id: CallId,
    params: Record<string, string | number> = {},
    payload: Record<string, unknown> = {},
  ) {
    const def = CONTRACT[id];
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-storefront': '1',
      host: `${this.tenant}.localhost`,
      'sec-fetch-site': 'same-origin',
    };
    if (this.sealed) headers.cookie = `sf_session=${this.sealed}`;
    const req = new Request(`http://${this.tenant}.localhost/api/proxy`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ method: def.method, path: buildPath(def.path, params), payload }),
    });
    const res = await handleProxy(req, {
      tenant: { id: this.tenant, apiBase: SANDBOX_BASE },
      upstream: sandboxUpstream(this.tenant),
    });
    const set = /sf_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
    if (set) this.sealed = set[1] || undefined;
    // The contract's schema checks an answer below; the tests read it as plain JSON.
    const body = await res.json();
    if (res.status === 200) def.response.parse(body.data);
    return {
      status: res.status,
      data: body.data,
      error: body.error,
      setCookies: res.headers.getSetCookie(),
    };
  }
}

async function reset(tenant: string, now: string) {
  await sandboxFixture(
    tenant,
    new Request(`http://${tenant}.localhost/__sandbox/reset`, { method: 'POST' }),
    '/reset',
  );
  await sandboxFixture(
    tenant,
    new Request(`http://${tenant}.localhost/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now }),
    }),
    '/clock',
  );
}

describe('proxy → sandbox', () => {
  it('signs in, orders and signs out with the session held only by the proxy', async () => {
    await reset('burger', '2025-06-11T16:00:00Z');
    const tab = new Browser();
    const login = await tab.call(
      'login',
      {},
      { username: 'demo@example.com', password: 'Demo1234!' },
    );
    expect(login.status).toBe(200);
    expect(login.data).not.toHaveProperty('auth_cookie');
    // The proxy's cookie, and the same sealed jar for Order quote's page alone (rendered with it).
    const [session, quote] = login.setCookies;
    expect(login.setCookies).toHaveLength(2);
    expect(session).toMatch(
      /^sf_session=[^;]+; Max-Age=\d+; Path=\/api\/; HttpOnly; SameSite=Strict$/,
    );
    expect(quote).toMatch(
      /^sf_quote=[^;]+; Max-Age=\d+; Path=\/order-quote; HttpOnly; SameSite=Strict$/,
    );
    expect(quote!.split(';')[0]!.slice('sf_quote='.length)).toBe(tab.sealed);
    const customerId = login.data.customer_id as number;

    expect((await tab.call('me')).data.customer.email).toBe('demo@example.com');
    const store = await tab.call(
      'store',
      { storeId: 101 },
      { service_schedule: true, service_type_id: 1 },
    );
    expect(store.data.store.service_schedule['1']).toBeDefined();
    const order = await tab.call(
      'saveOrder',
      {},
      { customer_id: customerId, is_asap: true, store_id: 101, service_type_id: 1 },
    );
    expect(order.status).toBe(200);
    const orderId = order.data.order.order_id as number;
    const item = await tab.call('saveItem', { orderId }, { menu_item_id: 1012, quantity: 2 });
    if (item.status !== 200) throw new Error(JSON.stringify(item));
    expect(item.status).toBe(200);
    expect(
      (await tab.call('getOrder', { orderId })).data.order.items.filter(
        (i: { auto: boolean }) => !i.auto,
      ),
    ).toHaveLength(1);

    const stranger = new Browser();
    await stranger.call('login', {}, { username: 'manager@example.com', password: 'Demo1234!' });
    // Another customer's order: refused, but the stranger's own session stands (the proxy asked).
    const peek = await stranger.call('getOrder', { orderId });
    expect(peek.status).toBe(403);
    expect(peek.error).toEqual({ code: 'not_yours', message: 'This belongs to another customer.' });
    expect(peek.setCookies.join('\n')).not.toMatch(/Max-Age=0/);
    expect(stranger.sealed).toBeDefined();
    expect((await stranger.call('me')).data.customer.email).toBe('manager@example.com');

    const out = await tab.call('logout');
    expect(out.data).toEqual({ ok: 'Logged out' });
    // Both cookies end together.
    expect(out.setCookies).toEqual([
      'sf_session=; Max-Age=0; Path=/api/; HttpOnly; SameSite=Strict',
      'sf_quote=; Max-Age=0; Path=/order-quote; HttpOnly; SameSite=Strict',
    ]);
    expect(tab.sealed).toBeUndefined();
    expect((await tab.call('me')).status).toBe(401);
  });

  it('keeps one tenant’s session away from another', async () => {
    await reset('burger', '2025-06-11T16:00:00Z');
    const burger = new Browser('burger');
    await burger.call('login', {}, { username: 'demo@example.com', password: 'Demo1234!' });
    const sushi = new Browser('sushi');
    sushi.sealed = burger.sealed;
    expect((await sushi.call('me')).status).toBe(401);
  });

  it('refuses what the contract does not allow before the sandbox sees it', async () => {
    const tab = new Browser();
    const res = await tab.call('saveOrder', {}, { customer_id: 'me', store_id: 101 });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe('bad_payload');
  });
});
