// Astro integration: after a build, writes dist/tenants.json — each tenant's id and hosts — which
// scripts/serve.ts reads to route requests by Host without the source tree.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import type { HostedTenant } from '../src/lib/hosts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each tenant file's id and hosts, in file-name order; the files are validated by the build. */
export function readTenantHosts(): HostedTenant[] {
  const dir = path.join(root, 'tenants');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const { id, hosts } = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as HostedTenant;
      return { id, hosts };
    });
}

export function tenantManifest(): AstroIntegration {
  return {
    name: 'storefront:tenant-manifest',
    hooks: {
      'astro:build:done': () => {
        const out = path.join(root, 'dist', 'tenants.json');
        writeFileSync(out, JSON.stringify({ tenants: readTenantHosts() }, null, 2));
      },
    },
  };
}
