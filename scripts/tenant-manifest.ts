// Astro integration: after a build, writes <outDir>/tenants.json — each tenant's id and hosts — which
// scripts/serve.ts reads to route requests by Host without the source tree. The tenants come from
// tenants/*.json, or from the folder STOREFRONT_TENANTS_DIR names (README "Running against a
// separate tenant API"), which the registry reads through the same setting (tenantsFolder()).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import type { HostedTenant } from '../src/lib/hosts.ts';
import { isTenantFileName, tenantsFolder } from '../src/tenancy/folder.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The build's tenant folder, relative to the repository (e.g. 'tenants' or 'tenants/examples'). */
export function buildTenantsFolder(env: NodeJS.ProcessEnv = process.env): string {
  return tenantsFolder(env.STOREFRONT_TENANTS_DIR, root);
}

/**
 * Each tenant file's id, hosts and (when it lists more than one) languages, in file-name order; the
 * files are validated by the build.
 */
export function readTenantHosts(): HostedTenant[] {
  const dir = path.join(root, buildTenantsFolder());
  return readdirSync(dir)
    .filter(isTenantFileName)
    .sort()
    .map((f) => {
      const { id, hosts, locales } = JSON.parse(
        readFileSync(path.join(dir, f), 'utf8'),
      ) as HostedTenant;
      return locales && locales.length > 1 ? { id, hosts, locales } : { id, hosts };
    });
}

export function tenantManifest(): AstroIntegration {
  let outDir = path.join(root, 'dist');
  return {
    name: 'storefront:tenant-manifest',
    hooks: {
      // `astro build --outDir <dir>` builds a second dist beside the usual one.
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': () => {
        const out = path.join(outDir, 'tenants.json');
        writeFileSync(out, JSON.stringify({ tenants: readTenantHosts() }, null, 2));
      },
    },
  };
}
