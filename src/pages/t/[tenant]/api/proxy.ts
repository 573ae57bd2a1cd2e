import type { APIRoute } from 'astro';
import { handleProxy } from '../../../../api/proxy.server.ts';
import { proxyContextFor, UNKNOWN_TENANT } from '../../../../api/proxy-tenant.server.ts';
import { resolvedForwarding } from '../../../../lib/http/resolved-forwarding.ts';

export const prerender = false;

/**
 * POST /api/proxy — every backend call of the storefront (docs/product.md §7.1,
 * docs/architecture.md §6). The production server answers this path itself, before Astro's
 * handler (src/api/proxy-node.server.ts); this endpoint serves `astro dev` and any other host of
 * the build.
 */
export const ALL: APIRoute = async ({ params, request, clientAddress, locals }) => {
  // The tenant comes from the server's Host routing (the /t/<id>/ prefix), never from the body.
  const ctx = proxyContextFor(
    params.tenant,
    clientAddressOf(() => clientAddress),
    resolvedForwarding(locals),
  );
  if (!ctx)
    return new Response(UNKNOWN_TENANT.body, {
      status: UNKNOWN_TENANT.status,
      headers: { 'content-type': 'application/json' },
    });
  return handleProxy(request, ctx);
};

function clientAddressOf(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined; // not available for this request
  }
}
