import type { APIRoute } from 'astro';
import { handleProxy } from '../../../../api/proxy.server.ts';
import { apiBaseOf, tenantUpstream } from '../../../../api/upstream.server.ts';
import { TENANTS } from '../../../../tenancy/registry.ts';
import { resolvedForwarding } from '../../../../lib/http/resolved-forwarding.ts';
import { tenantLocales } from '../../../../lib/i18n/locales.ts';

export const prerender = false;

/**
 * POST /api/proxy — every backend call of the storefront (docs/product.md §7.1,
 * docs/architecture.md §6).
 */
export const ALL: APIRoute = async ({ params, request, clientAddress, locals }) => {
  // The tenant comes from the server's Host routing (the /t/<id>/ prefix), never from the body.
  const tenant = TENANTS.find((t) => t.id === params.tenant);
  if (!tenant) {
    return new Response(
      JSON.stringify({ error: { code: 'unknown_tenant', message: 'Unknown storefront' } }),
      { status: 404, headers: { 'content-type': 'application/json' } },
    );
  }
  const loyaltyBase = tenant.branding?.api_base_url;
  return handleProxy(request, {
    tenant: {
      id: tenant.id,
      apiBase: apiBaseOf(tenant.api_base),
      loyaltyBase,
      locales: tenantLocales(tenant.locales),
    },
    upstream: tenantUpstream(tenant.id),
    clientIp: clientAddressOf(() => clientAddress),
    forwarding: resolvedForwarding(locals),
  });
};

function clientAddressOf(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined; // not available for this request
  }
}
