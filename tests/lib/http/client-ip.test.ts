/**
 * One reading of the client's address for the per-address attempt limits (docs/product.md §9
 * "Accounts", rate limits), used by the storefront's proxy and by the sandbox.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { clientIp, type ClientIpFallback } from '../../../src/lib/http/client-ip.ts';
import {
  CLIENT_IP_HEADER,
  markForwardingResolved,
} from '../../../src/lib/http/resolved-forwarding.ts';

const MARK = Symbol.for('storefront.forwardingResolved');

type Row = [string, Record<string, string>, ClientIpFallback, string | undefined];

describe('clientIp outside the production server', () => {
  it.each<Row>([
    [
      'the address a proxy forwarded',
      { 'x-forwarded-for': '203.0.113.9' },
      'x-forwarded-for',
      '203.0.113.9',
    ],
    [
      'the first of a forwarded chain',
      { 'x-forwarded-for': ' 203.0.113.9 , 10.0.0.1' },
      'x-forwarded-for',
      '203.0.113.9',
    ],
    ['no forwarded address', {}, 'x-forwarded-for', undefined],
    ['an empty forwarded address', { 'x-forwarded-for': ' ' }, 'x-forwarded-for', undefined],
    [
      'the peer, never a client-sent X-Forwarded-For',
      { 'x-forwarded-for': '6.6.6.6' },
      { peer: '10.0.0.2' },
      '10.0.0.2',
    ],
    ['no peer', {}, { peer: undefined }, undefined],
    [
      'an unresolved client-ip header is ignored',
      { [CLIENT_IP_HEADER]: '6.6.6.6', 'x-forwarded-for': '203.0.113.9' },
      'x-forwarded-for',
      '203.0.113.9',
    ],
  ])('%s', (_what, headers, fallback, ip) => {
    expect(clientIp(new Headers(headers), fallback)).toBe(ip);
  });
});

describe('clientIp under the production server (TRUST_PROXY resolved)', () => {
  afterAll(() => {
    delete (globalThis as { [MARK]?: boolean })[MARK];
  });

  it.each<Row>([
    [
      'the resolved address over the peer',
      { [CLIENT_IP_HEADER]: '203.0.113.7' },
      { peer: '10.0.0.2' },
      '203.0.113.7',
    ],
    [
      'the resolved address over a forwarded one',
      { [CLIENT_IP_HEADER]: '203.0.113.7', 'x-forwarded-for': '6.6.6.6' },
      'x-forwarded-for',
      '203.0.113.7',
    ],
    ['the peer when nothing was resolved', {}, { peer: '10.0.0.2' }, '10.0.0.2'],
    [
      'the forwarded address when nothing was resolved',
      { 'x-forwarded-for': '203.0.113.9' },
      'x-forwarded-for',
      '203.0.113.9',
    ],
  ])('%s', (_what, headers, fallback, ip) => {
    markForwardingResolved();
    expect(clientIp(new Headers(headers), fallback)).toBe(ip);
  });
});
