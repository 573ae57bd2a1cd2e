import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  handleProxy,
  MAX_BODY_BYTES,
  UPSTREAM_TIMEOUT_MS,
  type Upstream,
  type UpstreamResponse,
} from '../../src/api/proxy.server.ts';
import { httpUpstream } from '../../src/api/upstream.server.ts';
import { UpstreamRest } from '../../src/api/upstream-rest.ts';
import { SESSION_COOKIE, setSealingKeyForTests, unseal } from '../../src/api/session.server.ts';

setSealingKeyForTests('test-secret-test-secret-test-secret!');

const BASE = 'https://api.chain.example/v2/';
const tenant = { id: 'burger', apiBase: BASE };

interface Seen {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

function fakeUpstream(
  answer:
    | Partial<UpstreamResponse>
    | ((seen: Seen) => Partial<UpstreamResponse> | Promise<Partial<UpstreamResponse>>) = {},
) {
  const seen: Seen[] = [];
  const upstream: Upstream = async (url, init) => {
    const s = { url, method: init.method, headers: init.headers, body: init.body };
    seen.push(s);
    const a = typeof answer === 'function' ? await answer(s) : answer;
    return {
      status: 200,
      setCookies: [],
      contentType: 'application/json',
      body: '{"ok":true}',
      ...a,
    };
  };
  return { upstream, seen };
}

const HEADERS = {
  'content-type': 'application/json',
  'x-storefront': '1',
  host: 'burger.localhost:4321',
};

function proxyRequest(body: unknown, headers: Record<string, string> = {}, raw?: string): Request {
  return new Request('http://burger.localhost:4321/api/proxy', {
    method: 'POST',
    headers: { ...HEADERS, ...headers },
    body: raw ?? JSON.stringify(body),
  });
}

async function run(req: Request, upstream = fakeUpstream()) {
  const res = await handleProxy(req, { tenant, upstream: upstream.upstream, timeoutMs: 200 });
  return {
    res,
    body: (await res.json()) as { data?: unknown; error?: { code: string; message: string } },
    seen: upstream.seen,
  };
}

describe('the proxy passes allowed calls', () => {
  it('sends a GET with its payload as the query, to the tenant base only', async () => {
    const { res, body, seen } = await run(
      proxyRequest({
        method: 'GET',
        path: '/stores/12',
        payload: { service_schedule: true, service_type_id: 2 },
      }),
    );
    expect(res.status).toBe(200);
    expect(body).toEqual({ data: { ok: true } });
    expect(seen[0]!.url.href).toBe(
      'https://api.chain.example/v2/stores/12?service_schedule=true&service_type_id=2',
    );
    expect(seen[0]!.body).toBeUndefined();
  });

  it('sends a POST body as JSON', async () => {
    const { seen } = await run(
      proxyRequest({
        method: 'POST',
        path: '/customers/login',
        payload: { username: 'a@b.co', password: 'x' },
      }),
    );
    expect(seen[0]!.method).toBe('POST');
    expect(JSON.parse(seen[0]!.body!)).toEqual({ username: 'a@b.co', password: 'x' });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
  });

  it('keeps the upstream status and gives its body under data', async () => {
    const { res, body } = await run(
      proxyRequest({ method: 'GET', path: '/stores', payload: {} }),
      fakeUpstream({ status: 404, body: '{"error":"no stores found"}' }),
    );
    expect(res.status).toBe(404);
    expect(body).toEqual({ data: { error: 'no stores found' } });
  });

  it('relays an upstream 5xx with its status', async () => {
    const { res, body } = await run(
      proxyRequest({ method: 'GET', path: '/stores/configuration' }),
      fakeUpstream({ status: 503, body: '{"error":"maintenance"}' }),
    );
    expect(res.status).toBe(503);
    expect(body.data).toEqual({ error: 'maintenance' });
  });

  it('sends the webhook to the loyalty base with its two headers (docs/product.md §7.6)', async () => {
    const up = fakeUpstream({ body: '{"data":{"ok":true}}' });
    const payload = {
      service_id: 'svc',
      restaurant_external_id: 'R-9',
      event_type: 'order_redeem_request',
      chain: 'burger',
      item_id: 'i1',
      ticket_id: 'T-1',
      store_id: '12',
      loyalty_identifier: '5',
      rest_id: '3',
    };
    await handleProxy(proxyRequest({ method: 'POST', path: '/incoming/abc', payload }), {
      tenant: { ...tenant, loyaltyBase: 'https://hooks.example/' },
      upstream: up.upstream,
    });
    expect(up.seen[0]!.url.href).toBe('https://hooks.example/incoming/abc?synchronous=1');
    expect(up.seen[0]!.headers.service_id).toBe('svc');
    expect(up.seen[0]!.headers['restaurant-external-id']).toBe('R-9');
    expect(JSON.parse(up.seen[0]!.body!)).not.toHaveProperty('service_id');
  });
});

describe('the proxy refuses', () => {
  it.each([
    [
      'a full URL in path',
      { method: 'GET', path: 'https://evil.example/stores' },
      400,
      'absolute_url',
    ],
    [
      'a protocol-relative URL',
      { method: 'GET', path: '//evil.example/stores' },
      400,
      'absolute_url',
    ],
    ['another host via @', { method: 'GET', path: '/stores@evil.example' }, 400, 'at_sign'],
    [
      'a url field in the body',
      { method: 'GET', path: '/stores', url: 'https://evil.example/' },
      400,
      'bad_envelope',
    ],
    [
      'the old descriptor with a url',
      { params: { url: 'https://evil.example/x', method: 'GET' } },
      400,
      'bad_envelope',
    ],
    ['traversal', { method: 'GET', path: '/stores/../customers/me' }, 400, 'dot_segment'],
    ['a dot segment', { method: 'GET', path: '/stores/./12' }, 400, 'dot_segment'],
    ['encoded traversal', { method: 'GET', path: '/stores/%2e%2e/admin' }, 400, 'encoded'],
    ['a backslash', { method: 'GET', path: '/stores\\..\\admin' }, 400, 'backslash'],
    ['CR/LF', { method: 'GET', path: '/stores\r\nHost: evil' }, 400, 'control_chars'],
    ['a query in the path', { method: 'GET', path: '/stores?admin=1' }, 400, 'query_in_path'],
    ['an empty segment', { method: 'GET', path: '/stores//12' }, 400, 'empty_segment'],
    ['a path not in the contract', { method: 'GET', path: '/admin/users' }, 404, 'unknown_call'],
    [
      'a method not used with that path',
      { method: 'DELETE', path: '/stores/12' },
      404,
      'unknown_call',
    ],
    ['a method not in the contract', { method: 'PATCH', path: '/stores/12' }, 405, 'method'],
    ['a non-numeric store id', { method: 'GET', path: '/stores/abc' }, 404, 'unknown_call'],
    ['a path that is not text', { method: 'GET', path: ['/stores'] }, 400, 'bad_path'],
    [
      'a payload that breaks the contract',
      { method: 'POST', path: '/orders/new', payload: { store_id: 'x' } },
      400,
      'bad_payload',
    ],
    [
      'unknown payload fields',
      { method: 'POST', path: '/customers/logout', payload: { url: 'https://evil.example' } },
      400,
      'bad_payload',
    ],
  ])('%s', async (_n, body, status, code) => {
    const { res, body: out, seen } = await run(proxyRequest(body));
    expect(res.status).toBe(status);
    expect(out.error?.code).toBe(code);
    expect(out.error?.message).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it.each([
    ['a wrong content type', { 'content-type': 'text/plain' }, 415, 'content_type'],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 415, 'content_type'],
    ['a missing custom header', { 'x-storefront': '' }, 403, 'missing_header'],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403, 'cross_site'],
    ['a same-site (other subdomain) fetch', { 'sec-fetch-site': 'same-site' }, 403, 'cross_site'],
    ['a foreign Origin', { origin: 'https://evil.example' }, 403, 'cross_site'],
    ['another tenant’s Origin', { origin: 'http://sushi.localhost:4321' }, 403, 'cross_site'],
    ['a malformed Origin', { origin: 'null' }, 403, 'cross_site'],
  ])('%s', async (_n, headers, status, code) => {
    const { res, body, seen } = await run(
      proxyRequest({ method: 'GET', path: '/stores' }, headers),
    );
    expect(res.status).toBe(status);
    expect(body.error?.code).toBe(code);
    expect(seen).toEqual([]);
  });

  it('accepts a same-origin browser request and a server-side client with neither Origin nor Sec-Fetch-Site', async () => {
    expect(
      (
        await run(
          proxyRequest(
            { method: 'GET', path: '/stores' },
            { origin: 'http://burger.localhost:4321', 'sec-fetch-site': 'same-origin' },
          ),
        )
      ).res.status,
    ).toBe(200);
    expect((await run(proxyRequest({ method: 'GET', path: '/stores' }))).res.status).toBe(200);
  });

  it('malformed JSON', async () => {
    const { res, body } = await run(proxyRequest(undefined, {}, '{"method": "GET", '));
    expect(res.status).toBe(400);
    expect(body.error?.code).toBe('bad_json');
  });

  it('a body over 1 MB, declared or not', async () => {
    expect(MAX_BODY_BYTES).toBe(1024 * 1024);
    const big = JSON.stringify({
      method: 'POST',
      path: '/customers/logout',
      payload: { x: 'a'.repeat(MAX_BODY_BYTES) },
    });
    const { res, body } = await run(proxyRequest(undefined, {}, big));
    expect(res.status).toBe(413);
    expect(body.error?.message).toBe('The request is larger than 1 MB');
    const streamed = new Request('http://burger.localhost:4321/api/proxy', {
      method: 'POST',
      headers: HEADERS,
      body: new ReadableStream({
        start(c) {
          for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode('x'.repeat(100_000)));
          c.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect((await run(streamed)).res.status).toBe(413);
  });

  it('GET on the endpoint', async () => {
    const res = await handleProxy(new Request('http://burger.localhost:4321/api/proxy'), {
      tenant,
      upstream: fakeUpstream().upstream,
    });
    expect(res.status).toBe(405);
  });
});

describe('upstream failures', () => {
  it('times out after the limit with a clear error (10 s by default)', async () => {
    expect(UPSTREAM_TIMEOUT_MS).toBe(10_000);
    const hang: Upstream = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal.addEventListener('abort', () => reject(init.signal.reason as Error)),
      );
    const res = await handleProxy(proxyRequest({ method: 'GET', path: '/stores' }), {
      tenant,
      upstream: hang,
      timeoutMs: 50,
      // Its own record of resting APIs, so the timeout does not rest the API of the tests after it.
      rest: new UpstreamRest(),
    });
    expect(res.status).toBe(504);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'The ordering service took too long to answer. Please try again.',
    );
  });

  it('an unreachable upstream is a 502', async () => {
    const down: Upstream = () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const res = await handleProxy(proxyRequest({ method: 'GET', path: '/stores' }), {
      tenant,
      upstream: down,
    });
    expect(res.status).toBe(502);
  });

  it('a redirect is not followed', async () => {
    const { res, body } = await run(
      proxyRequest({ method: 'GET', path: '/stores' }),
      fakeUpstream({ status: 302, body: '' }),
    );
    expect(res.status).toBe(502);
    expect(body.error?.code).toBe('upstream_redirect');
  });

  it('an unreadable answer is a 502', async () => {
    const { res, body } = await run(
      proxyRequest({ method: 'GET', path: '/stores' }),
      fakeUpstream({ body: '<html>oops' }),
    );
    expect(res.status).toBe(502);
    expect(body.error?.code).toBe('upstream_bad_response');
  });
});

describe('the session stays on the server', () => {
  function sealedFrom(res: Response): string | undefined {
    const line = res.headers.get('set-cookie') ?? '';
    return /sf_session=([^;]*)/.exec(line)?.[1];
  }

  it('keeps cookies and the auth value sealed, HttpOnly, and out of the response', async () => {
    const login = fakeUpstream({
      body: '{"customer_id":7,"email":"a@b.co","auth_cookie":"SECRET-AUTH"}',
      setCookies: ['__ac=AC1; Path=/; HttpOnly', 'session=S1; Path=/', 'ROUTE_ID=R1; Path=/'],
    });
    const { res, body } = await run(
      proxyRequest({
        method: 'POST',
        path: '/customers/login',
        payload: { username: 'a@b.co', password: 'pw' },
      }),
      login,
    );
    expect(body).toEqual({ data: { customer_id: 7, email: 'a@b.co' } });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\//);
    // The sealed value is random base64url, so only long or structural markers can be tested for.
    expect(setCookie).not.toMatch(/SECRET-AUTH|__ac=|ROUTE_ID=|(?<!sf_)session=/);
    const sealed = sealedFrom(res)!;
    expect(unseal(sealed, 'burger')).toEqual({
      cookies: { __ac: 'AC1', session: 'S1', ROUTE_ID: 'R1' },
      auth: 'Basic SECRET-AUTH',
    });
    expect(unseal(sealed, 'sushi')).toEqual({ cookies: {} });

    const me = fakeUpstream({ body: '{"customer":{}}', setCookies: ['session=S2; Path=/'] });
    const next = await run(
      proxyRequest(
        { method: 'GET', path: '/customers/me' },
        { cookie: `${SESSION_COOKIE}=${sealed}` },
      ),
      me,
    );
    expect(me.seen[0]!.headers.cookie).toBe('__ac=AC1; session=S1; ROUTE_ID=R1');
    expect(me.seen[0]!.headers.authorization).toBe('Basic SECRET-AUTH');
    expect(unseal(sealedFrom(next.res), 'burger').cookies.session).toBe('S2');
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const login = fakeUpstream({ body: '{"customer_id":7,"email":"a@b.co","auth_cookie":"X"}' });
    const req = new Request('https://burger.example/api/proxy', {
      method: 'POST',
      headers: { ...HEADERS, host: 'burger.example' },
      body: JSON.stringify({ method: 'POST', path: '/customers/guest' }),
    });
    const res = await handleProxy(req, { tenant, upstream: login.upstream });
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('clears the session on logout and on a 403', async () => {
    const login = fakeUpstream({
      body: '{"customer_id":7,"email":"a@b.co","auth_cookie":"X"}',
      setCookies: ['__ac=1'],
    });
    const sealed = sealedFrom(
      (
        await run(
          proxyRequest({
            method: 'POST',
            path: '/customers/login',
            payload: { username: 'a@b.co', password: 'p' },
          }),
          login,
        )
      ).res,
    )!;
    for (const [call, answer] of [
      [{ method: 'POST', path: '/customers/logout' }, { body: '{"ok":"Logged out"}' }],
      [
        { method: 'GET', path: '/orders/5' },
        { status: 403, body: '{"error":"expired"}' },
      ],
    ] as const) {
      const { res } = await run(
        proxyRequest(call, { cookie: `${SESSION_COOKIE}=${sealed}` }),
        fakeUpstream(answer),
      );
      expect(res.headers.get('set-cookie')).toMatch(/^sf_session=; Max-Age=0/);
    }
  });

  it('ignores a forged session cookie', async () => {
    const me = fakeUpstream();
    await run(
      proxyRequest(
        { method: 'GET', path: '/customers/me' },
        { cookie: `${SESSION_COOKIE}=forged-value` },
      ),
      me,
    );
    expect(me.seen[0]!.headers.cookie).toBeUndefined();
    expect(me.seen[0]!.headers.authorization).toBeUndefined();
  });
});

describe('the HTTP upstream', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.startsWith('/api/stores/configuration')) {
        res
          .writeHead(200, {
            'content-type': 'application/json',
            'set-cookie': ['__ac=abc; Path=/'],
          })
          .end('{"chain_name":"x"}');
      } else if (req.url?.startsWith('/api/stores')) {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      } else {
        setTimeout(() => res.writeHead(200).end('{}'), 2_000);
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((r) => server.close(() => r()));
  });

  it('relays answers and cookies over a pooled connection', async () => {
    const res = await handleProxy(proxyRequest({ method: 'GET', path: '/stores/configuration' }), {
      tenant: { id: 'burger', apiBase: base },
      upstream: httpUpstream,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { chain_name: 'x' } });
    expect(res.headers.get('set-cookie')).toMatch(/^sf_session=/);
  });

  it('does not follow a redirect to another host', async () => {
    const res = await handleProxy(proxyRequest({ method: 'GET', path: '/stores' }), {
      tenant: { id: 'burger', apiBase: base },
      upstream: httpUpstream,
    });
    expect(res.status).toBe(502);
  });

  it('times out a slow upstream', async () => {
    const res = await handleProxy(proxyRequest({ method: 'GET', path: '/customers/me' }), {
      tenant: { id: 'burger', apiBase: base },
      upstream: httpUpstream,
      timeoutMs: 100,
      rest: new UpstreamRest(),
    });
    expect(res.status).toBe(504);
  });
});
