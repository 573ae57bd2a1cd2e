/**
 * The outside origins each screen declares for its tenant's providers (docs/architecture.md §6).
 */
import { describe, expect, it } from 'vitest';
import { resolveProviders } from '../../../src/lib/providers/config.ts';
import { httpsOrigin, providerSources } from '../../../src/lib/providers/csp.ts';
import type { ScreenKey } from '../../../src/lib/routes.ts';

const configured = resolveProviders({
  name: 'Chain',
  api_base: 'https://api.chain.example',
  providers: {
    address: { kind: 'radar', base_url: 'https://api.radar.io/', public_key: 'prj_live_pk_1' },
    payment_page: { kind: 'hosted', base_url: 'https://pay.example/start?m=1' },
    wallet: { enabled: ['google_pay', 'apple_pay'], merchant_id: 'm', platform_merchant_id: 'p' },
  },
});

describe('providerSources', () => {
  it.each<[ScreenKey, Record<string, string[]>]>([
    ['home', { 'connect-src': ['https://api.radar.io'] }],
    ['menu', { 'connect-src': ['https://api.radar.io'] }],
    [
      'checkout',
      {
        'connect-src': [
          'https://api.radar.io',
          'https://google.com',
          'https://pay.google.com',
          'https://apple.com',
        ],
        'frame-src': ['https://pay.example', 'https://pay.google.com'],
        'form-action': ['https://pay.example'],
      },
    ],
    [
      'account-manage-cards',
      {
        'connect-src': ['https://api.radar.io'],
        'frame-src': ['https://pay.example'],
        'form-action': ['https://pay.example'],
      },
    ],
    ['confirmation', {}],
  ])('%s', (screen, expected) => {
    expect(providerSources(configured, screen)).toEqual(expected);
  });

  it('declares nothing for the sandbox or for providers on our own origin', () => {
    const sandbox = resolveProviders({ name: 'C', api_base: 'sandbox' });
    const ownOrigin = resolveProviders({
      name: 'C',
      api_base: 'sandbox',
      providers: {
        address: { kind: 'radar', base_url: '/__sandbox/geo/radar', public_key: 'k' },
        payment_page: { kind: 'hosted', base_url: '/__sandbox/pay/new' },
      },
    });
    for (const providers of [sandbox, ownOrigin])
      for (const screen of ['home', 'checkout', 'account-manage-cards'] as const)
        expect(providerSources(providers, screen)).toEqual({});
  });
});

describe('httpsOrigin', () => {
  it.each([
    ['https://api.radar.io/v1/search', 'https://api.radar.io'],
    ['https://Pay.Example:8443/x?y', 'https://pay.example:8443'],
    ['/__sandbox/pay/new', null],
    ['http://api.radar.io', null],
  ])('%s → %s', (url, expected) => {
    expect(httpsOrigin(url)).toBe(expected);
  });
});
