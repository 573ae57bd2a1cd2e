/**
 * The proxy's view of a tenant, from the server's registry by the tenant id its Host resolved to:
 * never from the request (docs/architecture.md §6). Shared by the Astro endpoint and the production
 * server's direct path (./proxy-node.server.ts).
 */
import { apiBaseOf, tenantUpstream } from './upstream.server.ts';
import { TENANTS } from '../tenancy/registry.ts';
import type { ResolvedForwarding } from '../lib/http/resolved-forwarding.ts';
import type { ProxyContext } from './proxy-context.server.ts';
import { tenantLocales } from '../lib/i18n/locales.ts';

/** The answer for a tenant id the registry does not know. */
export const UNKNOWN_TENANT = {
  status: 404,
  body: JSON.stringify({ error: { code: 'unknown_tenant', message: 'Unknown storefront' } }),
} as const;

/** The proxy context of one request, or undefined for an unknown tenant. */
export function proxyContextFor(
  tenantId: string | undefined,
  clientIp: string | undefined,
  forwarding: ResolvedForwarding | undefined,
): ProxyContext | undefined {
  const tenant = TENANTS.find((t) => t.id === tenantId);
  if (!tenant) return undefined;
  return {
    tenant: {
      id: tenant.id,
      apiBase: apiBaseOf(tenant.api_base),
      loyaltyBase: tenant.branding?.api_base_url,
      locales: tenantLocales(tenant.locales),
    },
    upstream: tenantUpstream(tenant.id),
    clientIp,
    forwarding,
  };
}
