/** The browser side's pure OIDC functions (src/lib/sso/oidc.ts) and the sandbox issuer's rules, table by table. */
import { describe, expect, it } from 'vitest';
import {
  authorizationEndpoint,
  authorizeUrl,
  callbackUri,
  checkCallback,
  decodeJwtPayload,
  discoveryUrl,
  isCallbackMessage,
  parseFragment,
  randomValue,
  resolveIssuer,
} from '../../src/lib/sso/oidc.ts';
import {
  clientIdFor,
  isSandboxIssuer,
  issuerForHost,
  sandboxRedirectUriAllowed,
} from '../../src/sandbox/oidc/config.ts';
import { accountEmail, claimsForEmail } from '../../src/sandbox/oidc/accounts.ts';
import { isSandboxOidcPath } from '../../src/sandbox/oidc/mount.ts';

const ORIGIN = 'http://burger.localhost:4321';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64({ alg: 'RS256' })}.${b64(payload)}.c2ln`;

describe('resolveIssuer', () => {
  it.each([
    ['/__sandbox/oidc', ORIGIN, 'http://burger.localhost:4321/__sandbox/oidc'],
    ['/__sandbox/oidc/', 'http://127.0.0.1:4601', 'http://127.0.0.1:4601/__sandbox/oidc'],
    ['https://acme.okta.com/oauth2/default', ORIGIN, 'https://acme.okta.com/oauth2/default'],
    ['https://acme.okta.com/oauth2/default/', ORIGIN, 'https://acme.okta.com/oauth2/default'],
    ['https://acme.okta.com', ORIGIN, 'https://acme.okta.com'],
    [' https://acme.okta.com/ ', ORIGIN, 'https://acme.okta.com'],
    ['//evil.example/oidc', ORIGIN, undefined],
    ['javascript:alert(1)', ORIGIN, undefined],
    ['ftp://acme.example/', ORIGIN, undefined],
    ['acme.okta.com', ORIGIN, undefined],
    ['https://acme.okta.com/?x=1', ORIGIN, undefined],
    ['https://user:pw@acme.okta.com/', ORIGIN, undefined],
    ['', ORIGIN, undefined],
  ])('%j on %s → %s', (issuerUrl, origin, expected) => {
    expect(resolveIssuer(issuerUrl, origin)).toBe(expected);
  });
});

describe('discovery', () => {
  const issuer = 'http://burger.localhost:4321/__sandbox/oidc';
  it('appends the well-known path', () =>
    expect(discoveryUrl(issuer)).toBe(`${issuer}/.well-known/openid-configuration`));
  it.each([
    [{ issuer, authorization_endpoint: `${issuer}/auth` }, `${issuer}/auth`],
    [{ issuer: `${issuer}/`, authorization_endpoint: `${issuer}/auth` }, undefined],
    [
      { issuer: 'http://evil.example/__sandbox/oidc', authorization_endpoint: `${issuer}/auth` },
      undefined,
    ],
    [{ issuer, authorization_endpoint: 'javascript:alert(1)' }, undefined],
    [{ issuer, authorization_endpoint: '/auth' }, undefined],
    [{ issuer }, undefined],
    [null, undefined],
    ['text', undefined],
  ])('authorization endpoint of %j → %s', (doc, expected) => {
    expect(authorizationEndpoint(doc, issuer)).toBe(expected);
  });
});

describe('authorizeUrl', () => {
  it('asks for an id_token in the fragment, with scopes openid profile email, state and nonce', () => {
    const url = new URL(
      authorizeUrl({
        endpoint: 'https://acme.okta.com/oauth2/default/v1/authorize',
        clientId: 'abc',
        redirectUri: callbackUri(ORIGIN),
        state: 's1',
        nonce: 'n1',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://acme.okta.com/oauth2/default/v1/authorize',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'abc',
      response_type: 'id_token',
      response_mode: 'fragment',
      scope: 'openid profile email',
      redirect_uri: 'http://burger.localhost:4321/login/callback',
      state: 's1',
      nonce: 'n1',
    });
  });
  it('keeps the endpoint’s own query and overrides our parameters in it', () => {
    const url = new URL(
      authorizeUrl({
        endpoint: 'https://id.example/auth?tenant=7&scope=all',
        clientId: 'c',
        redirectUri: 'https://x/login/callback',
        state: 's',
        nonce: 'n',
      }),
    );
    expect(url.searchParams.get('tenant')).toBe('7');
    expect(url.searchParams.getAll('scope')).toEqual(['openid profile email']);
  });
  it('makes distinct 256-bit URL-safe random values', () => {
    const values = new Set(Array.from({ length: 50 }, () => randomValue()));
    expect(values.size).toBe(50);
    for (const v of values) expect(v).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('callback fragment', () => {
  it.each([
    ['#id_token=a.b.c&state=xyz', { id_token: 'a.b.c', state: 'xyz' }],
    ['id_token=a.b.c&state=xyz', { id_token: 'a.b.c', state: 'xyz' }],
    [
      '#error=access_denied&error_description=The%20user%20cancelled&state=s',
      { error: 'access_denied', error_description: 'The user cancelled', state: 's' },
    ],
    ['#state=s&foo=bar&session_state=1', { state: 's' }],
    ['', {}],
    ['#', {}],
  ])('parses %j', (hash, expected) => {
    expect(parseFragment(hash)).toEqual(expected);
  });

  it.each([
    [jwt({ nonce: 'n1', email: 'dana@example.com' }), { nonce: 'n1', email: 'dana@example.com' }],
    [jwt({ name: 'Zoë Ünal' }), { name: 'Zoë Ünal' }],
    [jwt([1, 2]), undefined],
    [jwt('text'), undefined],
    ['a.b', undefined],
    ['a.%%%.c', undefined],
    ['a.bm90IGpzb24.c', undefined],
    ['', undefined],
  ])('decodes the payload of %j', (token, expected) => {
    expect(decodeJwtPayload(token)).toEqual(expected);
  });

  const expected = { state: 's1', nonce: 'n1' };
  const good = jwt({ nonce: 'n1' });
  it.each([
    [`#id_token=${good}&state=s1`, { ok: true, idToken: good }],
    [`#id_token=${good}&state=s2`, { ok: false, code: 'state_mismatch' }],
    [`#id_token=${good}`, { ok: false, code: 'state_mismatch' }],
    [
      '#error=access_denied&error_description=The+user+cancelled&state=s1',
      {
        ok: false,
        code: 'provider_error',
        error: 'access_denied',
        description: 'The user cancelled',
      },
    ],
    [
      '#error=login_required&state=s1',
      { ok: false, code: 'provider_error', error: 'login_required' },
    ],
    ['#error=access_denied&state=other', { ok: false, code: 'state_mismatch' }],
    ['#state=s1', { ok: false, code: 'invalid_response' }],
    ['#id_token=garbage&state=s1', { ok: false, code: 'invalid_response' }],
    [`#id_token=${jwt({ nonce: 'n2' })}&state=s1`, { ok: false, code: 'nonce_mismatch' }],
    [`#id_token=${jwt({})}&state=s1`, { ok: false, code: 'nonce_mismatch' }],
  ])('checks %s', (hash, result) => {
    expect(checkCallback(hash, expected)).toEqual(result);
  });

  it.each([
    [{ type: 'storefront-sso', hash: '#a' }, true],
    [{ type: 'storefront-sso', hash: '' }, true],
    [{ type: 'storefront-sso' }, false],
    [{ type: 'other', hash: '#a' }, false],
    ['storefront-sso', false],
    [null, false],
  ])('callback message %j: %s', (data, ok) => expect(isCallbackMessage(data)).toBe(ok));
});

describe('sandbox issuer rules', () => {
  it('names each tenant’s client', () => expect(clientIdFor('burger')).toBe('storefront-burger'));

  it.each([
    ['burger.localhost:4321', 'http://burger.localhost:4321/__sandbox/oidc'],
    ['BURGER.localhost', 'http://burger.localhost/__sandbox/oidc'],
    ['127.0.0.1:4601', 'http://127.0.0.1:4601/__sandbox/oidc'],
    ['[::1]:4321', 'http://[::1]:4321/__sandbox/oidc'],
    ['evil.example/x', undefined],
    ['user@burger.localhost', undefined],
    ['burger.localhost:4321#', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('issuer for Host %j → %s', (host, issuer) => expect(issuerForHost(host)).toBe(issuer));

  it.each([
    ['http://burger.localhost:4321/__sandbox/oidc', true],
    ['https://order.harborburger.example/__sandbox/oidc', true],
    ['http://127.0.0.1:9/__sandbox/oidc', true],
    ['http://burger.localhost:4321/__sandbox/oidc/', false],
    ['http://burger.localhost:4321/__sandbox/oidc?x', false],
    ['http://burger.localhost:4321/other/__sandbox/oidc', false],
    ['https://acme.okta.com/oauth2/default', false],
    ['ftp://x/__sandbox/oidc', false],
    ['http://u:p@x/__sandbox/oidc', false],
    [42, false],
  ])('iss %j is a sandbox issuer: %s', (iss, ok) => expect(isSandboxIssuer(iss)).toBe(ok));

  it.each([
    ['http://burger.localhost:4321/login/callback', true],
    ['http://burger.localhost:5173/login/callback', true],
    ['http://burger.localhost/login/callback', true],
    ['http://localhost:4601/login/callback', true],
    ['http://127.0.0.1:4601/login/callback', true],
    ['http://[::1]:4601/login/callback', true],
    ['https://order.harborburger.example/login/callback', true],
    ['http://sushi.localhost:4321/login/callback', false],
    ['http://evil.example/login/callback', false],
    ['http://burger.localhost.evil.example/login/callback', false],
    ['http://burger.localhost:4321/login/callback?x=1', false],
    ['http://burger.localhost:4321/login/callback#', false],
    ['http://burger.localhost:4321/login/other', false],
    ['http://user@burger.localhost:4321/login/callback', false],
    ['javascript://burger.localhost/login/callback', false],
  ])('redirect_uri %s for burger: %s', (uri, ok) => {
    expect(sandboxRedirectUriAllowed(uri, 'burger', 'order.harborburger.example')).toBe(ok);
  });

  it.each([
    ['dana.demo@example.com', { given_name: 'Dana', family_name: 'Demo', name: 'Dana Demo' }],
    ['okta.user@example.com', { given_name: 'Okta', family_name: 'User', name: 'Okta User' }],
    [
      'mary-jane_van.dyke+test@example.com',
      { given_name: 'Mary', family_name: 'Jane Van Dyke', name: 'Mary Jane Van Dyke' },
    ],
    ['alex@example.com', { given_name: 'Alex', name: 'Alex' }],
  ])('claims for %s', (email, names) => {
    expect(claimsForEmail(email)).toEqual({ sub: email, email, email_verified: true, ...names });
  });

  it.each([
    [' Dana@Example.COM ', 'dana@example.com'],
    ['dana', undefined],
    ['dana@example', undefined],
    ['da na@example.com', undefined],
    [`${'a'.repeat(250)}@example.com`, undefined],
  ])('account e-mail %j → %s', (value, email) => expect(accountEmail(value)).toBe(email));

  it.each([
    ['/__sandbox/oidc', true],
    ['/__sandbox/oidc/auth', true],
    ['/__sandbox/oidcx', false],
    ['/__sandbox/reset', false],
  ])('%s is the issuer’s: %s', (path, ok) => expect(isSandboxOidcPath(path)).toBe(ok));
});
