/**
 * Tenant isolation of static files on the production server: no spelling of a path on one
 * tenant's host (encoded, double-encoded, with backslashes) serves another tenant's page or asset,
 * and every tenant's own files still are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { raw } from './fixtures/http.ts';
import { DEMO_TENANTS } from './fixtures/tenants.ts';

const CLIENT = path.resolve('dist', 'client');

/** One asset of a tenant's own folder (not a page), as a path under its host. */
function assetOf(tenantId: string): string {
  const own = path.join(CLIENT, 't', tenantId);
  const top = readdirSync(own).find((f) => /\.(svg|webp|png|jpg)$/.test(f));
  if (top) return `/${top}`;
  const content = readdirSync(path.join(own, 'content')).find((f) => f.endsWith('.svg'));
  return `/content/${content!}`;
}

const fileOf = (tenantId: string, p: string) =>
  readFileSync(path.join(CLIENT, 't', tenantId, p === '/' ? 'index.html' : p), 'latin1');

/** Every way of asking for `file` (a path under the other tenant's folder) from another host. */
function spellings(other: string, file: string): string[] {
  const rest = file.slice(1);
  const enc = (s: string, sep: string) => s.replaceAll('/', sep);
  return [
    `/..%2f${other}%2f${enc(rest, '%2f')}`,
    `/..%2F${other}%2F${enc(rest, '%2F')}`,
    `/%2e%2e%2f${other}%2f${enc(rest, '%2f')}`,
    `/%2e%2e/${other}/${rest}`,
    `/..%5c${other}%5c${enc(rest, '%5c')}`,
    `/..\\${other}\\${enc(rest, '\\')}`,
    `/..%252f${other}%252f${enc(rest, '%252f')}`,
    `/%252e%252e/${other}/${rest}`,
    `/..%2f${other}%2f${enc(rest, '%2f')}%00`,
    `/content/..%2f..%2f${other}%2f${enc(rest, '%2f')}`,
    `/_astro/..%2ft%2f${other}%2f${enc(rest, '%2f')}`,
    `/_astro/..%5ct%5c${other}%5c${enc(rest, '%5c')}`,
    `/_astro/..%252ft%252f${other}%252f${enc(rest, '%252f')}`,
    `/t/${other}/${rest}`,
  ];
}

for (const { tenant } of DEMO_TENANTS) {
  const host = `${tenant.id}.localhost`;

  test(`${tenant.id}'s host serves no other tenant's page or asset`, async () => {
    for (const { tenant: other } of DEMO_TENANTS.filter((t) => t.tenant.id !== tenant.id)) {
      for (const file of ['/index.html', assetOf(other.id)]) {
        const theirs = fileOf(other.id, file);
        for (const p of spellings(other.id, file)) {
          const r = await raw(host, p);
          expect(r.body, `${host}${p}`).not.toBe(theirs);
          expect(r.status, `${host}${p}`).toBe(404);
          expect(r.headers['cache-control'], `${host}${p}`).not.toMatch(/max-age/);
        }
      }
    }
  });

  test(`${tenant.id}'s host still serves its own files`, async () => {
    const asset = assetOf(tenant.id);
    const own = await raw(host, asset);
    expect([own.status, own.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
    expect(own.body).toBe(fileOf(tenant.id, asset));
    const home = await raw(host, '/');
    expect(home.status).toBe(200);
    const script = /src="(\/_astro\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script, 'a script of the home page').toBeTruthy();
    expect((await raw(host, script!)).status).toBe(200);
    // A name with an encoded space or dot is still the tenant's own file.
    const spaced = await raw(host, asset.replace('.', '%2E'));
    expect([spaced.status, spaced.body]).toEqual([200, fileOf(tenant.id, asset)]);
  });
}
