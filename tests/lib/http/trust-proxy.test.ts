/**
 * The client address and scheme behind trusted proxies (docs/architecture.md §6 abuse limits per
 * IP; README "Deploying"): X-Forwarded-For read from the right, never believed from an untrusted
 * peer.
 */
import { describe, expect, it } from 'vitest';
import {
  forwardedClient,
  parseTrustProxy,
  type TrustProxy,
} from '../../../src/lib/http/trust-proxy.ts';
import { formatIp, parseIp, parseRange } from '../../../src/lib/http/ip-address.ts';

const trust = (value: string) => parseTrustProxy({ TRUST_PROXY: value });

describe('parseTrustProxy', () => {
  it.each([
    [{}, { hops: 0 }],
    [{ TRUST_PROXY: '' }, { hops: 0 }],
    [{ TRUST_PROXY: '2' }, { hops: 2 }],
    [{ TRUST_PROXY: 'off' }, { hops: 0 }],
    [{ STOREFRONT_TRUST_PROXY: '1' }, { hops: 1 }],
    [{ STOREFRONT_TRUST_PROXY: 'on' }, { hops: 1 }],
    [{ STOREFRONT_TRUST_PROXY: '0' }, { hops: 0 }],
    [{ TRUST_PROXY: '3', STOREFRONT_TRUST_PROXY: '1' }, { hops: 3 }],
  ])('%j → %j', (env, expected) => expect(parseTrustProxy(env)).toEqual(expected));

  it('reads addresses, ranges and names', () => {
    const parsed = trust('10.0.0.0/8, 2001:db8::1, loopback');
    expect('ranges' in parsed && parsed.ranges.map((r) => `${formatIp(r)}/${r.prefix}`)).toEqual([
      '10.0.0.0/8',
      '2001:db8::1/128',
      '127.0.0.0/8',
      '::1/128',
    ]);
  });

  it.each(['10.0.0.0/40', 'proxy.internal', '1.2.3', '10.0.0.1/8/1', 'true'])(
    'refuses %j with a message naming the setting',
    (value) => expect(() => trust(value)).toThrow(/TRUST_PROXY: /),
  );
});

describe('forwardedClient', () => {
  const none: TrustProxy = { hops: 0 };
  it.each<[string, TrustProxy, string, string | undefined, string]>([
    [
      'no proxy trusted: the socket, whatever the header says',
      none,
      '198.51.100.9',
      '1.1.1.1',
      '198.51.100.9',
    ],
    [
      'one hop: the entry the balancer added',
      { hops: 1 },
      '10.0.0.2',
      '6.6.6.6, 203.0.113.7',
      '203.0.113.7',
    ],
    ['one hop, no header: the socket', { hops: 1 }, '10.0.0.2', undefined, '10.0.0.2'],
    [
      'two hops (CDN, then balancer)',
      { hops: 2 },
      '10.0.0.2',
      '6.6.6.6, 203.0.113.7, 172.16.0.5',
      '203.0.113.7',
    ],
    ['more hops than entries: the leftmost', { hops: 5 }, '10.0.0.2', '203.0.113.7', '203.0.113.7'],
    [
      'trusted list: skips trusted addresses from the right',
      trust('10.0.0.0/8'),
      '10.0.0.2',
      '6.6.6.6, 203.0.113.7, 10.1.1.1',
      '203.0.113.7',
    ],
    [
      'trusted list, untrusted peer: the peer',
      trust('10.0.0.0/8'),
      '198.51.100.9',
      '203.0.113.7',
      '198.51.100.9',
    ],
    [
      'mapped IPv4 peer on a dual-stack socket',
      trust('loopback'),
      '::ffff:127.0.0.1',
      '203.0.113.7',
      '203.0.113.7',
    ],
    ['IPv6 client', { hops: 1 }, '10.0.0.2', '2001:db8:0:0:0:0:0:7', '2001:db8::7'],
    ['IPv4 entry with a port', { hops: 1 }, '10.0.0.2', '203.0.113.7:51234', '203.0.113.7'],
    ['bracketed IPv6 with a port', { hops: 1 }, '10.0.0.2', '[2001:db8::7]:443', '2001:db8::7'],
    [
      'a malformed entry stops at the last trusted hop',
      { hops: 1 },
      '10.0.0.2',
      'evil',
      '10.0.0.2',
    ],
    [
      'repeated headers join in order',
      { hops: 1 },
      '10.0.0.2',
      '6.6.6.6,203.0.113.7',
      '203.0.113.7',
    ],
  ])('%s', (_what, t, remoteAddress, forwardedFor, ip) => {
    expect(forwardedClient({ remoteAddress, tls: false, forwardedFor }, t).ip).toBe(ip);
  });

  it.each<[string, TrustProxy, string, boolean, string | undefined, boolean]>([
    ['TLS socket', none, '198.51.100.9', true, undefined, true],
    ['untrusted peer claims https', none, '198.51.100.9', false, 'https', false],
    ['trusted hop says https', { hops: 1 }, '10.0.0.2', false, 'https', true],
    ['trusted hop says http', { hops: 1 }, '10.0.0.2', false, 'http', false],
    [
      'spoofed first value behind a trusted hop',
      { hops: 1 },
      '10.0.0.2',
      false,
      'https, http',
      false,
    ],
    ['listed peer says https', trust('10.0.0.0/8'), '10.0.0.2', false, 'https', true],
    ['unlisted peer says https', trust('10.0.0.0/8'), '192.0.2.1', false, 'https', false],
  ])('%s → https %s', (_what, t, remoteAddress, tls, forwardedProto, https) => {
    expect(forwardedClient({ remoteAddress, tls, forwardedProto }, t).https).toBe(https);
  });

  it('takes a header sent twice as one list', () =>
    expect(
      forwardedClient(
        { remoteAddress: '10.0.0.2', tls: false, forwardedFor: ['6.6.6.6', '203.0.113.7'] },
        { hops: 1 },
      ).ip,
    ).toBe('203.0.113.7'));
});

describe('ip-address', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['::', '::'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['2001:DB8::1:0:0:1', '2001:db8::1:0:0:1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
  ])('%s → %s', (text, shown) => expect(formatIp(parseIp(text)!)).toBe(shown));

  it.each(['256.0.0.1', '1::2::3', '1:2:3:4:5:6:7:8:9', 'g::1', '', '1.2.3.4.5'])(
    'refuses %j',
    (text) => expect(parseIp(text)).toBeUndefined(),
  );

  it('refuses a prefix longer than the address', () => {
    expect(parseRange('::/128')).toBeDefined();
    expect(parseRange('::/129')).toBeUndefined();
  });
});
