/**
 * Which reverse proxies the operator trusts (TRUST_PROXY), and what a request's client address and
 * scheme are under that trust. X-Forwarded-For and X-Forwarded-Proto are believed only as far as a
 * trusted proxy vouches for them: anyone can send either header.
 */
import { formatIp, inRange, parseIp, parseRange, type IpRange } from './ip-address.ts';

/** `hops`: that many proxies in front of every instance; `ranges`: proxies known by address. */
export type TrustProxy = { hops: number } | { ranges: readonly IpRange[] };

export const TRUST_PROXY_ENV = 'TRUST_PROXY';
/** The older on/off switch, kept as an alias of TRUST_PROXY=1. */
export const LEGACY_TRUST_PROXY_ENV = 'STOREFRONT_TRUST_PROXY';

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Reads the setting: a hop count (`1`), or a comma list of addresses, CIDR ranges and the names
 * `loopback` and `private`. Unset means trust nothing. Throws on a value it cannot read, so a typo
 * stops the server at start-up instead of silently trusting nothing (or everything).
 * @example parseTrustProxy({ TRUST_PROXY: '10.0.0.0/8, loopback' }) // { ranges: [...] }
 */
export function parseTrustProxy(env: Readonly<Record<string, string | undefined>>): TrustProxy {
  const value = (env[TRUST_PROXY_ENV] ?? '').trim().toLowerCase();
  if (!value) {
    const legacy = (env[LEGACY_TRUST_PROXY_ENV] ?? '').trim().toLowerCase();
    return { hops: ['1', 'true', 'on'].includes(legacy) ? 1 : 0 };
  }
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  if (value === 'false' || value === 'off') return { hops: 0 };
  const ranges = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const texts = NAMED[entry] ?? [entry];
      return texts.map((text) => {
        const range = parseRange(text);
        if (!range)
          throw new Error(
            `${TRUST_PROXY_ENV}: "${entry}" is not a hop count, an IP address, a CIDR range, "loopback" or "private".`,
          );
        return range;
      });
    });
  return { ranges };
}

/** Whether any proxy is trusted at all. */
export const trustsAnyProxy = (trust: TrustProxy): boolean =>
  'hops' in trust ? trust.hops > 0 : trust.ranges.length > 0;

/** One X-Forwarded-For entry as an address: ports and brackets dropped, mapped IPv4 unwrapped. */
function addressOf(entry: string): string | undefined {
  const t = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(t)?.[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(t)?.[1];
  const ip = parseIp(bracketed ?? v4WithPort ?? t);
  return ip ? formatIp(ip) : undefined;
}

const joined = (h: string | string[] | null | undefined) => (Array.isArray(h) ? h.join(',') : h);

export interface ForwardedRequest {
  /** The socket's peer: the nearest proxy, or the client itself. */
  remoteAddress: string | undefined;
  tls: boolean;
  forwardedFor?: string | string[] | null | undefined;
  forwardedProto?: string | string[] | null | undefined;
}

/**
 * The client's address and whether it used HTTPS. Each trusted proxy appends the address it was
 * called from to X-Forwarded-For, so the list is read from the right: the first address that is
 * not a trusted proxy is the client (earlier entries are whatever that client chose to send).
 * The scheme is the last X-Forwarded-Proto value, believed only when the socket's peer is trusted.
 * @example forwardedClient({ remoteAddress: '10.0.0.2', tls: false, forwardedFor: '6.6.6.6, 203.0.113.7' }, { hops: 1 }) // { ip: '203.0.113.7', https: false }
 */
export function forwardedClient(
  request: ForwardedRequest,
  trust: TrustProxy,
): { ip: string | undefined; https: boolean } {
  const peer = request.remoteAddress ? addressOf(request.remoteAddress) : undefined;
  const chain = [
    ...(joined(request.forwardedFor) ?? '').split(',').filter((s) => s.trim()),
    peer ?? '',
  ];
  const trusted = (address: string, hop: number) => {
    if ('hops' in trust) return hop < trust.hops;
    const ip = parseIp(address);
    return !!ip && trust.ranges.some((r) => inRange(ip, r));
  };
  let index = chain.length - 1;
  let client = peer;
  while (index > 0 && trusted(chain[index]!, chain.length - 1 - index)) {
    const next = addressOf(chain[index - 1]!);
    // A malformed entry was not written by a trusted proxy: stop at the last trusted hop.
    if (!next) break;
    client = next;
    index -= 1;
  }
  const proto = joined(request.forwardedProto);
  const peerTrusted = peer !== undefined && trusted(peer, 0);
  const https =
    request.tls ||
    (peerTrusted && !!proto && proto.split(',').pop()!.trim().toLowerCase() === 'https');
  return { ip: client, https };
}
