/** The Astro endpoint behind /__sandbox/… on every tenant host. */
import { afterEach, describe, expect, it } from 'vitest';
import './helpers.ts';
import { ALL, prerender } from '../../src/pages/t/[tenant]/[u]_sandbox/[...path].ts';

type Ctx = Parameters<typeof ALL>[0];

async function call(tenant: string, rest: string, init: RequestInit = {}, u = '_') {
  const url = new URL(`http://burger.localhost/t/${tenant}/${u}_sandbox/${rest}`);
  const request = new Request(url, init);
  const res = await ALL({
    params: { tenant, u, path: rest.split('?')[0]!.replace(/\/$/, '') || undefined },
    request,
    url,
  } as unknown as Ctx);
  return {
    status: res.status,
    body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text(),
    headers: res.headers,
  };
}

afterEach(() => {
  delete process.env.STOREFRONT_SANDBOX;
});

describe('/__sandbox endpoint', () => {
  it('is rendered on demand', () => expect(prerender).toBe(false));

  it('routes the fixture API', async () => {
    const reset = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-storefront': '1' },
    };
    expect((await call('burger', 'reset', reset)).body).toMatchObject({
      ok: true,
      seed: 'default',
    });
    expect((await call('burger', 'clock')).body).toHaveProperty('now');
    expect((await call('burger', 'outbox/page')).body).toContain('Sandbox outbox');
  });

  it('calls the tenant API directly under /api/, keeping the query and a trailing slash', async () => {
    const stores = await call('taco', 'api/stores?latitude=30.25&longitude=-97.75');
    expect(stores.body.stores[0].store_id).toBe(301);
    expect((await call('sushi', 'api/theme-config/site/')).body.data.title).toBe(
      'Sora Sushi — Order Online',
    );
    const login = await call('burger', 'api/customers/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-storefront': '1' },
      body: JSON.stringify({ username: 'demo@example.com', password: 'Demo1234!' }),
    });
    expect(login.body.email).toBe('demo@example.com');
    expect(login.headers.getSetCookie()).toHaveLength(3);
  });

  it('answers 404 when the sandbox is off, for an unknown tenant, and for other folders', async () => {
    process.env.STOREFRONT_SANDBOX = 'off';
    expect(await call('burger', 'outbox')).toMatchObject({
      status: 404,
      body: { error: 'The sandbox is off' },
    });
    delete process.env.STOREFRONT_SANDBOX;
    expect(await call('nope', 'outbox')).toMatchObject({
      status: 404,
      body: { error: 'Unknown tenant' },
    });
    expect((await call('burger', 'outbox', {}, 'x')).status).toBe(404);
    expect((await call('burger', 'nothing')).status).toBe(404);
  });
});
