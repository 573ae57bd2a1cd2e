/** HSTS and Secure cookies only for HTTPS requests, X-Forwarded-Proto only when trusted. */
import { describe, expect, it } from 'vitest';
import { arrivedOverHttps, trustsForwardedProto } from '../../../src/lib/http/forwarded.ts';

describe('trustsForwardedProto', () => {
  it.each([
    [{}, false],
    [{ STOREFRONT_TRUST_PROXY: '' }, false],
    [{ STOREFRONT_TRUST_PROXY: '0' }, false],
    [{ STOREFRONT_TRUST_PROXY: 'off' }, false],
    [{ STOREFRONT_TRUST_PROXY: '1' }, true],
    [{ STOREFRONT_TRUST_PROXY: 'true' }, true],
    [{ STOREFRONT_TRUST_PROXY: ' ON ' }, true],
    [{ TRUST_PROXY: '1' }, true],
    [{ TRUST_PROXY: '0' }, false],
    [{ TRUST_PROXY: '10.0.0.0/8' }, true],
    [{ TRUST_PROXY: '0', STOREFRONT_TRUST_PROXY: '1' }, false],
    [{ TRUST_PROXY: 'not an address' }, false],
  ])('%j → %s', (env, expected) => {
    expect(trustsForwardedProto(env)).toBe(expected);
  });
});

describe('arrivedOverHttps', () => {
  it.each([
    [true, null, false, true],
    [false, null, true, false],
    [false, 'https', false, false],
    [false, 'https', true, true],
    [false, 'HTTPS', true, true],
    [false, 'http', true, false],
    [false, 'https, http', true, false],
    [false, 'http, https', true, true],
  ])('tls=%s proto=%j trusted=%s → %s', (tls, forwardedProto, trustForwarded, expected) => {
    expect(arrivedOverHttps({ tls, forwardedProto, trustForwarded })).toBe(expected);
  });
});
