/**
 * Response headers (docs/architecture.md §6): Permissions-Policy everywhere, HSTS only over HTTPS.
 */
import { describe, expect, it } from 'vitest';
import {
  HSTS,
  PERMISSIONS_POLICY,
  securityHeaders,
  strictTransportSecurity,
} from '../../src/server/headers.ts';
import { finishPage } from '../../src/server/page-headers.ts';

describe('securityHeaders', () => {
  it('refuses unused powerful features, keeping payments for wallets on our origin', () => {
    expect(securityHeaders['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    expect(PERMISSIONS_POLICY).toContain('payment=(self)');
  });

  it('are on pages rendered on demand too, beside their own CSP', async () => {
    const res = await finishPage(
      new Request('http://x/'),
      new Response('<p>hi</p>', { headers: { 'content-type': 'text/html' } }),
    );
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('strictTransportSecurity', () => {
  const proxy = '10.0.0.2';
  const oneHop = { hops: 1 };
  const none = { hops: 0 };
  it.each([
    ['a TLS socket', { tls: true }, none, HSTS],
    ['plain HTTP', {}, none, undefined],
    ['an untrusted X-Forwarded-Proto: https', { forwardedProto: 'https' }, none, undefined],
    ['a trusted X-Forwarded-Proto: https', { forwardedProto: 'https' }, oneHop, HSTS],
    ['a trusted X-Forwarded-Proto: http', { forwardedProto: 'http' }, oneHop, undefined],
    [
      'a spoofed first hop behind a trusted proxy',
      { forwardedProto: 'https, http' },
      oneHop,
      undefined,
    ],
    ['a repeated header', { forwardedProto: ['http', 'https'] }, oneHop, HSTS],
    [
      'https from a peer not on the trusted list',
      { forwardedProto: 'https' },
      { ranges: [] },
      undefined,
    ],
  ])('%s → %s', (_what, request, trust, expected) => {
    expect(strictTransportSecurity({ remoteAddress: proxy, tls: false, ...request }, trust)).toBe(
      expected,
    );
  });
});
