/** The build-time branding of a tenant file, which the site theme-config serves when it exists. */
import type { Branding } from '../../generated/branding';
import { TENANTS } from '../../tenancy/registry.ts';

export function tenantBranding(tenantId: string): Branding | undefined {
  return TENANTS.find((t) => t.id === tenantId)?.branding;
}
