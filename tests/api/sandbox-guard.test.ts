/**
 * The fixture API under /__sandbox/: cross-site requests cannot
 * change anything, same-origin JSON with X-Storefront: 1 can, the pages meant for people still open
 * from plain links, and the test controls are off for real tenant APIs and in production unless
 * STOREFRONT_SANDBOX=on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL } from '../../src/pages/t/[tenant]/[u]_sandbox/[...path].ts';
import { fixtureApiEnabled, sandboxEnabled } from '../../src/sandbox/core/enabled.ts';

process.env.STOREFRONT_SANDBOX_DB ??= 'memory';

type Ctx = Parameters<typeof ALL>[0];
const HOST = 'burger.localhost:4321';

async function call(rest: string, init: RequestInit = {}) {
  const url = new URL(`http://${HOST}/__sandbox/${rest}`);
  const request = new Request(url, init);
  const res = await ALL({
    params: { tenant: 'burger', u: '_', path: rest.split('?')[0]!.replace(/\/$/, '') || undefined },
    request,
    url,
  } as unknown as Ctx);
  return {
    status: res.status,
    text: await res.text(),
    location: res.headers.get('location'),
  };
}

const JSON_SAME_ORIGIN = {
  host: HOST,
  'content-type': 'application/json',
  'x-storefront': '1',
  origin: `http://${HOST}`,
  'sec-fetch-site': 'same-origin',
};

/** What a cross-site page can send without a CORS preflight: no custom header, a simple type. */
function crossSite(method: string, body?: string): RequestInit {
  return {
    method,
    headers: {
      host: HOST,
      'content-type': 'text/plain;charset=UTF-8',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    },
    ...(body === undefined ? {} : { body }),
  };
}

afterEach(() => vi.unstubAllEnvs());

describe('cross-site requests to the fixture API are refused', () => {
  it.each([
    ['POST', 'reset', '{}'],
    ['POST', 'clock', '{"now":"2030-01-01T00:00:00Z"}'],
    ['POST', 'faults', '{"path":"/stores","status":503}'],
    ['DELETE', 'faults', undefined],
    ['POST', 'api/customers/login', '{"username":"demo@example.com","password":"Demo1234!"}'],
    ['PUT', 'api/customers/1', '{"first_name":"Evil"}'],
  ])('%s /__sandbox/%s', async (method, rest, body) => {
    const res = await call(rest, crossSite(method, body));
    expect([403, 415]).toContain(res.status);
  });

  it('refuses a same-site looking request without the X-Storefront header', async () => {
    const headers: Record<string, string> = { ...JSON_SAME_ORIGIN };
    delete headers['x-storefront'];
    expect((await call('reset', { method: 'POST', headers })).status).toBe(403);
  });

  it('refuses JSON with the header from another origin', async () => {
    const headers: Record<string, string> = { ...JSON_SAME_ORIGIN, origin: 'https://evil.example' };
    delete headers['sec-fetch-site'];
    expect((await call('reset', { method: 'POST', headers })).status).toBe(403);
  });

  it('refuses a cross-site form post to the hosted payment page', async () => {
    const res = await call('pay', {
      method: 'POST',
      headers: {
        host: HOST,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'token=x&return=/',
    });
    expect(res.status).toBe(403);
  });
});

describe('same-origin use keeps working', () => {
  it('resets, moves the clock and sets faults with JSON and the header', async () => {
    expect((await call('reset', { method: 'POST', headers: JSON_SAME_ORIGIN })).status).toBe(200);
    const clock = await call('clock', {
      method: 'POST',
      headers: JSON_SAME_ORIGIN,
      body: '{"now":"2030-01-01T00:00:00Z"}',
    });
    expect((JSON.parse(clock.text) as { now: string }).now).toMatch(/^2030-01-01T00:00/);
    expect((await call('faults', { method: 'DELETE', headers: JSON_SAME_ORIGIN })).status).toBe(
      200,
    );
    await call('clock', { method: 'POST', headers: JSON_SAME_ORIGIN, body: '{"now":null}' });
  });

  it('opens the pages meant for people from plain links', async () => {
    expect((await call('outbox/page')).status).toBe(200);
    expect((await call('clock')).status).toBe(200);
    const start = await call('pay/new?return=/');
    expect(start.status).toBe(303);
    const page = await call(start.location!.slice('/__sandbox/'.length));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Pay securely');
    expect((await call('geo/autocomplete?query=120+Fulton&limit=5&countryCode=US')).status).toBe(
      200,
    );
  });

  it('accepts the hosted payment page’s own same-origin form post', async () => {
    const start = await call('pay/new?return=/');
    const token = new URL(start.location!, `http://${HOST}`).searchParams.get('token')!;
    const res = await call('pay', {
      method: 'POST',
      headers: {
        host: HOST,
        'content-type': 'application/x-www-form-urlencoded',
        origin: `http://${HOST}`,
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({
        token,
        return: '/',
        name: 'Dana Demo',
        number: '4242424242424242',
        expiry: '12/39',
        cvc: '123',
      }).toString(),
    });
    expect(res.status).toBe(303);
  });
});

describe('when the fixture API is on', () => {
  it.each([
    ['sandbox', {}, true],
    // The server always runs React's production builds: NODE_ENV says nothing about the deployment.
    ['sandbox', { NODE_ENV: 'production' }, true],
    ['sandbox', { STOREFRONT_ENV: 'production' }, false],
    ['sandbox', { STOREFRONT_ENV: 'production', STOREFRONT_SANDBOX: 'on' }, true],
    ['sandbox', { STOREFRONT_ENV: 'staging' }, true],
    ['sandbox', { STOREFRONT_SANDBOX: 'off' }, false],
    ['https://api.chain.example/', {}, false],
    ['https://api.chain.example/', { STOREFRONT_SANDBOX: 'on' }, true],
  ])('api_base %s with %j → %s', (apiBase, env, expected) => {
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('STOREFRONT_ENV', '');
    vi.stubEnv('STOREFRONT_SANDBOX', '');
    for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
    expect(fixtureApiEnabled(apiBase)).toBe(expected);
  });

  it('answers 404 in a production deployment unless STOREFRONT_SANDBOX=on', async () => {
    vi.stubEnv('STOREFRONT_ENV', 'production');
    vi.stubEnv('STOREFRONT_SANDBOX', '');
    expect(sandboxEnabled()).toBe(false);
    expect((await call('reset', { method: 'POST', headers: JSON_SAME_ORIGIN })).status).toBe(404);
    expect((await call('outbox/page')).status).toBe(404);
  });
});
