import { describe, expect, it } from 'vitest';
import {
  cookieHeader,
  mergeSetCookies,
  readCookie,
  seal,
  sessionCookieHeader,
  sessionCookieHeaders,
  setSealingKeyForTests,
  unseal,
} from '../../src/api/session.server.ts';

setSealingKeyForTests('test-secret-test-secret-test-secret!');

describe('sealed session', () => {
  it('round-trips a jar for its tenant only', () => {
    const jar = { cookies: { __ac: 'a', ROUTE_ID: 'r' }, auth: 'Basic x' };
    const sealed = seal(jar, 'burger');
    expect(unseal(sealed, 'burger')).toEqual(jar);
    expect(unseal(sealed, 'sushi')).toEqual({ cookies: {} });
  });

  it.each([['garbage'], [''], [undefined], ['x'.repeat(9000)]])(
    'opens %j as an empty jar',
    (value) => {
      expect(unseal(value, 'burger')).toEqual({ cookies: {} });
    },
  );

  it('rejects a tampered value', () => {
    const sealed = seal({ cookies: { a: '1' } }, 'burger');
    const i = sealed.length - 2;
    const flipped = sealed.slice(0, i) + (sealed[i] === 'A' ? 'B' : 'A') + sealed.slice(i + 1);
    expect(unseal(flipped, 'burger')).toEqual({ cookies: {} });
  });

  it('deletes the cookie when the jar is empty', () => {
    expect(sessionCookieHeader({ cookies: {} }, 'burger', false)).toBe(
      'sf_session=; Max-Age=0; Path=/api/; HttpOnly; SameSite=Strict',
    );
  });

  it('sets the jar twice, sealed once: for the proxy, and for Order quote’s page alone', () => {
    const jar = { cookies: { __ac: 'a' }, auth: 'Basic x' };
    const [proxy, quote] = sessionCookieHeaders(jar, 'burger', true);
    expect(proxy).toMatch(
      /^sf_session=([\w-]+); Max-Age=2592000; Path=\/api\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(quote).toMatch(
      /^sf_quote=([\w-]+); Max-Age=2592000; Path=\/order-quote; HttpOnly; SameSite=Strict; Secure$/,
    );
    const value = readCookie(proxy, 'sf_session');
    expect(readCookie(quote, 'sf_quote')).toBe(value);
    expect(unseal(value, 'burger')).toEqual(jar);
    expect(sessionCookieHeaders({ cookies: {} }, 'burger', false)).toEqual([
      'sf_session=; Max-Age=0; Path=/api/; HttpOnly; SameSite=Strict',
      'sf_quote=; Max-Age=0; Path=/order-quote; HttpOnly; SameSite=Strict',
    ]);
  });
});

describe('mergeSetCookies', () => {
  it.each([
    ['adds', {}, ['__ac=1; Path=/; HttpOnly'], { __ac: '1' }],
    ['replaces', { __ac: '1' }, ['__ac=2'], { __ac: '2' }],
    ['deletes on Max-Age=0', { __ac: '1', b: '2' }, ['__ac=; Max-Age=0'], { b: '2' }],
    [
      'deletes on a past Expires',
      { __ac: '1' },
      ['__ac=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT'],
      {},
    ],
    ['ignores a nameless line', {}, ['=x', 'junk'], {}],
    ['ignores an invalid name', {}, ['a b=1'], {}],
  ])('%s', (_n, cookies, lines, expected) => {
    expect(mergeSetCookies({ cookies }, lines).cookies).toEqual(expected);
  });

  it('keeps the auth value', () => {
    expect(mergeSetCookies({ cookies: {}, auth: 'Basic z' }, ['a=1']).auth).toBe('Basic z');
  });
});

describe('cookie headers', () => {
  it('builds and reads them', () => {
    expect(cookieHeader({ cookies: { a: '1', b: '2' } })).toBe('a=1; b=2');
    expect(cookieHeader({ cookies: {} })).toBeUndefined();
    expect(readCookie('x=1; sf_session=abc; y=2', 'sf_session')).toBe('abc');
    expect(readCookie(null, 'sf_session')).toBeUndefined();
  });
});
