/**
 * A 403 ends the session only when the session itself is over (the error catalogue's expiry rows,
 * docs/product.md §8): before clearing it, the proxy asks GET /customers/me with the same jar. A
 * 403 on someone else's order or account (ids are sequential, links get shared) leaves it alone.
 */
import { describe, expect, it } from 'vitest';
import { handleProxy, type Upstream, type UpstreamResponse } from '../../src/api/proxy.server.ts';
import { ApiError, NOT_YOURS } from '../../src/api/errors.ts';
import { SESSION_COOKIE, setSealingKeyForTests, unseal } from '../../src/api/session.server.ts';

setSealingKeyForTests('session-check-session-check-session-check');

const BASE = 'https://api.chain.example/v2/';
const tenant = { id: 'burger', apiBase: BASE };
const HEADERS = {
  'content-type': 'application/json',
  'x-storefront': '1',
  host: 'burger.localhost:4321',
};

type Answer = Partial<UpstreamResponse> | 'timeout';

/** An upstream that answers by path; records what it was sent. */
function upstreamBy(answers: Record<string, Answer>) {
  const seen: { path: string; headers: Record<string, string> }[] = [];
  const upstream: Upstream = (url, init) => {
    const path = url.pathname.replace('/v2', '');
    seen.push({ path, headers: init.headers });
    const a = answers[path];
    if (a === 'timeout')
      return Promise.reject(Object.assign(new Error('late'), { name: 'TimeoutError' }));
    return Promise.resolve({
      status: 200,
      setCookies: [],
      contentType: 'application/json',
      body: '{}',
      ...a,
    });
  };
  return { upstream, seen };
}

function request(call: unknown, sealed?: string): Request {
  return new Request('http://burger.localhost:4321/api/proxy', {
    method: 'POST',
    headers: { ...HEADERS, ...(sealed ? { cookie: `${SESSION_COOKIE}=${sealed}` } : {}) },
    body: JSON.stringify(call),
  });
}

const sealedOf = (res: Response) =>
  /sf_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

/** A signed-in jar: cookies and the auth value, sealed by a login through the proxy. */
async function signedIn(): Promise<string> {
  const login = upstreamBy({
    '/customers/login': {
      body: '{"customer_id":7,"email":"a@b.co","auth_cookie":"AUTH"}',
      setCookies: ['__ac=AC1; Path=/', 'session=S1; Path=/'],
    },
  });
  const res = await handleProxy(
    request({
      method: 'POST',
      path: '/customers/login',
      payload: { username: 'a@b.co', password: 'p' },
    }),
    { tenant, upstream: login.upstream, timeoutMs: 200 },
  );
  return sealedOf(res)!;
}

const FORBIDDEN = {
  status: 403,
  body: '{"error":"Your session has expired.","code":"session_expired"}',
};

describe('a 403 ends the session only when GET /customers/me refuses it too', () => {
  it.each<[string, Answer, 'kept' | 'cleared']>([
    ['the session still answers (another customer’s order)', { body: '{"customer":{}}' }, 'kept'],
    [
      'the session is refused with 401',
      { status: 401, body: '{"error":"Please log in"}' },
      'cleared',
    ],
    ['the session is refused with 403', FORBIDDEN, 'cleared'],
    ['the check fails (5xx)', { status: 503, body: '{"error":"down"}' }, 'cleared'],
    ['the check times out', 'timeout', 'cleared'],
  ])('%s: the session is %s', async (_name, meAnswer, outcome) => {
    const sealed = await signedIn();
    const up = upstreamBy({ '/orders/5': FORBIDDEN, '/customers/me': meAnswer });
    const res = await handleProxy(request({ method: 'GET', path: '/orders/5' }, sealed), {
      tenant,
      upstream: up.upstream,
      timeoutMs: 200,
    });
    expect(res.status).toBe(403);
    expect(up.seen.map((s) => s.path)).toEqual(['/orders/5', '/customers/me']);
    // The check carries the very session the refused call did.
    expect(up.seen[1]!.headers.cookie).toBe(up.seen[0]!.headers.cookie);
    expect(up.seen[1]!.headers.authorization).toBe('Basic AUTH');
    const body = (await res.json()) as { error?: { code: string } };
    if (outcome === 'kept') {
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(body.error?.code).toBe(NOT_YOURS);
    } else {
      expect(res.headers.get('set-cookie')).toMatch(/^sf_session=; Max-Age=0/);
      expect(body.error).toBeUndefined();
    }
  });

  it('keeps cookies the check refreshed', async () => {
    const sealed = await signedIn();
    const up = upstreamBy({
      '/orders/5': FORBIDDEN,
      '/customers/me': { body: '{"customer":{}}', setCookies: ['session=S2; Path=/'] },
    });
    const res = await handleProxy(request({ method: 'GET', path: '/orders/5' }, sealed), {
      tenant,
      upstream: up.upstream,
    });
    expect(unseal(sealedOf(res), 'burger')).toEqual({
      cookies: { __ac: 'AC1', session: 'S2' },
      auth: 'Basic AUTH',
    });
  });

  it('a 403 of GET /customers/me itself is the answer: no second ask, the session ends', async () => {
    const sealed = await signedIn();
    const up = upstreamBy({ '/customers/me': FORBIDDEN });
    const res = await handleProxy(request({ method: 'GET', path: '/customers/me' }, sealed), {
      tenant,
      upstream: up.upstream,
    });
    expect(up.seen).toHaveLength(1);
    expect(res.headers.get('set-cookie')).toMatch(/^sf_session=; Max-Age=0/);
  });

  it('without a session there is nothing to check or clear', async () => {
    const up = upstreamBy({ '/orders/5': FORBIDDEN });
    const res = await handleProxy(request({ method: 'GET', path: '/orders/5' }), {
      tenant,
      upstream: up.upstream,
    });
    expect(res.status).toBe(403);
    expect(up.seen).toHaveLength(1);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('the client reads the two 403s apart', () => {
  it.each<[string, ApiError, boolean, boolean]>([
    ['the proxy’s not-yours', new ApiError(403, NOT_YOURS, 'x'), false, true],
    ['an expired session', new ApiError(403, 'session_expired', 'x'), true, false],
    ['a 403 without a code', new ApiError(403, 'http_403', ''), true, false],
    ['a 404', new ApiError(404, 'order_not_found', 'x'), false, false],
  ])('%s', (_name, err, expired, notYours) => {
    expect(err.sessionExpired).toBe(expired);
    expect(err.notYours).toBe(notYours);
  });
});
