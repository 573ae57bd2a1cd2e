import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handleProxy, type Upstream } from '../../src/api/proxy.server.ts';
import { CONTRACT } from '../../src/api/contract.ts';
import { setSealingKeyForTests } from '../../src/api/session.server.ts';

setSealingKeyForTests('test-secret-test-secret-test-secret!');
const BASE = 'https://api.chain.example/v2/';

const pathPieces = [
  ...Object.values(CONTRACT).map((c) => c.path),
  '/',
  '..',
  '.',
  '%2e',
  '%2F',
  '\\',
  '@',
  '//',
  'http://evil.example',
  '?x=1',
  '#f',
  '\r\n',
  ' ',
  '12',
  'abc',
  '/stores/',
  '/customers/',
  '\u0000',
  '~',
  ';',
];

const arbPath = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc
    .array(fc.constantFrom(...pathPieces), { minLength: 1, maxLength: 5 })
    .map((parts) => parts.join('')),
  fc.constantFrom(...Object.values(CONTRACT).map((c) => c.path.replace(/\{[^}]+\}/g, '12'))),
);
const arbJson = fc.jsonValue({ maxDepth: 3 });
const arbBody = fc.oneof(
  fc.record(
    {
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'get', '', 'TRACE'),
      path: arbPath,
      payload: fc.oneof(
        fc.dictionary(fc.string({ maxLength: 12 }), arbJson, { maxKeys: 5 }),
        arbJson,
      ),
    },
    { requiredKeys: ['method', 'path'] },
  ),
  arbJson,
);
const arbText = fc.oneof(
  arbBody.map((b) => JSON.stringify(b)),
  fc.string({ maxLength: 200 }),
);

describe('proxy property: hostile bodies', () => {
  it('never answers 5xx itself and never calls outside the tenant base (10,000 bodies)', async () => {
    const outside: string[] = [];
    const upstream: Upstream = (url) => {
      if (!url.href.startsWith(BASE)) outside.push(url.href);
      return Promise.resolve({
        status: 200,
        setCookies: [],
        contentType: 'application/json',
        body: '{}',
      });
    };
    await fc.assert(
      fc.asyncProperty(arbText, async (text) => {
        const req = new Request('http://burger.localhost:4321/api/proxy', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-storefront': '1',
            host: 'burger.localhost:4321',
          },
          body: text,
        });
        const res = await handleProxy(req, { tenant: { id: 'burger', apiBase: BASE }, upstream });
        expect(res.status).toBeLessThan(500);
        const body = (await res.json()) as Record<string, unknown>;
        expect([['data'], ['error']]).toContainEqual(Object.keys(body));
      }),
      { numRuns: 10_000 },
    );
    expect(outside).toEqual([]);
  }, 120_000);
});
