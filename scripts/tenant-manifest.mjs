// Astro integration: after a build, writes dist/tenants.json — each tenant's id and hosts — which
// scripts/serve.mjs reads to route requests by Host without the source tree.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function readTenantHosts() {
  const dir = path.join(root, 'tenants');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const { id, hosts } = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
      return { id, hosts };
    });
}

export function tenantManifest() {
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
