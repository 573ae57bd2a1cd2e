/**
 * The proxy cannot be wedged: payload values that would become invalid upstream header
 * values are refused before undici sees them, so a burst of hostile in-store loyalty calls leaves
 * the real HTTP pool free for the next guest.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleProxy } from '../../src/api/proxy.server.ts';
import { BadHeaderError, httpUpstream } from '../../src/api/upstream.server.ts';
import { RateLimiter } from '../../src/api/rate-limit.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    // A tenant API that never answers: only the caller's deadline ends the call.
    if (req.url?.startsWith('/hang')) return;
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(req.url?.startsWith('/stores') ? '{"stores":[]}' : '{"ok":true,"points":5}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const payload = {
  service_id: 'svc-1',
  restaurant_external_id: 'r-1',
  event_type: 'order_redeem_request',
  chain: 'burger',
  item_id: '1',
  ticket_id: 't-1',
  store_id: '1',
  loyalty_identifier: 'L1',
  rest_id: '1',
};

function call(body: unknown): Promise<Response> {
  return handleProxy(
    new Request('http://burger.localhost:4321/api/proxy', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-storefront': '1',
        host: 'burger.localhost:4321',
      },
      body: JSON.stringify(body),
    }),
    {
      tenant: { id: 'wedge', apiBase: base, loyaltyBase: base },
      upstream: httpUpstream,
      limiter: new RateLimiter(),
    },
  );
}

const hostile = ['a\r\nX-Injected: 1', 'nul\u0000byte', 'snow\u2603man', 'tab\there', 'é-latin1'];

describe('hostile header values', () => {
  it.each([
    ['service_id', hostile[0]],
    ['service_id', hostile[1]],
    ['restaurant_external_id', hostile[2]],
    ['restaurant_external_id', hostile[3]],
    ['service_id', hostile[4]],
  ])('refuses %s = %j with a 400 before any upstream call', async (field, value) => {
    const res = await call({
      method: 'POST',
      path: '/incoming/abc',
      payload: { ...payload, [field]: value },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bad_header_value');
    expect(body.error.message).toContain(`payload.${field}`);
  });

  it('answers a normal call promptly after 130 hostile ones over the real HTTP pool', async () => {
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        call({
          method: 'POST',
          path: '/incoming/abc',
          payload: { ...payload, service_id: hostile[i % hostile.length] },
        }),
      ),
    );
    expect(answers.every((r) => r.status === 400)).toBe(true);
    // A wedged pool would leave this call waiting until the test's own timeout.
    const ok = await call({ method: 'POST', path: '/incoming/abc', payload });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { ok: true, points: 5 } });
  }, 60_000);
});

describe('the HTTP upstream on its own', () => {
  it('refuses hostile header values itself, and the pool still answers after 130 of them', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 130 }, (_, i) =>
        httpUpstream(new URL(`${base}incoming/x`), {
          method: 'POST',
          headers: { service_id: hostile[i % hostile.length]! },
          body: '{}',
          signal: AbortSignal.timeout(5_000),
        }),
      ),
    );
    expect(
      results.every((r) => r.status === 'rejected' && r.reason instanceof BadHeaderError),
    ).toBe(true);
    const res = await httpUpstream(new URL(`${base}stores`), {
      method: 'GET',
      headers: { accept: 'application/json' },
      // A wedged pool never answers; a healthy one on a busy machine may take seconds.
      signal: AbortSignal.timeout(15_000),
    });
    expect(res.status).toBe(200);
  }, 60_000);

  it('has one deadline for the whole call, and the connection is given back', async () => {
    // /hang never answers: only the deadline ends the call.
    const call = httpUpstream(new URL(`${base}hang`), {
      method: 'GET',
      headers: {},
      signal: AbortSignal.timeout(200),
    });
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    // 130 hung calls in a row cannot exhaust the pool either.
    await Promise.allSettled(
      Array.from({ length: 130 }, () =>
        httpUpstream(new URL(`${base}hang`), {
          method: 'GET',
          headers: {},
          signal: AbortSignal.timeout(100),
        }),
      ),
    );
    const ok = await httpUpstream(new URL(`${base}stores`), {
      method: 'GET',
      headers: {},
      // A wedged pool never answers; a healthy one on a busy machine may take seconds.
      signal: AbortSignal.timeout(15_000),
    });
    expect(ok.status).toBe(200);
  }, 60_000);
});
