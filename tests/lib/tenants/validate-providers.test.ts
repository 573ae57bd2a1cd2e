/**
 * The tenant file's providers (docs/architecture.md §6): what the schema and the validator refuse
 * and accept. A storefront on a chain's own API never points at the sandbox's stand-ins.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateTenant } from '../../../src/lib/tenants/validate.ts';
import { isSandboxPath } from '../../../src/lib/tenants/validate-providers.ts';

const minimal = JSON.parse(
  readFileSync(new URL('../../fixtures/tenants/minimal.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const REAL = minimal; // api_base https://api.minimal.example/v1
const SANDBOX = { ...minimal, api_base: 'sandbox' };

const issues = (doc: Record<string, unknown>, providers: unknown) =>
  validateTenant({ ...doc, providers }).issues.map((i) => `${i.path}: ${i.message}; ${i.hint}`);

const RADAR = { kind: 'radar', base_url: 'https://api.radar.io', public_key: 'prj_live_pk_abc123' };

describe('providers: accepted', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    ['none at all', REAL, {}],
    ['the second address provider on a real API', REAL, { address: RADAR }],
    [
      'the maps service with its key under integrations',
      { ...REAL, integrations: { maps_api_key: 'AIzaSyExample' } },
      { address: { kind: 'places', base_url: 'https://maps.googleapis.com/maps/api/place' } },
    ],
    [
      'a hosted card page',
      REAL,
      { payment_page: { kind: 'hosted', base_url: 'https://pay.example/start' } },
    ],
    [
      'wallets with their merchant ids',
      REAL,
      {
        wallet: {
          enabled: ['google_pay', 'apple_pay'],
          merchant_id: 'BCR2DN4T1234',
          platform_merchant_id: 'merchant.com.example',
          display_name: 'Example',
        },
      },
    ],
    [
      'the sandbox kinds on a sandbox tenant',
      SANDBOX,
      { address: { kind: 'sandbox' }, payment_page: { kind: 'sandbox' } },
    ],
    [
      'a stand-in through the sandbox origin (taco)',
      SANDBOX,
      {
        address: { kind: 'radar', base_url: '/__sandbox/geo/radar', public_key: 'prj_test_pk_1' },
        payment_page: { kind: 'hosted', base_url: '/__sandbox/pay/new' },
        wallet: { enabled: ['apple_pay'] },
      },
    ],
    [
      'the sandbox for local development against a local API',
      { ...REAL, api_base: 'http://127.0.0.1:8080', environment: 'development' },
      { address: { kind: 'sandbox' } },
    ],
  ])('%s', (_name, doc, providers) => {
    expect(issues(doc, providers)).toEqual([]);
  });
});

describe('providers: refused, in plain words', () => {
  it.each<[string, Record<string, unknown>, unknown, string]>([
    [
      'the sandbox kind on a real API',
      REAL,
      { address: { kind: 'sandbox' } },
      "providers.address.kind: 'sandbox' points at the sandbox, which a chain's own API does not serve;",
    ],
    [
      'a stand-in path on a real API',
      REAL,
      { payment_page: { kind: 'hosted', base_url: '/__sandbox/pay/new' } },
      "providers.payment_page.base_url: '/__sandbox/pay/new' points at the sandbox",
    ],
    [
      'plain http',
      REAL,
      { address: { ...RADAR, base_url: 'http://api.radar.io' } },
      "providers.address.base_url: 'http://api.radar.io' is not an https URL or a site path",
    ],
    [
      'a script URL',
      REAL,
      { payment_page: { kind: 'hosted', base_url: 'javascript:alert(1)' } },
      "providers.payment_page.base_url: 'javascript:alert(1)' is not an https URL or a site path",
    ],
    [
      'an unknown kind',
      REAL,
      { address: { ...RADAR, kind: 'mapbox' } },
      "providers.address.kind: 'mapbox' is not allowed; use one of: 'sandbox', 'radar', 'places'",
    ],
    [
      'an unknown field',
      REAL,
      { address: { ...RADAR, secret_key: 'sk' } },
      'providers.address.secret_key: is not a known field',
    ],
    ['an unknown provider', REAL, { maps: {} }, 'providers.maps: is not a known field'],
    [
      'a radar provider without its URL',
      REAL,
      { address: { kind: 'radar', public_key: 'prj_live_pk_1' } },
      'providers.address.base_url: is missing: a radar provider needs the URL it is reached at',
    ],
    [
      'a places provider without a key anywhere',
      REAL,
      { address: { kind: 'places', base_url: 'https://maps.example' } },
      "providers.address.public_key: is missing: a places provider needs its publishable key; add the provider's browser key here (or as integrations.maps_api_key)",
    ],
    [
      'a key with blanks',
      REAL,
      { address: { ...RADAR, public_key: 'prj live' } },
      "providers.address.public_key: 'prj live' does not have the expected form",
    ],
    [
      'a hosted page without its URL',
      REAL,
      { payment_page: { kind: 'hosted' } },
      'providers.payment_page.base_url: is missing',
    ],
    [
      'a base URL for the sandbox kind',
      SANDBOX,
      { address: { kind: 'sandbox', base_url: 'https://api.radar.io' } },
      "providers.address.base_url: 'https://api.radar.io' is not used by the sandbox's stand-in",
    ],
    [
      'google_pay without a merchant id on a real API',
      REAL,
      { wallet: { enabled: ['google_pay'] } },
      'providers.wallet.merchant_id: is missing: google_pay needs the merchant id it pays to',
    ],
    [
      'apple_pay without a merchant identifier on a real API',
      REAL,
      { wallet: { enabled: ['apple_pay'] } },
      'providers.wallet.platform_merchant_id: is missing',
    ],
    [
      'an unknown wallet',
      REAL,
      { wallet: { enabled: ['paypal'] } },
      "providers.wallet.enabled[0]: 'paypal' is not allowed; use one of: 'google_pay', 'apple_pay'",
    ],
    [
      'a card page URL with its own query (the storefront adds ?return=…)',
      REAL,
      { payment_page: { kind: 'hosted', base_url: 'https://pay.example/start?m=1' } },
      "providers.payment_page.base_url: 'https://pay.example/start?m=1' does not have the expected form",
    ],
    [
      'an overlong URL',
      REAL,
      { payment_page: { kind: 'hosted', base_url: `https://pay.example/${'a'.repeat(500)}` } },
      'providers.payment_page.base_url: ',
    ],
  ])('%s', (_name, doc, providers, expected) => {
    expect(issues(doc, providers).join('\n')).toContain(expected);
  });
});

describe('isSandboxPath', () => {
  it.each([
    ['/__sandbox/geo/radar', true],
    ['/__sandbox', true],
    ['/__SANDBOX/pay/new', true],
    ['/__sandboxes/x', false],
    ['/geo/radar', false],
    ['https://x.example/__sandbox/geo', false],
  ])('%s → %s', (path, expected) => {
    expect(isSandboxPath(path)).toBe(expected);
  });
});
