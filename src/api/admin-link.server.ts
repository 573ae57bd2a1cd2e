import { checkCsrf, upstreamUrl } from './proxy-rules.ts';
import type { Upstream } from './proxy.server.ts';
import { cookieHeader, readCookie, SESSION_COOKIE, unseal } from './session.server.ts';
import { adminAutologinUrl } from '../lib/account/menu.ts';

export interface AdminLinkContext {
  tenantId: string;
  /** Base the upstream calls go to (the sandbox base for sandbox tenants). */
  apiBase: string;
  /** The tenant file's api_base, as the dashboard should see it. */
  publicApiBase: string;
  adminDashboardUrl: string;
  upstream: Upstream;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * POST /api/admin-link — the "Jump To Admin" URL (docs/product.md §2.3), built on the server
 * because it carries the session cookies, and only for a customer the tenant API says is_mgmt.
 */
export async function handleAdminLink(request: Request, ctx: AdminLinkContext): Promise<Response> {
  if (request.method !== 'POST')
    return json(405, { error: { code: 'method', message: 'Use POST' } });
  const csrf = checkCsrf(request.headers, request.headers.get('host'));
  if (csrf) return json(csrf.status, { error: { code: csrf.code, message: csrf.message } });
  const jar = unseal(readCookie(request.headers.get('cookie'), SESSION_COOKIE), ctx.tenantId);
  if (!jar.auth && Object.keys(jar.cookies).length === 0)
    return json(401, { error: { code: 'login_required', message: 'Please log in' } });
  const headers: Record<string, string> = { accept: 'application/json' };
  const cookies = cookieHeader(jar);
  if (cookies) headers.cookie = cookies;
  if (jar.auth) headers.authorization = jar.auth;
  const get = async (path: string) => {
    const url = upstreamUrl(ctx.apiBase, path, {});
    if (!(url instanceof URL)) throw new Error(url.message);
    const res = await ctx.upstream(url, {
      method: 'GET',
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    return {
      status: res.status,
      body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {},
    };
  };
  try {
    const [me, config] = await Promise.all([get('/customers/me'), get('/stores/configuration')]);
    const customer = (me.body.customer ?? {}) as { is_mgmt?: unknown };
    if (me.status !== 200)
      return json(me.status === 403 ? 403 : 401, {
        error: { code: 'login_required', message: 'Please log in' },
      });
    if (customer.is_mgmt !== true)
      return json(403, {
        error: {
          code: 'not_management',
          message: 'Only management customers can open the admin dashboard',
        },
      });
    const chainName = typeof config.body.chain_name === 'string' ? config.body.chain_name : '';
    return json(200, {
      url: adminAutologinUrl(ctx.adminDashboardUrl, {
        cookies: jar.cookies,
        apiBase: ctx.publicApiBase,
        chainName,
      }),
    });
  } catch {
    return json(502, {
      error: {
        code: 'upstream_unreachable',
        message: 'The ordering service could not be reached. Please try again.',
      },
    });
  }
}
