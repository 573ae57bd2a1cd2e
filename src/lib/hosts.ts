/** The part of a tenant that host routing needs. */
export interface HostedTenant {
  id: string;
  hosts: readonly string[];
  /** The chain's languages, its default first, when it has more than one (src/lib/i18n/locales.ts). */
  locales?: readonly string[];
}

/** Lower-cased host name of a Host header, without port or trailing dot; undefined when unusable. */
export function hostName(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const h = header.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.replace(/:\d*$/, '');
  const clean = name.replace(/\.$/, '');
  return /^[a-z0-9.\-[\]:]+$/.test(clean) ? clean : undefined;
}

/**
 * Builds the host → tenant id table: each tenant's own hosts plus `<id>.localhost`.
 * Throws when two tenants claim one host, so a build can never serve one chain's page to another.
 */
export function hostTable(tenants: readonly HostedTenant[]): Map<string, string> {
  const table = new Map<string, string>();
  for (const t of tenants) {
    for (const host of new Set([...t.hosts.map((h) => h.toLowerCase()), `${t.id}.localhost`])) {
      const other = table.get(host);
      if (other && other !== t.id)
        throw new Error(`Host ${host} is claimed by tenants '${other}' and '${t.id}'`);
      table.set(host, t.id);
    }
  }
  return table;
}

/**
 * The tenant id for a Host header, or undefined for an unknown host.
 * @example tenantForHost(hostTable([{ id: 'burger', hosts: ['localhost'] }]), 'burger.localhost:4321') // 'burger'
 */
export function tenantForHost(
  table: ReadonlyMap<string, string>,
  header: string | undefined | null,
): string | undefined {
  const name = hostName(header);
  return name ? table.get(name) : undefined;
}
