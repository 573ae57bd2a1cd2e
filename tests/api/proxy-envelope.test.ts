/**
 * The proxy's envelope (docs/architecture.md §6): `{ method, path, payload? }` and nothing else,
 * checked by hand on every call. It accepts and gives exactly what the strict zod schema it
 * replaced did, which this test keeps as the reference.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readEnvelope } from '../../src/api/proxy-body.ts';
import { checkPath } from '../../src/api/proxy-rules.ts';
import { HTTP_METHOD_MAX } from '../../src/lib/limits.ts';

const reference = z.strictObject({
  method: z.string().max(HTTP_METHOD_MAX),
  path: z.unknown(),
  payload: z.record(z.string(), z.unknown()).optional(),
});

function same(raw: string) {
  const value: unknown = JSON.parse(raw);
  const expected = reference.safeParse(value);
  const got = readEnvelope(value);
  expect(got === undefined ? 'refused' : 'accepted', raw).toBe(
    expected.success ? 'accepted' : 'refused',
  );
  if (expected.success) expect(got).toStrictEqual(expected.data);
}

describe('readEnvelope: the same verdict and value as the strict schema', () => {
  it.each([
    '{"method":"GET","path":"/stores"}',
    '{"method":"GET","path":"/stores","payload":{}}',
    '{"method":"POST","path":"/x","payload":{"a":[1,{"b":null}]}}',
    '{"method":"GET"}',
    '{"path":"/stores"}',
    '{"method":"GETGETGETGE","path":"/stores"}',
    '{"method":"GETGETGETG","path":"/stores"}',
    '{"method":7,"path":"/stores"}',
    '{"method":"GET","path":"/stores","payload":[]}',
    '{"method":"GET","path":"/stores","payload":null}',
    '{"method":"GET","path":"/stores","payload":"a"}',
    '{"method":"GET","path":"/stores","url":"https://evil.example/"}',
    '{"method":"GET","path":"/stores","__proto__":{"a":1}}',
    '{"method":"GET","path":"/stores","payload":{"__proto__":{"a":1},"b":2}}',
    '{"method":"GET","path":"/stores","payload":{"constructor":1}}',
    '[]',
    'null',
    '"GET /stores"',
    '{}',
  ])('%s', same);

  it('on any JSON object', () => {
    const key = fc.constantFrom('method', 'path', 'payload', 'url', '__proto__', 'x');
    fc.assert(
      fc.property(fc.dictionary(key, fc.jsonValue({ maxDepth: 2 })), (value) => {
        same(JSON.stringify(value));
      }),
      { numRuns: 300 },
    );
  });
});

describe('checkPath: no control character or whitespace anywhere in the path', () => {
  it.each([
    ['a tab', '/stores\t12', 'control_chars'],
    ['a space', '/stores 12', 'control_chars'],
    ['DEL', '/stores\u007f', 'control_chars'],
    ['a no-break space', '/stores\u00a012', 'control_chars'],
    ['a line separator', '/stores\u2028', 'control_chars'],
    ['an ideographic space', '/stores\u3000', 'control_chars'],
    ['a byte order mark', '/stores\ufeff', 'control_chars'],
    ['an emoji (not whitespace)', '/stores/\u{1f354}', undefined],
    ['a lone surrogate (not whitespace)', '/stores/\ud83c', undefined],
    ['a plain path', '/stores/12', undefined],
  ])('%s', (_name, path, code) => {
    expect(checkPath(path)?.code).toBe(code);
  });
});
