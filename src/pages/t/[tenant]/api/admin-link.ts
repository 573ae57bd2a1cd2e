import type { APIRoute } from 'astro';
import { handleAdminLink } from '../../../../api/admin-link.server.ts';
import { apiBaseOf, tenantUpstream } from '../../../../api/upstream.server.ts';
import { TENANTS } from '../../../../tenancy/registry.ts';

export const prerender = false;

/** POST /api/admin-link — see handleAdminLink. */
export const ALL: APIRoute = async ({ params, request }) => {
  const tenant = TENANTS.find((t) => t.id === params.tenant);
  if (!tenant)
    return new Response(
      JSON.stringify({ error: { code: 'unknown_tenant', message: 'Unknown storefront' } }),
      { status: 404, headers: { 'content-type': 'application/json' } },
    );
  return handleAdminLink(request, {
    tenantId: tenant.id,
    apiBase: apiBaseOf(tenant.api_base),
    publicApiBase: tenant.api_base,
    adminDashboardUrl: tenant.admin_dashboard_url,
    upstream: tenantUpstream(tenant.id),
  });
};
