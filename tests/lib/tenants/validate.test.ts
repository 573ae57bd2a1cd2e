import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  validateBranding,
  validateStoreConfig,
  validateTenant,
  dottedPath,
} from '../../../src/lib/tenants/validate.ts';
import { closestName } from '../../../src/lib/tenants/suggest.ts';
import { isTenantFileName } from '../../../src/tenancy/folder.ts';

const load = (p: string) => JSON.parse(readFileSync(new URL(p, import.meta.url), 'utf8'));
const minimal = load('../../fixtures/tenants/minimal.json');
const contentEntry = (patch: Record<string, unknown> = {}) => ({
  id: 'news',
  kind: 'news',
  title: 'News',
  text: 'Text',
  date: '2026-11-02',
  image: { src: '/content/a.svg', alt: '', width: 640, height: 360 },
  ...patch,
});

describe('tenant schema', () => {
  it.each(readdirSync(new URL('../../../tenants/', import.meta.url)).filter(isTenantFileName))(
    'demo tenant %s is valid',
    (file) => {
      const r = validateTenant(load(`../../../tenants/${file}`));
      expect(r.issues).toEqual([]);
    },
  );

  it('accepts a tenant without branding (live theme-config)', () => {
    expect(validateTenant(minimal).ok).toBe(true);
  });

  it('reports every mistake in plain words with a hint', () => {
    const r = validateTenant(load('../../fixtures/tenants/broken-values.json'));
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => `${i.path}: ${i.message}; ${i.hint}`).sort()).toMatchInlineSnapshot(`
      [
        "api_base: 'ftp://files.example' is not an API base; use an https:// URL (http:// only for local development) or "sandbox"",
        "branding.category_placement: 'bottom' is not allowed; use one of: 'side', 'top'",
        "branding.dark_mode_enabled: 'yes' is not true or false; use true or false",
        "branding.display_options.button_radius.radius: -4 is too small; use a number of at least 0",
        "branding.links[0].url: is missing; add this field",
        "branding.logo_url: 'javascript:alert(1)' is not a URL or a site path; use https://… or a path such as /logo.svg",
        "branding.primary_color: '#12345' is not a colour; use #RRGGBB",
        "branding.primary_colour: is not a known field; did you mean 'primary_color'?",
        "colour: is not a known field; remove it or check its spelling",
        "hosts[1]: 'not a host' is not a host name; use a name such as order.example.com, without scheme or port",
        "name: is missing; add this field",
      ]
    `);
  });

  it.each([
    ['id with capitals', { id: 'Burger' }, "id: 'Burger' is not a valid tenant id"],
    ['empty name', { name: '' }, 'name: is empty'],
    [
      'api base with a path trick',
      { api_base: 'sandbox2' },
      "api_base: 'sandbox2' is not an API base",
    ],
    ['duplicate host', { hosts: ['a.example', 'a.example'] }, 'hosts: lists the same value twice'],
    [
      'integrations typo',
      { integrations: { fraud_provder: 'x' } },
      "integrations.fraud_provder: is not a known field; did you mean 'fraud_provider'?",
    ],
    [
      'opacity of the wrong type',
      {
        branding: {
          other_colors: { rewards: { card_gradient_color: [{ hex: '#000000', opacity: true }] } },
        },
      },
      'is not a number or text',
    ],
    [
      'radius too large',
      { branding: { display_options: { button_radius: { radius: 5000 } } } },
      'is too large; use a number of at most 999',
    ],
    ['a whole-file array', null, '(file): a list is not an object'],
    // The content hub's entries.
    [
      'content date that is not a calendar date',
      { content: [contentEntry({ date: '2026-02-30' })] },
      "content[0].date: '2026-02-30' is not a date; use YYYY-MM-DD, e.g. 2026-11-24",
    ],
    [
      'content link over plain http',
      { content: [contentEntry({ link: { label: 'Read', url: 'http://a.example/' } })] },
      "content[0].link.url: 'http://a.example/' is not an https URL or a site path; use https://… or a path such as /content/news.svg",
    ],
    [
      'content picture without its size',
      { content: [contentEntry({ image: { src: '/content/a.svg', alt: '' } })] },
      'content[0].image.width: is missing; add this field',
    ],
    [
      'content title too long',
      { content: [contentEntry({ title: 'x'.repeat(81) })] },
      'content[0].title: ',
    ],
    [
      'content kind unknown',
      { content: [contentEntry({ kind: 'blog' })] },
      "content[0].kind: 'blog' is not allowed; use one of: 'news', 'story', 'promotion'",
    ],
    [
      'content id with spaces',
      { content: [contentEntry({ id: 'Big news' })] },
      "content[0].id: 'Big news' does not have the expected form",
    ],
    [
      'too many content entries',
      { content: Array.from({ length: 25 }, (_, i) => contentEntry({ id: `e${i}` })) },
      'content: has 25 entries, more than 24; keep at most 24',
    ],
  ])('%s', (_n, patch, expected) => {
    const doc = patch === null ? [] : { ...minimal, ...patch };
    const r = validateTenant(doc);
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => `${i.path}: ${i.message}; ${i.hint}`).join('\n')).toContain(
      expected,
    );
  });
});

describe('branding and store-config schemas', () => {
  it('accepts empty branding', () => {
    expect(validateBranding({})).toEqual([]);
  });
  it('accepts an empty logo redirect url (Home)', () => {
    expect(
      validateBranding({ display_options: { logo_redirect_url: { enabled: true, url: '' } } }),
    ).toEqual([]);
  });
  it('accepts a full store configuration', () => {
    expect(
      validateStoreConfig({
        chain_name: 'burger',
        email_optin: true,
        country_code: 'US',
        loyalty: { programs_information: [{ threshold: 100 }] },
        services: [
          { service_type_id: 1, name: 'pickup', requires_address: false, is_visible: true },
        ],
        foreign_auth_providers: { okta: { issuer_url: 'https://id.example/', client_id: 'abc' } },
        localization: { currency_symbol: '€' },
      }),
    ).toEqual([]);
  });
  it('rejects a bad country code', () => {
    expect(validateStoreConfig({ country_code: 'usa' })[0]?.path).toBe('country_code');
  });
});

describe('helpers', () => {
  it.each([
    ['', undefined, '(file)'],
    ['/branding/links/0/url', undefined, 'branding.links[0].url'],
    ['/a~1b', 'c', 'a/b.c'],
  ])('dottedPath(%j, %j) → %s', (ptr, extra, out) => {
    expect(dottedPath(ptr, extra)).toBe(out);
  });
  it.each([
    ['primary_colour', ['primary_color', 'title'], 'primary_color'],
    ['titel', ['primary_color', 'title'], 'title'],
    ['zzzzzz', ['primary_color', 'title'], undefined],
  ])('closestName(%s) → %s', (name, known, out) => {
    expect(closestName(name, known)).toBe(out);
  });
});
