/**
 * What answers a request to the production server (docs/architecture.md §4 "Serving"): the tenant
 * comes from the Host header only, an unknown host never gets another tenant's page, endpoints get
 * their /t/<tenant>/ path, Home and Menu are rendered on demand with the shell as fallback, and so
 * is Order quote, for one guest at a time.
 */
import { describe, expect, it } from 'vitest';
import { route, IMMUTABLE, type Route } from '../../src/server/route.ts';

const hosts = new Map([
  ['burger.localhost', 'burger'],
  ['localhost', 'burger'],
  ['sushi.localhost', 'sushi'],
]);
const FILES = new Set(['/t/burger/logo.svg', '/t/sushi/logo.svg']);
const ctx = { hosts, exists: (f: string) => FILES.has(f), sandboxOidc: true };

const B = '/t/burger';
const CASES: [string, string, string, Route][] = [
  [
    'GET',
    'burger.localhost',
    '/order-quote?order=42',
    {
      kind: 'quote',
      tenantId: 'burger',
      url: `${B}/quote-live?order=42`,
      shell: `${B}/order-quote/index.html`,
    },
  ],
  [
    'GET',
    'burger.localhost',
    '/',
    { kind: 'live', tenantId: 'burger', url: `${B}/home-live`, shell: `${B}/index.html` },
  ],
  [
    'HEAD',
    'burger.localhost:4321',
    '/?lang=de',
    { kind: 'live', tenantId: 'burger', url: `${B}/home-live?lang=de`, shell: `${B}/index.html` },
  ],
  [
    'GET',
    'sushi.localhost',
    '/101/downtown',
    {
      kind: 'live',
      tenantId: 'sushi',
      url: '/t/sushi/menu-live/101',
      shell: '/t/sushi/_menu/index.html',
    },
  ],
  [
    'GET',
    'burger.localhost',
    '/101/checkout',
    { kind: 'file', file: `${B}/_checkout/index.html`, status: 200, cacheControl: 'no-cache' },
  ],
  [
    'GET',
    'burger.localhost',
    '/no/such/screen',
    { kind: 'file', file: `${B}/_not-found/index.html`, status: 404, cacheControl: 'no-cache' },
  ],
  [
    'GET',
    'burger.localhost',
    '/missing.png',
    { kind: 'file', file: `${B}/_not-found/index.html`, status: 404, cacheControl: 'no-cache' },
  ],
  [
    'GET',
    'burger.localhost',
    '/logo.svg',
    { kind: 'file', file: `${B}/logo.svg`, status: 200, cacheControl: 'public, max-age=3600' },
  ],
  [
    'GET',
    'burger.localhost',
    '/_astro/app.abc.js',
    { kind: 'file', file: '/_astro/app.abc.js', status: 200, cacheControl: IMMUTABLE },
  ],
  [
    'GET',
    'burger.localhost',
    '/..%2fsushi%2flogo.svg',
    { kind: 'file', file: `${B}/_not-found/index.html`, status: 404, cacheControl: 'no-cache' },
  ],
  [
    'GET',
    'burger.localhost',
    '/t/sushi/logo.svg',
    { kind: 'file', file: `${B}/_not-found/index.html`, status: 404, cacheControl: 'no-cache' },
  ],
  ['POST', 'burger.localhost', '/api/proxy', { kind: 'proxy', tenantId: 'burger' }],
  [
    'POST',
    'burger.localhost',
    '/api/admin-link?x=1',
    {
      kind: 'endpoint',
      tenantId: 'burger',
      url: `${B}/api/admin-link?x=1`,
      notFound: `${B}/_not-found/index.html`,
    },
  ],
  [
    'GET',
    'sushi.localhost',
    '/__sandbox/fixture?x=1',
    {
      kind: 'endpoint',
      tenantId: 'sushi',
      url: '/t/sushi/__sandbox/fixture?x=1',
      notFound: '/t/sushi/_not-found/index.html',
    },
  ],
  [
    'GET',
    'burger.localhost',
    '/__sandbox/oidc/.well-known/openid-configuration',
    { kind: 'sandbox-oidc', tenantId: 'burger' },
  ],
  ['POST', 'burger.localhost', '/', { kind: 'method-not-allowed' }],
  ['DELETE', 'burger.localhost', '/logo.svg', { kind: 'method-not-allowed' }],
  [
    'GET',
    'localhost',
    '/',
    { kind: 'live', tenantId: 'burger', url: `${B}/home-live`, shell: `${B}/index.html` },
  ],
  ['GET', 'evil.example', '/', { kind: 'unknown-host', file: '/unknown-host/index.html' }],
  [
    'POST',
    'evil.example',
    '/api/proxy',
    { kind: 'unknown-host', file: '/unknown-host/index.html' },
  ],
  ['GET', '', '/', { kind: 'unknown-host', file: '/unknown-host/index.html' }],
  ['GET', 'burger.localhost', 'http://[bad', { kind: 'bad-request' }],
];

describe('route: request method, host and path → what answers it', () => {
  it.each(CASES)('%s %s %s', (method, host, url, expected) =>
    expect(route({ method, host, url }, ctx)).toEqual(expected),
  );

  it('hands the OIDC paths to Astro (its not-found) when the sandbox is off', () =>
    expect(
      route(
        { method: 'GET', host: 'burger.localhost', url: '/__sandbox/oidc/auth' },
        { ...ctx, sandboxOidc: false },
      ),
    ).toMatchObject({ kind: 'endpoint', url: `${B}/__sandbox/oidc/auth` }));
});

describe('a chain with several languages (docs/product.md §2.3)', () => {
  const T = '/t/taco';
  const multi = {
    hosts: new Map([['taco.localhost', 'taco']]),
    exists: (f: string) => f === `${T}/logo.svg`,
    sandboxOidc: false,
    locales: new Map([['taco', ['en', 'fr-CA'] as const]]),
  };
  const get = (url: string, headers: { cookie?: string; acceptLanguage?: string } = {}) =>
    route({ method: 'GET', host: 'taco.localhost', url, ...headers }, multi);
  const KEEP_FR = 'locale=fr-CA; Path=/; Max-Age=31536000; SameSite=Lax';

  it("serves a language's segment from its pages, and keeps the choice", () => {
    expect(get('/fr-ca/301/checkout')).toEqual({
      kind: 'file',
      file: `${T}/fr-ca/_checkout/index.html`,
      status: 200,
      cacheControl: 'no-cache',
      vary: 'Cookie, Accept-Language',
      setCookie: KEEP_FR,
    });
    expect(get('/fr-ca')).toMatchObject({ file: `${T}/fr-ca/index.html`, setCookie: KEEP_FR });
    expect(get('/fr-ca/nope/nope/nope')).toMatchObject({
      file: `${T}/fr-ca/_not-found/index.html`,
      status: 404,
    });
  });
  it("leads the default language's segment to today's URL, and keeps that choice", () => {
    expect(get('/en/301/checkout?x=1', { cookie: 'locale=fr-CA' })).toEqual({
      kind: 'redirect',
      location: '/301/checkout?x=1',
      setCookie: 'locale=en; Path=/; Max-Age=31536000; SameSite=Lax',
    });
  });
  it.each([
    [{ acceptLanguage: 'fr-FR,fr;q=0.9' }, '/fr-ca/301/checkout'],
    [{ cookie: 'locale=fr-CA', acceptLanguage: 'en' }, '/fr-ca/301/checkout'],
  ])('sends a guest who prefers French (%j) to the French page', (headers, location) => {
    expect(get('/301/checkout', headers)).toEqual({ kind: 'redirect', location });
  });
  it('serves the default language to a guest who chose it or asks for nothing the chain has', () => {
    for (const headers of [{ cookie: 'locale=en', acceptLanguage: 'fr' }, { acceptLanguage: 'de' }])
      expect(get('/301/checkout', headers)).toMatchObject({
        file: `${T}/_checkout/index.html`,
        vary: 'Cookie, Accept-Language',
      });
    expect(get('/', { acceptLanguage: 'en' })).toMatchObject({ kind: 'live' });
  });
  it('renders Order quote for a signed-in guest in the default language only', () => {
    expect(get('/order-quote?order=7', { acceptLanguage: 'en' })).toEqual({
      kind: 'quote',
      tenantId: 'taco',
      url: `${T}/quote-live?order=7`,
      shell: `${T}/order-quote/index.html`,
      vary: 'Cookie, Accept-Language',
    });
    expect(get('/fr-ca/order-quote?order=7')).toMatchObject({
      kind: 'file',
      file: `${T}/fr-ca/order-quote/index.html`,
    });
  });
  it("answers the chain's files and the build's scripts whatever the language", () => {
    expect(get('/logo.svg', { acceptLanguage: 'fr' })).toMatchObject({ file: `${T}/logo.svg` });
    expect(get('/_astro/a.js', { acceptLanguage: 'fr' })).toMatchObject({
      cacheControl: IMMUTABLE,
    });
  });
});
