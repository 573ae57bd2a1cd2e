/**
 * The sandbox's OIDC issuer end to end: real id_tokens minted over loopback HTTP, then exchanged
 * through the sandbox's single sign-on call, and the tokens it must refuse.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import {
  decodeProtectedHeader,
  decodeJwt,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWTPayload,
} from 'jose';
import { Client, resetAt } from '../sandbox/helpers.ts';
import { checkCallback } from '../../src/lib/sso/oidc.ts';
import { sandboxOidcKeys } from '../../src/sandbox/oidc/keys.ts';
import { verifySandboxIdToken } from '../../src/sandbox/oidc/verify.ts';
import { Browser, signIn, startIssuer, type Issuer } from './issuer.ts';

let issuer: Issuer;
const SSO_FAILED = { error: 'Single sign-on failed', code: 'sso_failed' };

beforeAll(async () => {
  issuer = await startIssuer();
  await resetAt('burger', null);
  await resetAt('sushi', null);
});
afterAll(() => issuer.close());
afterEach(() => {
  vi.useRealTimers();
});

const exchange = (tenant: string, token: string, provider: 'okta' | 'google' | 'apple' = 'okta') =>
  new Client(tenant).call('ssoLogin', {}, { provider, auth_info: { access_token: token } });

/** Signs with the issuer's own key, for claims the issuer would never put in a token. */
async function signWithIssuerKey(
  claims: JWTPayload,
  header: Record<string, string> = {},
): Promise<string> {
  const { privateJwk } = sandboxOidcKeys();
  const key = await importJWK(privateJwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'eve@example.com', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid!, ...header })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .setSubject('eve@example.com')
    .sign(key);
}

describe('the issuer', () => {
  it('publishes discovery for the Host it is reached on, with the implicit id_token flow', async () => {
    const b = new Browser(issuer.port, 'burger.localhost');
    const res = await b.request('GET', '/__sandbox/oidc/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    const doc = JSON.parse(res.body);
    expect(doc.issuer).toBe(`http://burger.localhost:${issuer.port}/__sandbox/oidc`);
    expect(doc.authorization_endpoint).toBe(
      `http://burger.localhost:${issuer.port}/__sandbox/oidc/auth`,
    );
    expect(doc.jwks_uri).toBe(`http://burger.localhost:${issuer.port}/__sandbox/oidc/jwks`);
    expect(doc.response_types_supported).toEqual(['id_token']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(doc.claims_supported).toEqual(
      expect.arrayContaining(['email', 'given_name', 'family_name']),
    );
    const jwks = JSON.parse((await b.request('GET', '/__sandbox/oidc/jwks')).body);
    expect(jwks.keys).toEqual([
      expect.objectContaining({
        kty: 'RSA',
        alg: 'RS256',
        use: 'sig',
        kid: sandboxOidcKeys().privateJwk.kid,
      }),
    ]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('shows an accessible one-field sign-in page and signs in any e-mail address', async () => {
    const r = await signIn(issuer.port, {
      email: ' Dana.Demo@Example.com ',
      state: 'st-1',
      nonce: 'nonce-abc',
    });
    expect(r.page.status).toBe(200);
    expect(r.page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(r.page.body).toMatch(/<label for="email">Email<\/label>/);
    expect(r.page.body).toMatch(
      /<input id="email" name="email" type="email" autocomplete="email" required/,
    );
    expect(r.page.body).toMatch(/Cancel<\/a>/);
    expect(r.callback.startsWith(`http://burger.localhost:${issuer.port}/login/callback#`)).toBe(
      true,
    );
    expect(r.params.state).toBe('st-1');
    expect(checkCallback(new URL(r.callback).hash, { state: 'st-1', nonce: 'nonce-abc' })).toEqual({
      ok: true,
      idToken: r.idToken,
    });
    expect(decodeProtectedHeader(r.idToken!)).toMatchObject({
      alg: 'RS256',
      kid: sandboxOidcKeys().privateJwk.kid,
    });
    expect(decodeJwt(r.idToken!)).toMatchObject({
      iss: `http://burger.localhost:${issuer.port}/__sandbox/oidc`,
      aud: 'storefront-burger',
      sub: 'dana.demo@example.com',
      email: 'dana.demo@example.com',
      email_verified: true,
      given_name: 'Dana',
      family_name: 'Demo',
      nonce: 'nonce-abc',
    });
  });

  it('re-shows the form for an address that is not one, and asks again on the next sign-in', async () => {
    const b = new Browser(issuer.port, 'burger.localhost');
    const first = await signIn(issuer.port, {}, b);
    expect(first.idToken).toBeDefined();
    // Same browser, issuer session cookie and all: the sign-in page comes back.
    const authorize = await b.request(
      'GET',
      `/__sandbox/oidc/auth?${new URLSearchParams({ client_id: 'storefront-burger', response_type: 'id_token', scope: 'openid profile email', redirect_uri: `${b.origin}/login/callback`, state: 's', nonce: 'n' })}`,
    );
    expect(authorize.location).toMatch(/\/__sandbox\/oidc\/interaction\/[\w-]+$/);
    const page = await b.request('GET', authorize.location!);
    expect(page.body).toContain('value="dana.demo@example.com"');
    const bad = await b.request('POST', authorize.location!, { email: 'not an email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('aria-invalid="true"');
    expect(bad.body).toContain('Please enter a valid email address');
  });

  it('works on any port of <tenant>.localhost and on loopback names', async () => {
    const r = await signIn(issuer.port, {
      redirectUri: 'http://burger.localhost:5999/login/callback',
    });
    expect(r.callback.startsWith('http://burger.localhost:5999/login/callback#id_token=')).toBe(
      true,
    );
    const local = await signIn(issuer.port, {}, new Browser(issuer.port, '127.0.0.1'));
    expect(decodeJwt(local.idToken!).iss).toBe(`http://127.0.0.1:${issuer.port}/__sandbox/oidc`);
  });

  it('refuses foreign redirect URIs and unknown clients without redirecting', async () => {
    for (const opts of [
      { redirectUri: 'http://evil.example/login/callback' },
      { redirectUri: 'http://sushi.localhost:4321/login/callback' },
      { clientId: 'storefront-sushi' },
      { clientId: 'someone-else' },
    ]) {
      const r = await signIn(issuer.port, opts);
      expect(r.authorize.status, JSON.stringify(opts)).toBe(400);
      expect(r.authorize.location).toBeUndefined();
      expect(r.authorize.body).toContain('Sign-in failed');
    }
  });

  it('answers a stale sign-in page, or a Host that is not one, with a plain refusal', async () => {
    const stale = await new Browser(issuer.port, 'burger.localhost').request(
      'GET',
      '/__sandbox/oidc/interaction/abc123',
    );
    expect([stale.status, stale.body.includes('Sign-in expired')]).toEqual([400, true]);
    const odd = await new Promise<number>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: issuer.port,
            path: '/__sandbox/oidc/.well-known/openid-configuration',
            headers: { host: 'burger.localhost/evil' },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
        .on('error', reject);
    });
    expect(odd).toBe(400);
  });

  it('reports a cancelled sign-in to the callback as access_denied', async () => {
    const r = await signIn(issuer.port, { cancel: true, state: 'st-2' });
    expect(r.params).toMatchObject({ error: 'access_denied', state: 'st-2' });
    expect(r.idToken).toBeUndefined();
  });
});

describe('the single sign-on exchange (provider okta)', () => {
  it('signs in a new customer with the names from the token, then the same customer again', async () => {
    const r = await signIn(issuer.port, { email: 'new.okta@example.com' });
    const client = new Client('burger');
    const s = await client.call(
      'ssoLogin',
      {},
      { provider: 'okta', auth_info: { access_token: r.idToken! } },
    );
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({
      email: 'new.okta@example.com',
      customer_id: expect.any(Number),
      auth_cookie: expect.any(String),
    });
    const me = (await client.call('me')).body.customer;
    expect(me).toMatchObject({
      email: 'new.okta@example.com',
      first_name: 'New',
      last_name: 'Okta',
      is_verified: true,
    });

    const again = await exchange(
      'burger',
      (await signIn(issuer.port, { email: 'new.okta@example.com' })).idToken!,
    );
    expect(again.body.customer_id).toBe(s.body.customer_id);
  });

  it('signs in an existing customer by e-mail', async () => {
    const r = await signIn(issuer.port, { email: 'demo@example.com' });
    const client = new Client('burger');
    expect(
      (
        await client.call(
          'ssoLogin',
          {},
          { provider: 'okta', auth_info: { access_token: r.idToken! } },
        )
      ).status,
    ).toBe(200);
    expect((await client.call('me')).body.customer).toMatchObject({
      email: 'demo@example.com',
      is_phone_verified: true,
    });
  });

  it('accepts a token only once (its nonce)', async () => {
    const { idToken } = await signIn(issuer.port);
    expect((await exchange('burger', idToken!)).status).toBe(200);
    const replay = await exchange('burger', idToken!);
    expect([replay.status, replay.body]).toEqual([401, SSO_FAILED]);
  });

  it('refuses a token for another tenant’s client (audience)', async () => {
    const { idToken } = await signIn(issuer.port, { tenant: 'sushi' });
    expect(decodeJwt(idToken!).aud).toBe('storefront-sushi');
    const r = await exchange('burger', idToken!);
    expect([r.status, r.body]).toEqual([401, SSO_FAILED]);
    expect((await exchange('sushi', idToken!)).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { idToken } = await signIn(issuer.port);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    const r = await exchange('burger', idToken!);
    expect([r.status, r.body]).toEqual([401, SSO_FAILED]);
  });

  it('refuses a token signed with another key, even under the issuer’s key id', async () => {
    const { idToken } = await signIn(issuer.port);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(idToken!))
      .setProtectedHeader(decodeProtectedHeader(idToken!) as { alg: string })
      .sign(privateKey);
    const r = await exchange('burger', forged);
    expect([r.status, r.body]).toEqual([401, SSO_FAILED]);
    // The genuine token was not used up by the forgery.
    expect((await exchange('burger', idToken!)).status).toBe(200);
  });

  it('refuses an altered or unsigned token', async () => {
    const { idToken } = await signIn(issuer.port);
    const [header, , signature] = idToken!.split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...decodeJwt(idToken!), email: 'manager@example.com' }),
    ).toString('base64url');
    expect((await exchange('burger', `${header}.${payload}.${signature}`)).body).toEqual(
      SSO_FAILED,
    );
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await exchange('burger', none)).body).toEqual(SSO_FAILED);
  });

  it('refuses the sandbox shortcut for okta, and keeps it for apple and google', async () => {
    expect((await exchange('burger', 'sandbox:demo@example.com')).body).toEqual(SSO_FAILED);
    expect((await exchange('burger', 'sandbox:google.user@example.com', 'google')).body.email).toBe(
      'google.user@example.com',
    );
    expect((await exchange('burger', 'sandbox:apple.user@example.com', 'apple')).body.email).toBe(
      'apple.user@example.com',
    );
  });
});

describe('verifySandboxIdToken', () => {
  const aud = 'storefront-burger';
  const issuerUrl = 'http://burger.localhost:4321/__sandbox/oidc';

  it('reads the identity from a good token', async () => {
    const token = await signWithIssuerKey({
      iss: issuerUrl,
      aud,
      given_name: 'Eve',
      family_name: 'Example',
      nonce: 'v-1',
    });
    expect(await verifySandboxIdToken(token, aud)).toEqual({
      email: 'eve@example.com',
      givenName: 'Eve',
      familyName: 'Example',
    });
  });

  it.each([
    ['another issuer', { iss: 'https://acme.okta.com/oauth2/default', aud }],
    ['an issuer path with more after it', { iss: `${issuerUrl}/x`, aud }],
    ['no issuer', { aud }],
    ['another audience', { iss: issuerUrl, aud: 'storefront-sushi' }],
    ['several audiences without azp', { iss: issuerUrl, aud: [aud, 'other'] }],
    ['an azp for another client', { iss: issuerUrl, aud, azp: 'other' }],
    ['no e-mail', { iss: issuerUrl, aud, email: undefined }],
    ['an empty nonce', { iss: issuerUrl, aud, nonce: '' }],
    ['a nonce that is not text', { iss: issuerUrl, aud, nonce: 7 }],
  ])('refuses a token with %s', async (_what, claims) => {
    expect(await verifySandboxIdToken(await signWithIssuerKey(claims), aud)).toBeUndefined();
  });

  it('accepts several audiences when azp names the client', async () => {
    const token = await signWithIssuerKey({ iss: issuerUrl, aud: [aud, 'other'], azp: aud });
    expect(await verifySandboxIdToken(token, aud)).toEqual({ email: 'eve@example.com' });
  });

  it('goes by real time within 30 s of leeway', async () => {
    const token = await signWithIssuerKey({ iss: issuerUrl, aud });
    const exp = decodeJwt(token).exp! * 1000;
    expect(await verifySandboxIdToken(token, aud, exp + 29_000)).toBeDefined();
    expect(await verifySandboxIdToken(token, aud, exp + 31_000)).toBeUndefined();
  });
});
