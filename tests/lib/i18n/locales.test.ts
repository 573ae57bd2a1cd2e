/**
 * The storefront's languages (docs/product.md §2.3): a chain's default language keeps today's URLs,
 * the others live under their segment, and a guest who has not chosen gets the language their
 * browser asks for when the chain speaks it.
 */
import { describe, expect, it } from 'vitest';
import {
  cookieValue,
  linkInLocale,
  localePrefix,
  localeSegment,
  localizedPath,
  negotiateLocale,
  preferredLocale,
  splitLocale,
  defaultLocale,
  tenantLocales,
  type Locale,
} from '../../../src/lib/i18n/locales.ts';

const BILINGUAL: readonly Locale[] = ['en', 'fr-CA'];

describe('a chain lists its languages, its default first', () => {
  it.each([
    [undefined, ['en']],
    [[], ['en']],
    [
      ['fr-CA', 'en'],
      ['fr-CA', 'en'],
    ],
    [['de', 'es'], ['es']],
  ])('tenantLocales(%j) is %j', (listed, want) => {
    expect(tenantLocales(listed)).toEqual(want);
  });
});

describe("the default language keeps today's URLs, the others are under their segment", () => {
  it.each([
    ['en', ''],
    ['fr-CA', '/fr-ca'],
  ] as const)('%s pages start at "%s"', (locale, prefix) => {
    expect(localePrefix(BILINGUAL, locale)).toBe(prefix);
  });
  it('writes a segment in lower case', () => expect(localeSegment('fr-CA')).toBe('fr-ca'));
  it.each([
    ['/fr-ca/checkout', { locale: 'fr-CA', path: '/checkout', prefixed: true }],
    ['/FR-CA', { locale: 'fr-CA', path: '/', prefixed: true }],
    ['/fr-ca/', { locale: 'fr-CA', path: '/', prefixed: true }],
    ['/301/checkout', { locale: 'en', path: '/301/checkout', prefixed: false }],
    // The default's own segment is not a language path here (the server redirects it).
    ['/en/checkout', { locale: 'en', path: '/en/checkout', prefixed: false }],
    ['/es/checkout', { locale: 'en', path: '/es/checkout', prefixed: false }],
  ])('splitLocale(%s)', (pathname, want) => {
    expect(splitLocale(pathname, BILINGUAL)).toEqual(want);
  });
  it.each([
    ['/fr-ca/301/checkout', 'en', '/301/checkout'],
    ['/301/checkout', 'fr-CA', '/fr-ca/301/checkout'],
    ['/', 'fr-CA', '/fr-ca'],
    ['/fr-ca', 'en', '/'],
  ] as const)('the page %s in %s is %s', (pathname, to, want) => {
    expect(localizedPath(pathname, to, BILINGUAL)).toBe(want);
  });
});

describe('Accept-Language picks among the chain’s languages (RFC 9110 §12.5.4)', () => {
  it.each([
    ['fr-CA', 'fr-CA'],
    ['fr-FR,fr;q=0.9,en;q=0.5', 'fr-CA'],
    ['fr', 'fr-CA'],
    ['en-GB,fr;q=0.8', 'en'],
    ['de-DE,fr;q=0.3', 'fr-CA'],
    ['fr;q=0.4,en;q=0.6', 'en'],
    ['fr;q=0,en-US', 'en'],
    ['de, *;q=0.1', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, want) => {
    expect(negotiateLocale(header, BILINGUAL)).toBe(want);
  });
});

describe('a kept choice comes before Accept-Language, and the default after both', () => {
  it.each([
    ['fr-CA', 'en', 'fr-CA'],
    ['en', 'fr', 'en'],
    ['es', 'fr', 'fr-CA'],
    ['bogus', undefined, 'en'],
    [undefined, 'fr-CA', 'fr-CA'],
    [undefined, undefined, 'en'],
  ])('cookie %s, Accept-Language %s → %s', (chosen, header, want) => {
    expect(preferredLocale(chosen, header, BILINGUAL)).toBe(want);
  });
  it('reads the cookie from a Cookie header', () => {
    expect(cookieValue('a=1; locale=fr-CA; b=2', 'locale')).toBe('fr-CA');
    expect(cookieValue('xlocale=fr-CA', 'locale')).toBeUndefined();
    expect(cookieValue(undefined, 'locale')).toBeUndefined();
  });
});

describe("a French page's own links stay in French", () => {
  it.each([
    ['/content-hub', 'fr-CA', '/fr-ca/content-hub'],
    ['/', 'fr-CA', '/fr-ca'],
    ['/301/checkout', 'fr-CA', '/fr-ca/301/checkout'],
    ['/fr-ca/301', 'fr-CA', '/fr-ca/301'],
    ['/en/301', 'fr-CA', '/en/301'],
    ['/api/proxy/x', 'fr-CA', '/api/proxy/x'],
    ['/content-hub', 'en', '/content-hub'],
  ] as const)('%s on a %s page → %s', (path, locale, want) => {
    expect(linkInLocale(path, locale, BILINGUAL)).toBe(want);
  });
});

describe('a chain’s default language is the first of its locales', () => {
  it.each([
    [['en', 'fr-CA', 'es'], 'en'],
    [['fr-CA', 'en'], 'fr-CA'],
    [undefined, 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (locales, want) => {
    expect(defaultLocale(locales)).toBe(want);
  });
});
