// Every error and warning in one pass, and sensible size limits.
import { describe, expect, it } from 'vitest';
import { checkTenantText, MAX_FILE_BYTES } from '../../../src/lib/tenants/check.ts';

const none = () => false;
const lines = (r: ReturnType<typeof checkTenantText>) => [
  ...r.errors.map((e) => `error ${e.path}: ${e.message}`),
  ...r.warnings.map((w) => `warning ${w.path}: ${w.message}`),
];
const tenant = (patch: Record<string, unknown> = {}) => ({
  id: 'demo',
  name: 'Demo',
  hosts: [],
  api_base: 'sandbox',
  admin_dashboard_url: 'https://admin.example/',
  ...patch,
});

describe('checkTenantText', () => {
  it('reports schema errors, rules, contrast, http and missing assets together', () => {
    const text = JSON.stringify(
      tenant({
        name: undefined,
        api_base: 'http://192.168.1.9/api',
        branding: {
          primary_color: '#12345',
          primary_text_color: '#ffffff',
          background_color: '#ffffff',
          fonts: { regular_font: { font_color: '#eeeeee' } },
          logo_url: '/logo.svg',
          hero_image_url: 'http://cdn.example/hero.jpg',
          links: [{ label: 'No target' }],
        },
        content: [
          {
            id: 'a',
            kind: 'blog',
            title: 'T',
            text: 'X',
            date: '1999-01-01',
            image: { src: '/news.svg', alt: '', width: 1, height: 1 },
          },
        ],
      }),
    );
    expect(lines(checkTenantText('tenants/demo.json', text, none))).toEqual([
      'error name: is missing',
      "error branding.primary_color: '#12345' is not a colour",
      'error branding.links[0].url: is missing',
      "error content[0].kind: 'blog' is not allowed",
      "error api_base: 'http://192.168.1.9/api' points at a private network address",
      'warning providers.payment_page: is missing: guests cannot pay by card (only gift cards and pay in store)',
      'warning providers.address: is missing: address search is unavailable, so guests cannot order delivery',
      "warning api_base: 'http://192.168.1.9/api' uses http:, which is for local development only",
      "warning branding.hero_image_url: 'http://cdn.example/hero.jpg' uses http:, which is for local development only",
      "warning branding.fonts.regular_font.font_color: Text on background (#eeeeee on #ffffff) has a contrast of 1.16:1 in light mode, below WCAG AA's 4.5:1",
      "warning branding.logo_url: '/logo.svg' does not exist",
      "warning content[0].date: '1999-01-01' is before 2000-01-01",
      "warning content[0].image.src: '/news.svg' does not exist",
    ]);
  });

  it('compares the id with the file name only when the id itself is valid', () => {
    const wrong = checkTenantText(
      'tenants/demo.json',
      JSON.stringify(tenant({ id: 'other' })),
      none,
    );
    expect(lines(wrong)).toEqual(["error id: 'other' does not match the file name 'demo.json'"]);
    const broken = checkTenantText(
      'tenants/demo.json',
      JSON.stringify(tenant({ id: 'Bad Id' })),
      none,
    );
    expect(lines(broken)).toEqual(["error id: 'Bad Id' is not a valid tenant id"]);
  });

  it('refuses a file over the size limit without reading it', () => {
    const text = JSON.stringify(
      tenant({ branding: { map_style: [{ x: 'y'.repeat(MAX_FILE_BYTES) }] } }),
    );
    const r = checkTenantText('tenants/demo.json', text, none);
    expect(r.errors.map((e) => `${e.message}; ${e.hint}`)).toEqual([
      'is 257 KB, more than 256 KB; shorten it: put pictures and long texts in files of public/t/<id>/, not in the JSON',
    ]);
  });

  it('quotes a long or multi-line value cut down, on one line', () => {
    const r = checkTenantText(
      'tenants/demo.json',
      JSON.stringify(tenant({ name: `A\n${'b'.repeat(200_000)}` })),
      none,
    );
    expect(r.errors.map((e) => `${e.path}: ${e.message}; ${e.hint}`)).toEqual([
      `name: 'A\\u000a${'b'.repeat(58)}…' (200002 characters) is too long; use at most 80 characters`,
    ]);
  });

  it('points at a trailing comma, not at the bracket on the next line', () => {
    const r = checkTenantText('tenants/demo.json', '{\n  "id": "demo",\n}\n', none);
    expect(r.errors).toEqual([
      {
        path: '(file)',
        message: "malformed JSON at line 2, column 15: a comma before '}' with nothing after it",
        hint: 'remove this comma',
        line: 2,
        column: 15,
      },
    ]);
  });

  it('passes a clean tenant', () => {
    expect(lines(checkTenantText('tenants/demo.json', JSON.stringify(tenant()), none))).toEqual([]);
  });
});
