import { describe, expect, it } from 'vitest';
import { decodeRequestPath } from '../../../src/lib/http/request-path.ts';

describe('decodeRequestPath: a request path is decoded once and may not leave its folder', () => {
  it.each([
    ['/logo.svg', '/logo.svg'],
    ['/menu/fries%20large.webp', '/menu/fries large.webp'],
    ['/content/caf%C3%A9.svg', '/content/café.svg'],
    ['/_astro/index.Bx1.js', '/_astro/index.Bx1.js'],
    ['/a..b/c.txt', '/a..b/c.txt'],
    ['/.well-known/x.txt', '/.well-known/x.txt'],
    ['/', '/'],
  ])('accepts %s as %s', (raw, decoded) => {
    expect(decodeRequestPath(raw)).toBe(decoded);
  });

  it.each([
    ['an encoded slash', '/..%2fsushi%2findex.html'],
    ['an encoded slash in capitals', '/..%2Fsushi%2Findex.html'],
    ['encoded dots and slash', '/%2e%2e%2fsushi%2flogo.svg'],
    ['encoded dots as a segment', '/%2e%2e/sushi/logo.svg'],
    ['one encoded dot of two', '/.%2e/sushi/logo.svg'],
    ['a plain dot-dot segment', '/../sushi/logo.svg'],
    ['a dot segment', '/./logo.svg'],
    ['an encoded backslash', '/..%5csushi%5clogo.svg'],
    ['a backslash', '/..\\sushi\\logo.svg'],
    ['a double-encoded slash', '/..%252fsushi%252flogo.svg'],
    ['double-encoded dots', '/%252e%252e/sushi/logo.svg'],
    ['a double-encoded backslash', '/..%255csushi%255clogo.svg'],
    ['an encoded NUL', '/logo.svg%00.html'],
    ['a NUL', '/logo.svg\0.html'],
    ['a control character', '/logo%0a.svg'],
    ['an overlong UTF-8 slash', '/..%c0%afsushi/logo.svg'],
    ['a malformed escape', '/%E0%A4%A'],
    ['no leading slash', 'logo.svg'],
  ])('refuses %s (%s)', (_what, raw) => {
    expect(decodeRequestPath(raw)).toBeUndefined();
  });
});
