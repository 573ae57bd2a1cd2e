// docs/product.md §1, §7.8 (apple and google sign-in scripts) and §9 (SSO widgets start 500 ms
// after the screen appears).
import { describe, expect, it } from 'vitest';
import { scriptProviders, ssoScriptUrl, SSO_WIDGET_DELAY_MS } from '../../src/lib/sso/scripts.ts';

describe('scriptProviders', () => {
  it.each([
    [undefined, []],
    [{ apple: { enabled: true, client_id: 'a' } }, ['apple']],
    [{ apple: { enabled: true } }, []],
    [
      { google: { enabled: true, client_id: 'g' }, apple: { enabled: false, client_id: 'a' } },
      ['google'],
    ],
    [
      { apple: { enabled: true, client_id: 'a' }, google: { enabled: true, client_id: 'g' } },
      ['apple', 'google'],
    ],
  ])('%j → %j', (sso, expected) => {
    expect(scriptProviders(sso)).toEqual(expected);
  });
});

describe('ssoScriptUrl', () => {
  it.each([
    ['apple', true, '/__sandbox/sso/apple.js'],
    ['google', true, '/__sandbox/sso/google.js'],
    [
      'apple',
      false,
      'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
    ],
    ['google', false, 'https://accounts.google.com/gsi/client'],
  ] as const)('%s, sandbox %s', (provider, sandbox, url) => {
    expect(ssoScriptUrl(provider, sandbox)).toBe(url);
  });

  it('starts the widgets 500 ms after the screen appears', () => {
    expect(SSO_WIDGET_DELAY_MS).toBe(500);
  });
});
