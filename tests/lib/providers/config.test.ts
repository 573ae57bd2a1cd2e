/**
 * Which provider a tenant's pages use (docs/architecture.md §6), and reading it back in the
 * browser.
 */
import { describe, expect, it } from 'vitest';
import {
  decodeProviders,
  NO_PROVIDERS,
  resolveProviders,
  type Providers,
} from '../../../src/lib/providers/config.ts';

const real = { name: 'Chain', api_base: 'https://api.chain.example' };
const sandbox = { name: 'Chain', api_base: 'sandbox' };

describe('resolveProviders', () => {
  it('a sandbox tenant without providers uses the sandbox for each', () => {
    expect(resolveProviders(sandbox)).toEqual({
      address: { kind: 'sandbox' },
      payment_page: { kind: 'sandbox' },
      wallet: {
        sandbox: true,
        enabled: ['apple_pay', 'google_pay'],
        merchant_id: null,
        platform_merchant_id: null,
        display_name: 'Chain',
      },
    });
  });

  it("a chain's own API without providers offers none of them", () => {
    expect(resolveProviders(real)).toEqual(NO_PROVIDERS);
  });

  it('configured providers are used as configured, whatever the API', () => {
    const providers = {
      address: { kind: 'places' as const, base_url: 'https://maps.example/place' },
      payment_page: { kind: 'hosted' as const, base_url: 'https://pay.example/start' },
      wallet: { enabled: ['google_pay'] as ['google_pay'], merchant_id: 'BCR2' },
    };
    for (const tenant of [real, sandbox])
      expect(
        resolveProviders({ ...tenant, providers, integrations: { maps_api_key: 'AIza1' } }),
      ).toEqual({
        address: { kind: 'places', base_url: 'https://maps.example/place', public_key: 'AIza1' },
        payment_page: { kind: 'hosted', base_url: 'https://pay.example/start' },
        wallet: {
          sandbox: false,
          enabled: ['google_pay'],
          merchant_id: 'BCR2',
          platform_merchant_id: null,
          display_name: 'Chain',
        },
      });
  });

  it('a provider without its key is not offered rather than called without one', () => {
    expect(
      resolveProviders({
        ...real,
        providers: { address: { kind: 'radar', base_url: 'https://r.example' } },
      }).address,
    ).toBeNull();
  });
});

describe('decodeProviders', () => {
  const full: Providers = resolveProviders({
    ...real,
    providers: {
      address: { kind: 'radar', base_url: 'https://api.radar.io', public_key: 'prj_live_pk_1' },
      payment_page: { kind: 'hosted', base_url: 'https://pay.example' },
      wallet: { enabled: ['apple_pay'], platform_merchant_id: 'merchant.x', display_name: 'X' },
    },
  });

  it('reads back what the shell rendered', () => {
    expect(decodeProviders(JSON.stringify(full))).toEqual(full);
  });

  it.each([
    ['no tag', null],
    ['not JSON', '{'],
    ['a list', '[]'],
    ['null', 'null'],
  ])('%s: nothing is offered', (_name, json) => {
    expect(decodeProviders(json)).toEqual(NO_PROVIDERS);
  });
});
