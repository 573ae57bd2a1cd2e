import { afterEach, describe, expect, it } from 'vitest';
import { handleProxy } from '../../src/api/proxy.server.ts';
import {
  readCookie,
  seal,
  SESSION_COOKIE,
  sessionCookieHeader,
  setSealingKeyForTests,
  unseal,
  type SessionJar,
} from '../../src/api/session.server.ts';

// Key rotation of the sealed session cookie (docs/architecture.md §6; README
// "STOREFRONT_SECRET_PREVIOUS").
const OLD = 'old-secret-old-secret-old-secret-0';
const NEW = 'new-secret-new-secret-new-secret-1';
const OTHER = 'other-secret-other-secret-other-2';
const JAR: SessionJar = { cookies: { __ac: 'a', ROUTE_ID: 'r' }, auth: 'Basic x' };
const EMPTY: SessionJar = { cookies: {} };

/** A value sealed with one secret only, as another deployment would have sealed it. */
function sealedWith(secret: string, jar: SessionJar = JAR): string {
  setSealingKeyForTests(secret);
  return seal(jar, 'burger');
}

afterEach(() => setSealingKeyForTests(NEW));

describe('opening a cookie during a rotation', () => {
  it.each([
    ['current only: sealed and opened with the current key', NEW, [NEW, []], JAR],
    ['a cookie of the previous key opens', OLD, [NEW, [OLD]], JAR],
    ['the current key still opens while a previous one is set', NEW, [NEW, [OLD]], JAR],
    ['a cookie of an unknown key is no session', OTHER, [NEW, [OLD]], EMPTY],
    ['a cookie of a dropped previous key is no session', OLD, [NEW, []], EMPTY],
    ['the new secret as previous opens cookies of the next deployment', NEW, [OLD, [NEW]], JAR],
  ] as const)('%s', (_name, sealer, [current, previous], expected) => {
    const value = sealedWith(sealer);
    setSealingKeyForTests(current, previous);
    expect(unseal(value, 'burger')).toEqual(expected);
  });

  it.each([
    ['not base64url', '%%%not-a-cookie%%%'],
    ['shorter than a nonce and a tag', 'AAAA'],
    ['a nonce and a tag with no body', 'A'.repeat(38)],
    ['truncated', () => sealedWith(OLD).slice(0, -4)],
    [
      'a sealed value with a character changed',
      () => sealedWith(OLD).replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    ],
    ['over 8 KB', 'A'.repeat(9000)],
  ])('a malformed cookie (%s) is no session, whichever key is tried', (_name, make) => {
    const value = typeof make === 'function' ? make() : make;
    setSealingKeyForTests(NEW, [OLD]);
    expect(unseal(value, 'burger')).toEqual(EMPTY);
  });

  it('opens a previous key’s cookie for its own tenant only', () => {
    const value = sealedWith(OLD);
    setSealingKeyForTests(NEW, [OLD]);
    expect(unseal(value, 'sushi')).toEqual(EMPTY);
  });
});

describe('sealing during a rotation', () => {
  it('re-seals a jar opened with the previous key with the current key only', () => {
    const value = sealedWith(OLD);
    setSealingKeyForTests(NEW, [OLD]);
    const header = sessionCookieHeader(unseal(value, 'burger'), 'burger', true);
    const resealed = readCookie(header, SESSION_COOKIE);
    setSealingKeyForTests(NEW);
    expect(unseal(resealed, 'burger')).toEqual(JAR);
    setSealingKeyForTests(OLD);
    expect(unseal(resealed, 'burger')).toEqual(EMPTY);
  });

  it('draws a fresh nonce for every seal, so equal jars never share one', () => {
    setSealingKeyForTests(NEW);
    const nonces = new Set(
      Array.from({ length: 50 }, () =>
        Buffer.from(seal(JAR, 'burger'), 'base64url').subarray(0, 12).toString('hex'),
      ),
    );
    expect(nonces.size).toBe(50);
  });

  it('the proxy answers a previous key’s session and sets its cookie again with the current key', async () => {
    const value = sealedWith(OLD);
    setSealingKeyForTests(NEW, [OLD]);
    const seen: Record<string, string>[] = [];
    const res = await handleProxy(
      new Request('http://burger.localhost:4321/api/proxy', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-storefront': '1',
          host: 'burger.localhost:4321',
          cookie: `${SESSION_COOKIE}=${value}`,
        },
        body: JSON.stringify({ method: 'GET', path: '/stores/12', payload: {} }),
      }),
      {
        tenant: { id: 'burger', apiBase: 'https://api.chain.example/v2/' },
        upstream: (_url, init) => {
          seen.push(init.headers);
          return Promise.resolve({
            status: 200,
            setCookies: ['session=S2; Path=/'],
            contentType: 'application/json',
            body: '{"ok":true}',
          });
        },
      },
    );
    expect(res.status).toBe(200);
    expect(seen[0]).toMatchObject({ authorization: 'Basic x', cookie: '__ac=a; ROUTE_ID=r' });
    const resealed = readCookie(res.headers.get('set-cookie'), SESSION_COOKIE);
    setSealingKeyForTests(NEW);
    expect(unseal(resealed, 'burger')).toEqual({
      cookies: { ...JAR.cookies, session: 'S2' },
      auth: 'Basic x',
    });
  });
});
