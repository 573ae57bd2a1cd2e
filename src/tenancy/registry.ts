import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tenant } from '../generated/tenant';
import { inFolder, isTenantFileName, tenantsFolder } from './folder.ts';
import { validateTenant } from '../lib/tenants/validate.ts';
import { checkContent } from '../lib/tenants/content.ts';
import { fillBranding, type ResolvedBranding } from '../lib/branding/defaults.ts';

// astro.config.mjs defines the build's folder (STOREFRONT_TENANTS_DIR); tests and scripts read it.
declare const __STOREFRONT_TENANTS_FOLDER__: string | undefined;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folder =
  typeof __STOREFRONT_TENANTS_FOLDER__ === 'string'
    ? __STOREFRONT_TENANTS_FOLDER__
    : tenantsFolder(process.env.STOREFRONT_TENANTS_DIR, root);

/** Every tenant file under tenants/, keyed like the glob ('../../tenants/burger.json'). */
function tenantFiles(): Record<string, unknown> {
  try {
    // Vite replaces this call with the files themselves, so a build carries its tenants.
    return import.meta.glob<unknown>(
      ['../../tenants/**/*.json', '!../../tenants/**/*.sandbox.json'],
      { eager: true, import: 'default' },
    );
  } catch {
    // Plain Node (the standalone sandbox tenant API) has no bundler: the folder is read instead.
    const dir = path.join(root, folder);
    return Object.fromEntries(
      readdirSync(dir)
        .filter(isTenantFileName)
        .map((f) => [`../../${folder}/${f}`, JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]),
    );
  }
}

function load(): Tenant[] {
  const problems: string[] = [];
  const tenants: Tenant[] = [];
  for (const [file, doc] of Object.entries(tenantFiles())) {
    // A chain's demo data (<id>.sandbox.json) sits beside its tenant file; the sandbox reads it.
    if (!inFolder(file, folder) || !isTenantFileName(file)) continue;
    const result = validateTenant(doc, process.env.STOREFRONT_SANDBOX_URL);
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

/** Resolves a tenant's branding for its shell (docs/product.md §4.11). */
export function shellTenant(tenant: Tenant): ShellTenant {
  return {
    tenant,
    branding: fillBranding(tenant.branding ?? {}),
    hasBuildBranding: tenant.branding !== undefined,
  };
}
