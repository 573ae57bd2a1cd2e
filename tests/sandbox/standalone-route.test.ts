// The standalone sandbox tenant API's routing: each demo tenant's docs/product.md §7 API under
// /t/<tenant>/, its fixture API under /t/<tenant>/__sandbox/ (README "Running against a separate
// tenant API").
import { describe, expect, it } from 'vitest';
import { prefixedLocation, standaloneRoute } from '../../src/sandbox/standalone/route.ts';

const TENANTS = ['burger', 'sushi'];

describe('standaloneRoute', () => {
  it.each([
    ['/t/burger/stores', { kind: 'api', tenant: 'burger', path: '/stores' }],
    ['/t/sushi/stores/201/menus', { kind: 'api', tenant: 'sushi', path: '/stores/201/menus' }],
    [
      '/t/burger/theme-config/site/',
      { kind: 'api', tenant: 'burger', path: '/theme-config/site/' },
    ],
    ['/t/burger', { kind: 'api', tenant: 'burger', path: '/' }],
    ['/t/burger/__sandbox/reset', { kind: 'fixture', tenant: 'burger', subpath: '/reset' }],
    ['/t/burger/__sandbox', { kind: 'fixture', tenant: 'burger', subpath: '/' }],
    ['/t/burger/__sandboxes', { kind: 'api', tenant: 'burger', path: '/__sandboxes' }],
    ['/t/pizza/stores', { kind: 'unknown-tenant', tenant: 'pizza' }],
    ['/stores', { kind: 'not-found' }],
    ['/t/', { kind: 'not-found' }],
    ['/healthz', { kind: 'health' }],
  ])('%s', (path, expected) => {
    expect(standaloneRoute(path, TENANTS)).toEqual(expected);
  });
});

describe('prefixedLocation', () => {
  it.each([
    ['/__sandbox/pay?token=x&return=%2F', '/t/burger/__sandbox/pay?token=x&return=%2F'],
    ['/checkout?payment_token=x', '/checkout?payment_token=x'],
    ['https://example.com/', 'https://example.com/'],
  ])('%s', (location, expected) => {
    expect(prefixedLocation(location, 'burger')).toBe(expected);
  });
});
