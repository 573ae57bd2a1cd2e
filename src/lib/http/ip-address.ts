/**
 * IP addresses and CIDR ranges as numbers, for the trusted-proxy rule (src/lib/http/trust-proxy.ts).
 * Pure and dependency-free so it runs anywhere; IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`, how
 * Node reports IPv4 peers on a dual-stack socket) count as the IPv4 address they carry.
 */
export interface IpAddress {
  version: 4 | 6;
  value: bigint;
}

export interface IpRange extends IpAddress {
  prefix: number;
}

const bitsOf = (version: 4 | 6) => (version === 4 ? 32 : 128);

function parseV4(text: string): bigint | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return undefined;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return undefined;
  return parts.reduce((acc, p) => (acc << 8n) | BigInt(p), 0n);
}

function parseV6(text: string): bigint | undefined {
  let body = text.replace(/%.*$/, '');
  let tail: bigint[] = [];
  const v4 = /(^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(body);
  if (v4) {
    const n = parseV4(v4[2]!);
    if (n === undefined) return undefined;
    tail = [n >> 16n, n & 0xffffn];
    body = body.slice(0, body.length - v4[2]!.length) + (v4[1] ? '' : ':');
    if (body.endsWith(':') && !body.endsWith('::')) body = body.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if (![...head, ...rest].every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return undefined;
  const all = [
    ...head.map((g) => BigInt(`0x${g}`)),
    ...Array<bigint>(8 - given).fill(0n),
    ...rest.map((g) => BigInt(`0x${g}`)),
    ...tail,
  ];
  return all.reduce((acc, g) => (acc << 16n) | g, 0n);
}

/**
 * @example parseIp('::ffff:10.0.0.1') // { version: 4, value: 167772161n }
 * @example parseIp('proxy.local') // undefined
 */
export function parseIp(text: string): IpAddress | undefined {
  const t = text.trim();
  const v4 = parseV4(t);
  if (v4 !== undefined) return { version: 4, value: v4 };
  const v6 = t.includes(':') ? parseV6(t) : undefined;
  if (v6 === undefined) return undefined;
  if (v6 >> 32n === 0xffffn) return { version: 4, value: v6 & 0xffffffffn };
  return { version: 6, value: v6 };
}

/** An address as it is shown in logs and used as a rate-limit key (mapped IPv4 unwrapped). */
export function formatIp(ip: IpAddress): string {
  if (ip.version === 4)
    return [24n, 16n, 8n, 0n].map((s) => String((ip.value >> s) & 0xffn)).join('.');
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((s) =>
    ((ip.value >> s) & 0xffffn).toString(16),
  );
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::');
}

/**
 * @example parseRange('10.0.0.0/8') // { version: 4, value: 167772160n, prefix: 8 }
 * @example parseRange('10.0.0.0/33') // undefined
 */
export function parseRange(text: string): IpRange | undefined {
  const [addr, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || !addr) return undefined;
  const ip = parseIp(addr);
  if (!ip) return undefined;
  const bits = bitsOf(ip.version);
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return undefined;
  return { ...ip, prefix };
}

export function inRange(ip: IpAddress, range: IpRange): boolean {
  if (ip.version !== range.version) return false;
  const shift = BigInt(bitsOf(ip.version) - range.prefix);
  return ip.value >> shift === range.value >> shift;
}
