/**
 * What kind of network address a URL's host names, so that a production tenant's API base cannot
 * send the proxy's requests (with the guests' sessions) to the server's own machine or network.
 * Only literal addresses and `localhost` are judged: a DNS name is resolved at request time.
 */

/** `public` covers every host name and every address outside the reserved ranges below. */
export type AddressKind =
  'public' | 'loopback' | 'private' | 'shared' | 'link-local' | 'metadata' | 'unspecified';

/** Cloud instance-metadata services, reachable from inside a cloud machine only. */
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata', 'instance-data']);

function ipv4Kind(octets: number[]): AddressKind {
  const [a, b] = octets as [number, number, number, number];
  if (a === 127) return 'loopback';
  if (a === 0) return 'unspecified';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  // Includes 169.254.169.254, the cloud providers' instance-metadata service.
  if (a === 169 && b === 254) return 'link-local';
  // 100.64.0.0/10: carrier-grade NAT space, a provider's network rather than the internet.
  if (a === 100 && b >= 64 && b <= 127) return 'shared';
  return 'public';
}

function parseIpv4(host: string): number[] | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  const octets = m?.slice(1).map(Number);
  return octets?.every((o) => o <= 255) ? octets : undefined;
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function parseIpv6(host: string): number[] | undefined {
  // A dotted IPv4 tail (::ffff:127.0.0.1) is two groups written another way.
  const text = host.toLowerCase().replace(/(\d+\.\d+\.\d+\.\d+)$/, (v4) => {
    const o = parseIpv4(v4);
    return o
      ? `${((o[0]! << 8) | o[1]!).toString(16)}:${((o[2]! << 8) | o[3]!).toString(16)}`
      : 'x';
  });
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if (![...head, ...rest].every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const hex = (g: string) => parseInt(g, 16);
  return [
    ...head.map(hex),
    ...Array<number>(halves.length === 2 ? missing : 0).fill(0),
    ...rest.map(hex),
  ];
}

function ipv6Kind(g: number[]): AddressKind {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) reaches the IPv4 address it carries.
  if (zeroUpTo(5) && g[5] === 0xffff)
    return ipv4Kind([g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255]);
  if ((g[0]! & 0xfe00) === 0xfc00) return 'private';
  if ((g[0]! & 0xffc0) === 0xfe80) return 'link-local';
  return 'public';
}

/**
 * The kind of address a host names: an IPv4 or IPv6 literal (with or without brackets), or a name.
 * Pass the host as `new URL(…).hostname` gives it, so 0x7f.1 and 2130706433 arrive as 127.0.0.1.
 * @example addressKind('192.168.1.20') // 'private'
 * @example addressKind('[::1]') // 'loopback'
 * @example addressKind('api.example.com') // 'public'
 */
export function addressKind(host: string): AddressKind {
  const h = host
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost')) return 'loopback';
  if (METADATA_NAMES.has(h) || h.endsWith('.metadata.google.internal')) return 'metadata';
  const v4 = parseIpv4(h);
  if (v4) return ipv4Kind(v4);
  const v6 = h.includes(':') ? parseIpv6(h.replace(/%.*$/, '')) : undefined;
  return v6 ? ipv6Kind(v6) : 'public';
}
