import { describe, expect, it } from 'vitest';
import { handleAdminLink } from '../../src/api/admin-link.server.ts';
import type { Upstream } from '../../src/api/proxy.server.ts';
import { seal, setSealingKeyForTests } from '../../src/api/session.server.ts';

setSealingKeyForTests('test-secret-test-secret-test-secret!');

function upstreamFor(isMgmt: boolean | 'expired'): Upstream {
  return (url) => Promise.resolve(answer(isMgmt, url));
}

function answer(isMgmt: boolean | 'expired', url: URL): Awaited<ReturnType<Upstream>> {
  {
    if (url.pathname.endsWith('/customers/me')) {
      if (isMgmt === 'expired')
        return {
          status: 403,
          setCookies: [],
          contentType: 'application/json',
          body: '{"error":"expired"}',
        };
      return {
        status: 200,
        setCookies: [],
        contentType: 'application/json',
        body: JSON.stringify({ customer: { is_mgmt: isMgmt } }),
      };
    }
    return {
      status: 200,
      setCookies: [],
      contentType: 'application/json',
      body: '{"chain_name":"harbor"}',
    };
  }
}

function request(cookie?: string, headers: Record<string, string> = {}) {
  return new Request('http://burger.localhost/api/admin-link', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-storefront': '1',
      host: 'burger.localhost',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: '{}',
  });
}

const ctx = (isMgmt: boolean | 'expired') => ({
  tenantId: 'burger',
  apiBase: 'https://api.example/',
  publicApiBase: 'https://api.example/',
  adminDashboardUrl: 'https://admin.example/autologin',
  upstream: upstreamFor(isMgmt),
});
const session = `sf_session=${seal({ cookies: { __ac: 'A', session: 'S', ROUTE_ID: 'R' }, auth: 'Basic x' }, 'burger')}`;

// docs/product.md §2.3 "Jump To Admin"
describe('POST /api/admin-link', () => {
  it('builds the autologin URL for a management customer', async () => {
    const res = await handleAdminLink(request(session), ctx(true));
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe('https://admin.example/autologin');
    expect(JSON.parse(Buffer.from(u.searchParams.get('params')!, 'base64').toString())).toEqual({
      cookies: { __ac: 'A', session: 'S', ROUTE_ID: 'R' },
      api_base: 'https://api.example/',
      chainName: 'harbor',
    });
  });

  it.each<[string, string | undefined, boolean | 'expired', number]>([
    ['a customer who is not management', session, false, 403],
    ['no session', undefined, true, 401],
    ['an expired session', session, 'expired', 403],
  ])('refuses %s', async (_n, cookie, mgmt, status) => {
    const res = await handleAdminLink(request(cookie), ctx(mgmt));
    expect(res.status).toBe(status);
    expect(await res.text()).not.toContain('params=');
  });

  it('refuses a cross-site request', async () => {
    expect(
      (await handleAdminLink(request(session, { origin: 'https://evil.example' }), ctx(true)))
        .status,
    ).toBe(403);
  });
});
