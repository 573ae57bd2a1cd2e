/**
 * Where a request to the standalone sandbox tenant API goes: /t/<tenant>/<docs/product.md §7 path>
 * is that tenant's API, /t/<tenant>/__sandbox/<…> its fixture API; anything else is not found.
 */

export type StandaloneRoute =
  | { kind: 'api'; tenant: string; path: string }
  | { kind: 'fixture'; tenant: string; subpath: string }
  | { kind: 'health' }
  | { kind: 'unknown-tenant'; tenant: string }
  | { kind: 'not-found' };

const PREFIX = /^\/t\/([^/]+)(\/.*)?$/;
const FIXTURE = '/__sandbox';

/**
 * Routes a request path (no query) among the served tenants.
 * @example standaloneRoute('/t/burger/stores', ['burger']) // { kind: 'api', tenant: 'burger', path: '/stores' }
 * @example standaloneRoute('/t/burger/__sandbox/reset', ['burger']) // { kind: 'fixture', tenant: 'burger', subpath: '/reset' }
 */
export function standaloneRoute(pathname: string, tenants: readonly string[]): StandaloneRoute {
  if (pathname === '/healthz') return { kind: 'health' };
  const match = PREFIX.exec(pathname);
  if (!match) return { kind: 'not-found' };
  const tenant = match[1]!;
  if (!tenants.includes(tenant)) return { kind: 'unknown-tenant', tenant };
  const rest = match[2] ?? '/';
  if (rest === FIXTURE || rest.startsWith(`${FIXTURE}/`))
    return { kind: 'fixture', tenant, subpath: rest.slice(FIXTURE.length) || '/' };
  return { kind: 'api', tenant, path: rest };
}

/**
 * A fixture answer's redirect to another sandbox page, moved under the tenant's prefix (the
 * fixture API writes '/__sandbox/…' as the embedded one is served at the site's root).
 * @example prefixedLocation('/__sandbox/pay?token=x', 'burger') // '/t/burger/__sandbox/pay?token=x'
 */
export function prefixedLocation(location: string, tenant: string): string {
  return location.startsWith(`${FIXTURE}/`) ? `/t/${tenant}${location}` : location;
}
