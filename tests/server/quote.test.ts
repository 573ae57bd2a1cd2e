/**
 * Order quote read while its page renders (src/server/quote.server.ts, docs/architecture.md §8:
 * LCP), against the embedded sandbox in-process: only the order's own customer, with the page's
 * session cookie, gets a quote; anything else leaves the page to its island.
 */
process.env.STOREFRONT_SANDBOX_DB = 'memory';
import { describe, expect, it } from 'vitest';
import { CONTRACT, type CallId } from '../../src/api/contract.ts';
import { buildPath } from '../../src/api/match.ts';
import { handleProxy } from '../../src/api/proxy.server.ts';
import { SANDBOX_BASE, sandboxUpstream } from '../../src/api/upstream.server.ts';
import { setSealingKeyForTests } from '../../src/api/session.server.ts';
import { sandboxFixture } from '../../src/sandbox/index.server.ts';
import { hasSession, serveQuote, type QuoteRequest } from '../../src/server/quote.server.ts';

setSealingKeyForTests('quote-render-quote-render-quote-render-0');

const NOW = '2026-11-23T17:00:00Z';

async function sandbox(path: string, body?: unknown, method = 'POST') {
  const res = await sandboxFixture(
    'burger',
    new Request(`http://burger.localhost/__sandbox${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-storefront': '1' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    path,
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A browser's proxy calls: it keeps the sealed session the proxy hands it. */
class Tab {
  sealed: string | undefined;

  async call(id: CallId, params: Record<string, number> = {}, payload: object = {}) {
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
      { tenant: { id: 'burger', apiBase: SANDBOX_BASE }, upstream: sandboxUpstream('burger') },
    );
    const set = /sf_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
    if (set) this.sealed = set[1] || undefined;
    const body = (await res.json()) as { data: Record<string, unknown> };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.data;
  }

  async login(username: string) {
    await this.call('login', {}, { username, password: 'Demo1234!' });
  }
}

const request = (orderId: number, cookie: string | null): QuoteRequest => ({
  tenantId: 'burger',
  orderId,
  host: 'burger.localhost',
  cookie,
  clientAddress: '203.0.113.9',
  forwarding: undefined,
});

describe('serveQuote', () => {
  it('reads the guest’s own order with its store, currency and the API’s clock; nothing for anyone else', async () => {
    await sandbox('/reset');
    await sandbox('/clock', { now: NOW });
    const demo = new Tab();
    await demo.login('demo@example.com');
    const { customer_id } = await demo
      .call('me')
      .then((d) => d.customer as { customer_id: number });
    const saved = await demo.call(
      'saveOrder',
      {},
      { customer_id, is_asap: true, store_id: 101, service_type_id: 1 },
    );
    const orderId = (saved.order as { order_id: number }).order_id;
    await demo.call('saveItem', { orderId }, { menu_item_id: 1012, quantity: 2 });

    const served = await serveQuote(request(orderId, `lang=en; sf_quote=${demo.sealed}`));
    expect(served).toBeDefined();
    const { quote } = served!;
    expect(quote.order.order_id).toBe(orderId);
    expect(quote.order.items.filter((i) => !i.auto)).toHaveLength(1);
    expect(quote.store.store_id).toBe(101);
    expect(quote.symbol).toBe('$');
    // Judged at the tenant API's time (the sandbox's clock, set above), not this process's.
    expect(quote.at).toBeGreaterThanOrEqual(Date.parse(NOW));
    expect(quote.at).toBeLessThan(Date.parse(NOW) + 60_000);

    // The proxy's own cookie is not what the page is sent: without the page's, nothing is read.
    expect(hasSession(`sf_session=${demo.sealed}`)).toBe(false);
    expect(await serveQuote(request(orderId, `sf_session=${demo.sealed}`))).toBeUndefined();
    expect(await serveQuote(request(orderId, null))).toBeUndefined();
    expect(await serveQuote(request(orderId, 'sf_quote=forged'))).toBeUndefined();
    expect(await serveQuote(request(orderId, 'sf_quote='))).toBeUndefined();
    // Another customer's session, and an order that does not exist.
    const manager = new Tab();
    await manager.login('manager@example.com');
    expect(await serveQuote(request(orderId, `sf_quote=${manager.sealed}`))).toBeUndefined();
    expect(await serveQuote(request(987_654, `sf_quote=${demo.sealed}`))).toBeUndefined();
    // The tenant API failing the order.
    await sandbox('/faults', { path: `/orders/${orderId}`, method: 'GET', status: 502 });
    expect(await serveQuote(request(orderId, `sf_quote=${demo.sealed}`))).toBeUndefined();
    await sandbox('/faults', undefined, 'DELETE');
    expect(await serveQuote(request(orderId, `sf_quote=${demo.sealed}`))).toBeDefined();
  });
});
