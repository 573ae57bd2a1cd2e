/**
 * Malformed bodies are 400s with a clear message, never a 500 or a stack overflow; the
 * auth value never leaves the proxy, whichever answer carries it; the session cookie is Secure only
 * over HTTPS, and X-Forwarded-Proto counts only when the operator trusts the proxy in front.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleProxy, type Upstream } from '../../src/api/proxy.server.ts';
import { MAX_BODY_DEPTH } from '../../src/api/proxy-body.ts';
import { setSealingKeyForTests } from '../../src/api/session.server.ts';

setSealingKeyForTests('test-secret-test-secret-test-secret!');

const tenant = { id: 'burger', apiBase: 'https://api.chain.example/v2/' };
const HEADERS = {
  'content-type': 'application/json',
  'x-storefront': '1',
  host: 'burger.localhost:4321',
};

function answering(body: string): { upstream: Upstream; calls: number } {
  const state = { calls: 0, upstream: undefined as unknown as Upstream };
  state.upstream = () => {
    state.calls++;
    return Promise.resolve({ status: 200, setCookies: [], contentType: 'application/json', body });
  };
  return state;
}

async function send(raw: string, upstream = answering('{}'), headers: Record<string, string> = {}) {
  const res = await handleProxy(
    new Request('http://burger.localhost:4321/api/proxy', {
      method: 'POST',
      headers: { ...HEADERS, ...headers },
      body: raw,
    }),
    { tenant, upstream: upstream.upstream },
  );
  return {
    res,
    body: (await res.json()) as { data?: unknown; error?: { code: string; message: string } },
  };
}

function nestedOptions(depth: number): unknown {
  let option: unknown = { option_id: 1 };
  for (let i = 0; i < depth; i++) option = { option_id: 1, options: [option] };
  return option;
}

describe('malformed bodies are 400s', () => {
  it('refuses options nested ~1,000 deep (a 28 KB body) before validating them', async () => {
    const up = answering('{}');
    const raw = JSON.stringify({
      method: 'POST',
      path: '/orders/5/items',
      payload: { menu_item_id: 3, quantity: 1, options: [nestedOptions(1000)] },
    });
    expect(raw.length).toBeGreaterThan(28_000);
    const { res, body } = await send(raw, up);
    expect(res.status).toBe(400);
    expect(body.error).toEqual({
      code: 'too_deep',
      message: `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels)`,
    });
    expect(up.calls).toBe(0);
  });

  it('still refuses a bare bracket bomb of 100,000 levels with a 400', async () => {
    const { res } = await send('['.repeat(100_000));
    expect(res.status).toBe(400);
  });

  it.each([
    ['not JSON', '{"method":', 'bad_json'],
    ['an array', '[]', 'bad_envelope'],
    ['a string', '"GET /stores"', 'bad_envelope'],
    ['null', 'null', 'bad_envelope'],
    [
      'a payload that is an array',
      '{"method":"GET","path":"/stores","payload":[]}',
      'bad_envelope',
    ],
    ['invalid UTF-8 bytes', '{"method":"GET","path":"/st\udc00ores"}', 'unknown_call'],
  ])('answers %s with a 400/404 and a message', async (_what, raw, code) => {
    const { res, body } = await send(raw);
    expect(res.status).toBeLessThan(500);
    expect(body.error?.code).toBe(code);
    expect(body.error?.message).toBeTruthy();
  });
});

describe('auth_cookie never leaves the proxy', () => {
  it.each([
    ['GET', '/customers/me', undefined],
    ['GET', '/stores', { service_schedule: true }],
    ['POST', '/customers/guest', undefined],
  ])('is stripped from the answer of %s %s, however deep', async (method, path, payload) => {
    const up = answering(
      '{"auth_cookie":"SECRET","customer":{"id":7,"auth_cookie":"SECRET"},"list":[{"auth_cookie":"SECRET"}]}',
    );
    const { res, body } = await send(JSON.stringify({ method, path, payload }), up);
    expect(res.status).toBe(200);
    expect(JSON.stringify(body)).not.toContain('SECRET');
    expect(body.data).toEqual({ customer: { id: 7 }, list: [{}] });
  });

  it('is stripped when the answer spells the key with escapes', async () => {
    const up = answering(
      String.raw`{"customer":{"id":7,"auth\u005fcookie":"SECRET","\u0061uth_cookie":"SECRET"}}`,
    );
    const { body } = await send(JSON.stringify({ method: 'GET', path: '/customers/me' }), up);
    expect(JSON.stringify(body)).not.toContain('SECRET');
    expect(body.data).toEqual({ customer: { id: 7 } });
  });

  it('refuses an upstream answer nested too deeply to relay (502)', async () => {
    const { res } = await send(
      JSON.stringify({ method: 'GET', path: '/customers/me' }),
      answering(`${'['.repeat(5_000)}${']'.repeat(5_000)}`),
    );
    expect(res.status).toBe(502);
  });
});

describe('the session cookie is Secure only over HTTPS', () => {
  afterEach(() => vi.unstubAllEnvs());
  const login = () => answering('{"customer_id":7,"auth_cookie":"X"}');
  const guest = JSON.stringify({ method: 'POST', path: '/customers/guest' });

  it('ignores X-Forwarded-Proto from an untrusted client', async () => {
    vi.stubEnv('STOREFRONT_TRUST_PROXY', '');
    const { res } = await send(guest, login(), { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('set-cookie')).not.toMatch(/; Secure/);
  });

  it('believes it when STOREFRONT_TRUST_PROXY=1', async () => {
    vi.stubEnv('STOREFRONT_TRUST_PROXY', '1');
    const { res } = await send(guest, login(), { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });
});
