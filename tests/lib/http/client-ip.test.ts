/**
 * One reading of the client's address for the per-address attempt limits (docs/product.md §9
 * "Accounts", rate limits), used by the storefront's proxy and by the sandbox.
 */
import { describe, expect, it } from 'vitest';
import { clientIp, type ClientIpFallback } from '../../../src/lib/http/client-ip.ts';

type Row = [
  string,
  Record<string, string>,
  ClientIpFallback,
  string | undefined,
  string | undefined,
];

describe('clientIp', () => {
  it.each<Row>([
    [
      'the address a proxy forwarded',
      { 'x-forwarded-for': '203.0.113.9' },
      'x-forwarded-for',
      undefined,
      '203.0.113.9',
    ],
    [
      'the first of a forwarded chain',
      { 'x-forwarded-for': ' 203.0.113.9 , 10.0.0.1' },
      'x-forwarded-for',
      undefined,
      '203.0.113.9',
    ],
    ['no forwarded address', {}, 'x-forwarded-for', undefined, undefined],
    [
      'an empty forwarded address',
      { 'x-forwarded-for': ' ' },
      'x-forwarded-for',
      undefined,
      undefined,
    ],
    [
      'the peer, never a client-sent X-Forwarded-For',
      { 'x-forwarded-for': '6.6.6.6' },
      { peer: '10.0.0.2' },
      undefined,
      '10.0.0.2',
    ],
    ['no peer', {}, { peer: undefined }, undefined, undefined],
    [
      'the address resolved through TRUST_PROXY over the peer',
      {},
      { peer: '10.0.0.2' },
      '203.0.113.7',
      '203.0.113.7',
    ],
    [
      'the resolved address over a forwarded one',
      { 'x-forwarded-for': '6.6.6.6' },
      'x-forwarded-for',
      '203.0.113.7',
      '203.0.113.7',
    ],
    ['an empty resolved address is none', {}, { peer: '10.0.0.2' }, '', '10.0.0.2'],
  ])('%s', (_what, headers, fallback, resolved, ip) => {
    expect(clientIp(new Headers(headers), fallback, resolved)).toBe(ip);
  });
});
