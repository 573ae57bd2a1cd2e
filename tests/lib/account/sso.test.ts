import { describe, expect, it } from 'vitest';
import { appleRedirectUri, enabledProviders, ssoPayload } from '../../../src/lib/account/sso.ts';

describe('ssoPayload (docs/product.md §7.2 "Single sign-on")', () => {
  it.each([
    [
      'apple',
      { accessToken: 't', firstName: 'Ann', lastName: 'Lee' },
      { access_token: 't', first_name: 'Ann', last_name: 'Lee' },
    ],
    ['apple', { accessToken: 't', firstName: 'Ann' }, { access_token: 't', first_name: 'Ann' }],
    ['apple', { accessToken: 't', lastName: ' Lee ' }, { access_token: 't', last_name: 'Lee' }],
    ['apple', { accessToken: 't', firstName: '', lastName: ' ' }, { access_token: 't' }],
    ['apple', { accessToken: 't' }, { access_token: 't' }],
    ['google', { accessToken: 't', firstName: 'Ann', lastName: 'Lee' }, { access_token: 't' }],
    ['okta', { accessToken: 't', firstName: 'Ann', lastName: 'Lee' }, { access_token: 't' }],
  ] as const)('%s %j → auth_info %j', (provider, result, authInfo) => {
    expect(ssoPayload(provider, result)).toEqual({ provider, auth_info: authInfo });
  });
});

describe('enabledProviders (docs/product.md §2.6, §7.8)', () => {
  const all = { apple: { enabled: true }, google: { enabled: true }, okta: { enabled: true } };
  it.each([
    [all, true, ['apple', 'google', 'okta']],
    [all, false, ['google', 'okta']],
    [{ okta: { enabled: true }, apple: { enabled: true } }, true, ['apple', 'okta']],
    [{ apple: { enabled: false }, google: { enabled: true } }, true, ['google']],
    [{ google: {} }, true, []],
    [{}, true, []],
    [undefined, true, []],
  ])('%j, apple script %s → %j', (sso, appleScriptPresent, providers) => {
    expect(enabledProviders(sso, { appleScriptPresent })).toEqual(providers);
  });
});

describe('appleRedirectUri (docs/product.md §7.8 "Single sign-on providers")', () => {
  const csv = 'https://a.example.com/auth/apple, https://b.example.com/auth/apple';
  it.each([
    ['matching origin', csv, 'https://b.example.com', 'https://b.example.com/auth/apple'],
    [
      'matching origin with trailing slash',
      csv,
      'https://b.example.com/',
      'https://b.example.com/auth/apple',
    ],
    ['no match → first', csv, 'https://c.example.com', 'https://a.example.com/auth/apple'],
    ['scheme differs → first', csv, 'http://b.example.com', 'https://a.example.com/auth/apple'],
    ['port differs → first', csv, 'https://b.example.com:8443', 'https://a.example.com/auth/apple'],
    [
      'single entry',
      'https://a.example.com/cb',
      'https://a.example.com',
      'https://a.example.com/cb',
    ],
    [
      'blank entries skipped',
      ' , https://a.example.com/cb ,',
      'https://z.example.com',
      'https://a.example.com/cb',
    ],
    [
      'unparseable entry skipped for matching',
      'nope, https://b.example.com/cb',
      'https://b.example.com',
      'https://b.example.com/cb',
    ],
    ['empty → current origin', '', 'https://b.example.com', 'https://b.example.com'],
    ['absent → current origin', undefined, 'https://b.example.com', 'https://b.example.com'],
  ])('%s', (_n, returnUrl, origin, uri) => expect(appleRedirectUri(returnUrl, origin)).toBe(uri));
});
