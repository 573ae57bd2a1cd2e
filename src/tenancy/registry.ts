import type { Tenant } from '../generated/tenant';
import { validateTenant } from '../lib/tenants/validate.ts';
import { checkContent } from '../lib/tenants/content.ts';
import { fillBranding, type ResolvedBranding } from '../lib/branding/defaults.ts';

const files = import.meta.glob<unknown>('../../tenants/*.json', { eager: true, import: 'default' });

function load(): Tenant[] {
  const problems: string[] = [];
  const tenants: Tenant[] = [];
  for (const [file, doc] of Object.entries(files)) {
    const result = validateTenant(doc);
    const name = file.replace('../../', '');
    // The content checks' errors do not depend on assets; missing pictures stay the CLI's warnings.
    const issues = result.ok ? checkContent(result.tenant, () => true).errors : result.issues;
    if (issues.length)
      problems.push(...issues.map((i) => `${name}: ${i.path}: ${i.message}; ${i.hint}`));
    else if (result.ok) tenants.push(result.tenant);
  }
  // A build must never ship a branding that the validator rejects.
  if (problems.length)
    throw new Error(`Invalid tenant files (run \`npm run validate\`):\n${problems.join('\n')}`);
  return tenants.sort((a, b) => a.id.localeCompare(b.id));
}

/** Every tenant of this build, validated. */
export const TENANTS: readonly Tenant[] = load();

/** A tenant with its branding resolved over the defaults. */
export interface ShellTenant {
  tenant: Tenant;
  branding: ResolvedBranding;
  /** False when the branding must be loaded live from the theme-config at runtime. */
  hasBuildBranding: boolean;
}

/** Resolves a tenant's branding for its shell (SPEC §4.11). */
export function shellTenant(tenant: Tenant): ShellTenant {
  return {
    tenant,
    branding: fillBranding(tenant.branding ?? {}),
    hasBuildBranding: tenant.branding !== undefined,
  };
}
