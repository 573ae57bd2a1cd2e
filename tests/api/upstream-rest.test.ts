/**
 * A slow or dead tenant API costs a screen one timeout, not two in a row: the Menu's
 * fallback call after its first one timed out is answered at once.
 */
import { describe, expect, it } from 'vitest';
import { handleProxy, type Upstream } from '../../src/api/proxy.server.ts';
import { REST_MS, UpstreamRest } from '../../src/api/upstream-rest.ts';

const tenant = { id: 'burger', apiBase: 'https://api.chain.example/v2/' };

function request(body: unknown): Request {
  return new Request('http://burger.localhost:4321/api/proxy', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-storefront': '1',
      host: 'burger.localhost:4321',
    },
    body: JSON.stringify(body),
  });
}

describe('UpstreamRest', () => {
  it('rests a key for REST_MS after a timeout, and an answer ends the rest', () => {
    let now = 1_000;
    const rest = new UpstreamRest(REST_MS, () => now);
    expect(rest.resting('a')).toBe(false);
    rest.timedOut('a');
    expect(rest.resting('a')).toBe(true);
    expect(rest.resting('b')).toBe(false);
    now += REST_MS - 1;
    expect(rest.resting('a')).toBe(true);
    now += 1;
    expect(rest.resting('a')).toBe(false);
    rest.timedOut('a');
    rest.answered('a');
    expect(rest.resting('a')).toBe(false);
  });
});

describe('the proxy and a tenant API that does not answer', () => {
  let calls = 0;
  const hang: Upstream = (_url, init) => {
    calls++;
    return new Promise((_resolve, reject) =>
      init.signal.addEventListener('abort', () => reject(init.signal.reason as Error)),
    );
  };

  it('times out once; the screen’s next read is answered at once with the same message', async () => {
    const rest = new UpstreamRest();
    const ctx = { tenant, upstream: hang, timeoutMs: 100, rest };
    const first = await handleProxy(request({ method: 'GET', path: '/stores/12' }), ctx);
    expect(first.status).toBe(504);
    // Answered without a second call, so without waiting for another time-out.
    const second = await handleProxy(request({ method: 'GET', path: '/stores/12/menus' }), ctx);
    expect(second.status).toBe(504);
    expect(await second.json()).toEqual(await first.json());
    expect(calls).toBe(1);
  });

  it('still gives an order its own full try', async () => {
    calls = 0;
    const rest = new UpstreamRest();
    rest.timedOut(`burger https://api.chain.example`);
    const res = await handleProxy(request({ method: 'POST', path: '/customers/guest' }), {
      tenant,
      upstream: hang,
      timeoutMs: 50,
      rest,
    });
    expect(res.status).toBe(504);
    expect(calls).toBe(1);
  });

  it('keeps tenants apart', async () => {
    const rest = new UpstreamRest();
    rest.timedOut(`sushi https://api.chain.example`);
    const ok: Upstream = () =>
      Promise.resolve({ status: 200, setCookies: [], contentType: null, body: '{}' });
    const res = await handleProxy(request({ method: 'GET', path: '/stores/12' }), {
      tenant,
      upstream: ok,
      rest,
    });
    expect(res.status).toBe(200);
  });
});
