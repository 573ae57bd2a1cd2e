/**
 * /__sandbox/… on every tenant host (src/server/route.ts rewrites it to /t/<tenant>/__sandbox/…).
 * Astro skips folders whose names start with "_", so this folder is `[u]_sandbox` and only u = "_"
 * (that is, "__sandbox") is answered. /__sandbox/api/<path> calls the sandbox tenant API directly
 * (the proxy benchmark's baseline); everything else is the fixture API and the sandbox pages.
 * Changes need a same-origin JSON request with X-Storefront: 1 (src/sandbox/fixture/guard.ts).
 */
import type { APIRoute } from 'astro';
import { TENANTS } from '../../../../tenancy/registry.ts';
import { sandboxEnabled, sandboxFetch, sandboxFixture } from '../../../../sandbox/index.server.ts';
import { fixtureApiEnabled } from '../../../../sandbox/core/enabled.ts';
import { fixtureRefusal } from '../../../../sandbox/fixture/guard.ts';
import {
  resolvedForwarding,
  type ResolvedForwarding,
} from '../../../../lib/http/resolved-forwarding.ts';

export const prerender = false;

const notFound = (error: string) =>
  new Response(JSON.stringify({ error }), {
    status: 404,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * The request's headers for the sandbox, whose per-address limits read X-Forwarded-For: the
 * address the production server resolved replaces any a client sent.
 */
function forwardedHeaders(headers: Headers, forwarding: ResolvedForwarding | undefined): Headers {
  if (!forwarding) return headers;
  const out = new Headers(headers);
  if (forwarding.ip) out.set('x-forwarded-for', forwarding.ip);
  else out.delete('x-forwarded-for');
  return out;
}

export const ALL: APIRoute = async ({ params, request, url, locals }) => {
  if (params.u !== '_') return notFound('Not found');
  if (!sandboxEnabled()) return notFound('The sandbox is off');
  const tenant = TENANTS.find((t) => t.id === params.tenant);
  if (!tenant) return notFound('Unknown tenant');
  // The raw path keeps a trailing slash that the rest parameter drops (/theme-config/site/).
  const marker = '/__sandbox';
  const at = url.pathname.indexOf(marker);
  const subpath =
    at === -1 ? `/${params.path ?? ''}` : url.pathname.slice(at + marker.length) || '/';
  // The address stand-ins serve every storefront (docs/product.md §7.8); the test controls only
  // sandbox ones.
  if (!subpath.startsWith('/geo/') && !fixtureApiEnabled(tenant.api_base))
    return notFound('The sandbox is off for this storefront');
  const refused = fixtureRefusal(request, subpath);
  if (refused) return refused;
  if (subpath === '/api' || subpath.startsWith('/api/')) {
    const target = new Request(
      `http://sandbox.internal${subpath.slice('/api'.length) || '/'}${url.search}`,
      {
        method: request.method,
        headers: forwardedHeaders(request.headers, resolvedForwarding(locals)),
        body:
          request.method === 'GET' || request.method === 'HEAD'
            ? null
            : await request.arrayBuffer(),
        signal: request.signal,
      },
    );
    return sandboxFetch(tenant.id, target);
  }
  return sandboxFixture(tenant.id, request, subpath);
};
