/**
 * A page's own path without its language segment, and a path in the page's language
 * (docs/architecture.md §4b). Tests run the English build's catalogue, whose segment is `/en`.
 */
import { describe, expect, it } from 'vitest';
import { inPageLanguage, pagePath } from '../../../src/lib/i18n/page-path.ts';

describe('a page is read without its language segment', () => {
  it.each([
    ['/en/301/checkout', '/301/checkout'],
    ['/EN/301', '/301'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/301/checkout', '/301/checkout'],
    ['/', '/'],
    ['/english/301', '/english/301'],
    ['/confirmation/1001', '/confirmation/1001'],
  ])('%s → %s', (pathname, want) => {
    expect(pagePath(pathname)).toBe(want);
  });
});

describe('the guest is sent on in the page’s language', () => {
  it.each([
    ['/', '/en/301', '/en'],
    ['/301/checkout', '/en/301', '/en/301/checkout'],
    ['/', '/301', '/'],
    ['/account', '/checkout', '/account'],
  ])('%s from %s → %s', (path, pathname, want) => {
    expect(inPageLanguage(path, pathname)).toBe(want);
  });
});
