// Only https: (and http: for local development) URLs, sensible maximum
// lengths, a font URL needs a name; each refusal with its message.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateTenant } from '../../../src/lib/tenants/validate.ts';

const minimal = JSON.parse(
  readFileSync(new URL('../../fixtures/tenants/minimal.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const issues = (patch: Record<string, unknown>) =>
  validateTenant({ ...minimal, ...patch }).issues.map((i) => `${i.path}: ${i.message}; ${i.hint}`);
const branded = (branding: Record<string, unknown>) => issues({ branding });

const NOT_URL = 'is not a URL or a site path; use https://… or a path such as /logo.svg';

describe('URLs: https, http (warned by the linter), or a site path where one makes sense', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['file:///etc/passwd'],
    ['gopher://example.com/'],
    ['data:image/svg+xml,<svg/>'],
    ['ftp://files.example/logo.svg'],
    ['//cdn.example/logo.svg'],
    ['https://user:secret@cdn.example/logo.svg'],
    ['https://cdn.exa\tmple/logo.svg'],
    ['https:///logo.svg'],
    ['/../secrets.json'],
    ['https://cdn.example\\@evil.example/logo.svg'],
  ])('refuses %j as a branding image', (url) => {
    expect(branded({ logo_url: url })).toEqual([
      `branding.logo_url: '${url.replace('\t', '\\u0009')}' ${NOT_URL}`,
    ]);
  });

  it.each([
    ['branding.favicon_url', { favicon_url: 'file:///x.ico' }],
    [
      'branding.fonts.header_font.font_url',
      { fonts: { header_font: { font_name: 'F', font_url: 'gopher://f/x.woff2' } } },
    ],
    ['branding.links[0].url', { links: [{ label: 'A', url: 'javascript:alert(1)' }] }],
    [
      'branding.external_links[0].url',
      { external_links: [{ label: 'A', url: 'file:///etc/passwd' }] },
    ],
    ['branding.markers.store_marker', { markers: { store_marker: 'data:image/png;base64,AA' } }],
    [
      'branding.display_options.icons.cart',
      { display_options: { icons: { cart: 'javascript:x' } } },
    ],
    [
      'branding.terms_and_conditions.custom_privacy_policy_url',
      { terms_and_conditions: { custom_privacy_policy_url: 'javascript:x' } },
    ],
    [
      'branding.display_options.logo_redirect_url.url',
      { display_options: { logo_redirect_url: { url: 'javascript:x' } } },
    ],
  ])('refuses a javascript:, file:, gopher: or data: URL at %s', (path, branding) => {
    expect(branded(branding).join('\n')).toMatch(
      new RegExp(`^${path.replace(/[.[\]]/g, '\\$&')}: '[^']+' is not`),
    );
  });

  it.each([
    [
      'admin_dashboard_url',
      { admin_dashboard_url: 'javascript:alert(1)' },
      "admin_dashboard_url: 'javascript:alert(1)' is not an https URL; use an absolute URL such as https://example.com/",
    ],
    [
      'admin_dashboard_url (a site path)',
      { admin_dashboard_url: '/admin' },
      "admin_dashboard_url: '/admin' is not an https URL",
    ],
    [
      'api_base',
      { api_base: 'file:///tmp/api' },
      `api_base: 'file:///tmp/api' is not an API base; use an https:// URL (http:// only for local development) or "sandbox"`,
    ],
    [
      'branding.api_base_url',
      { branding: { api_base_url: 'gopher://x/' } },
      "branding.api_base_url: 'gopher://x/' is not an https URL",
    ],
    [
      'branding.sso.apple.return_url',
      { branding: { sso: { apple: { return_url: 'https://a.example/back, javascript:x' } } } },
      "branding.sso.apple.return_url: 'https://a.example/back, javascript:x' is not a comma-separated list of https URLs",
    ],
  ])('refuses a bad URL at %s', (_name, patch, expected) => {
    expect(issues(patch).join('\n')).toContain(expected);
  });

  it.each([
    [
      'https images and links',
      {
        logo_url: 'https://cdn.example/logo.svg',
        links: [{ label: 'A', url: 'https://a.example/' }],
      },
    ],
    ['site paths', { logo_url: '/logo.svg', links: [{ label: 'A', url: '/menu?x=1#top' }] }],
    ['http (a linter warning, not an error)', { logo_url: 'http://localhost:8080/logo.svg' }],
    [
      'a list of return URLs',
      { sso: { apple: { return_url: 'https://a.example/back, https://b.example/back' } } },
    ],
  ])('accepts %s', (_name, branding) => {
    expect(branded(branding)).toEqual([]);
  });

  it('accepts an http API base on a public host (the linter warns)', () => {
    expect(issues({ api_base: 'http://api.example.com/v1' })).toEqual([]);
  });
});

describe('environment', () => {
  it('refuses an API base on a private address in production, with its message', () => {
    expect(issues({ api_base: 'http://10.0.0.5:8080/' })).toEqual([
      'api_base: \'http://10.0.0.5:8080/\' points at a private network address; use the chain\'s public API URL, or set "environment": "development" for a local API',
    ]);
    expect(issues({ api_base: 'http://10.0.0.5:8080/', environment: 'production' })).toHaveLength(
      1,
    );
  });
  it('accepts it in development', () => {
    expect(issues({ api_base: 'http://10.0.0.5:8080/', environment: 'development' })).toEqual([]);
  });
  it('knows only production and development', () => {
    expect(issues({ environment: 'staging' })).toEqual([
      "environment: 'staging' is not allowed; use one of: 'production', 'development'",
    ]);
  });
});

describe('maximum lengths', () => {
  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['name', { name: long(81) }, 'name: ', 'use at most 80 characters'],
    ['a host', { hosts: [`${long(250)}.example`] }, 'hosts[0]: ', 'use at most 253 characters'],
    [
      'an integration key',
      { integrations: { maps_api_key: long(201) } },
      'integrations.maps_api_key: ',
      'use at most 200 characters',
    ],
    [
      'the API base',
      { api_base: `https://a.example/${long(2040)}` },
      'api_base: ',
      'use at most 2048 characters',
    ],
    [
      'a branding URL',
      { branding: { logo_url: `/${long(2048)}` } },
      'branding.logo_url: ',
      'use at most 2048 characters',
    ],
    [
      'a link label',
      { branding: { links: [{ label: long(101), url: '/' }] } },
      'branding.links[0].label: ',
      'use at most 100 characters',
    ],
    [
      'a font name',
      { branding: { fonts: { button_font: { font_name: long(101) } } } },
      'branding.fonts.button_font.font_name: ',
      'use at most 100 characters',
    ],
    [
      // #RRGGBBAA gets the colour message alone ("use #RRGGBB"), not also a length message.
      'a colour',
      { branding: { gray_color: '#ffffff00' } },
      'branding.gray_color: ',
      "'#ffffff00' is not a colour; use #RRGGBB",
    ],
    [
      'the brand name',
      { branding: { terms_and_conditions: { brand_name: long(101) } } },
      'branding.terms_and_conditions.brand_name: ',
      'use at most 100 characters',
    ],
    [
      'a 1 MB description',
      { branding: { description: long(1_000_000) } },
      "branding.description: 'xxx",
      '(1000000 characters) is too long; use at most 300 characters',
    ],
  ])('refuses a too long %s', (_name, patch, path, end) => {
    const found = issues(patch).find((i) => i.startsWith(path));
    expect(found).toBeDefined();
    expect(found).toContain(end);
    expect(found!.length).toBeLessThan(300);
  });

  it.each([
    [
      'hosts',
      { hosts: Array.from({ length: 25 }, (_, i) => `h${i}.example`) },
      'hosts: has 25 entries, more than 24; keep at most 24',
    ],
    [
      'footer links',
      { branding: { links: Array.from({ length: 25 }, () => ({ label: 'a', url: '/' })) } },
      'branding.links: has 25 entries, more than 24',
    ],
    [
      'map style rules',
      { branding: { map_style: Array.from({ length: 101 }, () => ({})) } },
      'branding.map_style: has 101 entries, more than 100',
    ],
  ])('refuses too many %s', (_name, patch, expected) => {
    expect(issues(patch).join('\n')).toContain(expected);
  });
});

describe('fonts', () => {
  it('refuses a font URL without a font name', () => {
    expect(branded({ fonts: { header_font: { font_url: '/fonts/brand.woff2' } } })).toEqual([
      "branding.fonts.header_font.font_name: is missing: a font_url needs a font_name; add the family name the font file declares, e.g. 'Lobster'",
    ]);
  });
  it('accepts a font name alone, and a name with its URL', () => {
    expect(branded({ fonts: { regular_font: { font_name: 'Georgia' } } })).toEqual([]);
    expect(
      branded({ fonts: { regular_font: { font_name: 'Brand', font_url: '/fonts/brand.woff2' } } }),
    ).toEqual([]);
  });
});
