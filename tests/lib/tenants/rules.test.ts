// An API base on a loopback, private or link-local address is refused unless the
// file says "environment": "development"; plain http: URLs warn.
import { describe, expect, it } from 'vitest';
import { apiBaseIssues, httpWarnings } from '../../../src/lib/tenants/rules.ts';

const line = (i: { path: string; message: string; hint: string }) =>
  `${i.path}: ${i.message}; ${i.hint}`;

describe('apiBaseIssues', () => {
  it.each([
    [
      'http://127.0.0.1:8080/api',
      'api_base: \'http://127.0.0.1:8080/api\' points at a loopback address (this machine); use the chain\'s public API URL, or set "environment": "development" for a local API',
    ],
    [
      'http://localhost:3000',
      "'http://localhost:3000' points at a loopback address (this machine)",
    ],
    ['https://[::1]/', "'https://[::1]/' points at a loopback address (this machine)"],
    ['https://10.2.3.4/v1', "'https://10.2.3.4/v1' points at a private network address"],
    ['https://192.168.0.10', "'https://192.168.0.10' points at a private network address"],
    ['https://[fd00::5]/', "'https://[fd00::5]/' points at a private network address"],
    [
      'http://169.254.169.254/latest/meta-data',
      "'http://169.254.169.254/latest/meta-data' points at a link-local address",
    ],
    ['http://0.0.0.0:80/', "'http://0.0.0.0:80/' points at an unspecified address (0.0.0.0 or ::)"],
    ['http://0x7f.1/', "'http://0x7f.1/' points at a loopback address (this machine)"],
  ])('refuses %s in production', (api_base, expected) => {
    for (const environment of [undefined, 'production', 'staging']) {
      const issues = apiBaseIssues({ api_base, ...(environment ? { environment } : {}) });
      expect(issues.map(line).join('\n')).toContain(expected);
    }
  });

  it.each(['http://127.0.0.1:8080/api', 'https://10.2.3.4/v1', 'http://[fe80::1]/'])(
    'allows %s in development',
    (api_base) => {
      expect(apiBaseIssues({ api_base, environment: 'development' })).toEqual([]);
    },
  );

  it.each([
    ['a public host', { api_base: 'https://api.example.com/v1' }],
    ['a public address', { api_base: 'https://203.0.113.7/' }],
    ['the sandbox', { api_base: 'sandbox' }],
    ['a value the schema refuses', { api_base: 'ftp://10.0.0.1/' }],
    ['no api_base', {}],
    ['not an object', ['http://127.0.0.1/']],
  ])('has nothing to say about %s', (_name, doc) => {
    expect(apiBaseIssues(doc)).toEqual([]);
  });
});

describe('httpWarnings', () => {
  it('warns about every plain-http URL, wherever it is', () => {
    const warnings = httpWarnings({
      api_base: 'http://api.example.com/',
      branding: {
        logo_url: 'http://cdn.example/logo.svg',
        favicon_url: 'https://cdn.example/favicon.svg',
        links: [
          { label: 'Menu', url: '/menu' },
          { label: 'Old', url: 'HTTP://old.example/' },
        ],
      },
    });
    expect(warnings.map(line)).toEqual([
      "api_base: 'http://api.example.com/' uses http:, which is for local development only; use https:// (http: is unencrypted, and browsers block it on an https page)",
      "branding.logo_url: 'http://cdn.example/logo.svg' uses http:, which is for local development only; use https:// (http: is unencrypted, and browsers block it on an https page)",
      "branding.links[1].url: 'HTTP://old.example/' uses http:, which is for local development only; use https:// (http: is unencrypted, and browsers block it on an https page)",
    ]);
  });

  it('says nothing about https URLs, site paths and text', () => {
    expect(
      httpWarnings({ a: 'https://x.example/', b: '/logo.svg', c: 'see http://x', d: [1, null] }),
    ).toEqual([]);
  });
});

describe('moving to the chain’s own API (docs/onboarding.md "Moving to the chain\'s own API")', () => {
  const base = { id: 'x', name: 'X', hosts: [], admin_dashboard_url: 'https://a.example/' };
  it.each([
    ['http://100.64.3.4/', 'a carrier-grade NAT address (100.64.0.0/10), not the internet'],
    ['http://100.127.255.1/', 'a carrier-grade NAT address (100.64.0.0/10), not the internet'],
    [
      'http://metadata.google.internal/computeMetadata/v1/',
      "a cloud instance-metadata service, which holds the server's credentials",
    ],
    ['http://169.254.169.254/', 'a link-local address'],
    ['http://localhost:8080/', 'a loopback address (this machine)'],
    ['http://[fd00::1]/', 'a private network address'],
    ['http://[fe80::1]/', 'a link-local address'],
  ])('refuses api_base %s in production', (url, words) => {
    const issues = apiBaseIssues({ ...base, api_base: url });
    expect(issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      `api_base: '${url}' points at ${words}`,
    ]);
    expect(apiBaseIssues({ ...base, api_base: url, environment: 'development' })).toEqual([]);
  });

  it('accepts 100.63.x and 100.128.x (outside 100.64.0.0/10)', () => {
    expect(apiBaseIssues({ ...base, api_base: 'https://100.63.0.1/' })).toEqual([]);
    expect(apiBaseIssues({ ...base, api_base: 'https://100.128.0.1/' })).toEqual([]);
  });

  it('refuses branding.api_base_url (the loyalty webhook) on an inward address', () => {
    const doc = { ...base, api_base: 'sandbox', branding: { api_base_url: 'https://10.1.2.3/l' } };
    expect(apiBaseIssues(doc).map((i) => i.path)).toEqual(['branding.api_base_url']);
  });

  it.each([
    ['https://api.example/v1?key=abc', 'a query (?…)'],
    ['https://api.example/v1#x', 'a fragment (#…)'],
  ])('refuses %s: API paths are appended to it', (url, part) => {
    const [issue] = apiBaseIssues({ ...base, api_base: url });
    expect(issue!.message).toBe(
      `'${url}' has ${part}, which the storefront cannot append API paths to`,
    );
  });
});
