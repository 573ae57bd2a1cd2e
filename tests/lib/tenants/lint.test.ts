import { describe, expect, it } from 'vitest';
import type { Tenant } from '../../../src/generated/tenant';
import { lintTenant } from '../../../src/lib/tenants/lint.ts';

const base: Tenant = {
  id: 'x',
  name: 'X',
  hosts: [],
  api_base: 'sandbox',
  admin_dashboard_url: 'https://a.example/',
};
const all = () => true;
const lines = (t: Tenant, exists: (path: string) => boolean = all) =>
  lintTenant(t, exists).map((w) => `${w.path}: ${w.message}`);

describe('lintTenant', () => {
  it('has nothing to say about a tenant without branding', () => {
    expect(lines(base)).toEqual([]);
  });

  it('passes the default palette', () => {
    expect(lines({ ...base, branding: {} })).toEqual([]);
  });

  it.each([
    [
      'primary text on primary, light',
      { primary_color: '#ffcc00', primary_text_color: '#ffffff' },
      'branding.primary_text_color: Primary text on primary (#ffffff on #ffcc00) has a contrast of 1.51:1 in light mode',
    ],
    [
      'text on background, light',
      { background_color: '#333333' },
      'branding.background_color: Text on background (#1a1a1a on #333333) has a contrast of 1.37:1 in light mode',
    ],
    [
      'text on background, dark',
      { dark_mode_enabled: true },
      'branding.background_color: Text on background (#f2f2f2 on #ffffff) has a contrast of 1.11:1 in dark mode',
    ],
    [
      'a font colour on background',
      { fonts: { regular_font: { font_color: '#dddddd' } } },
      'branding.fonts.regular_font.font_color: Text on background (#dddddd on #ffffff)',
    ],
    [
      'headings on background',
      { fonts: { header_font: { font_color: '#eeeeee' } } },
      'branding.fonts.header_font.font_color: Headings on background',
    ],
  ])('warns about %s', (_n, branding, expected) => {
    expect(lines({ ...base, branding }).join('\n')).toContain(expected);
  });

  it('names the measured ratio and the AA target', () => {
    const [w] = lintTenant({ ...base, branding: { primary_color: '#ffcc00' } }, all);
    expect(w?.message).toMatch(/contrast of \d+(\.\d+)?:1 .* below WCAG AA's 4\.5:1/);
  });

  it('warns about gradient stops that docs/product.md §5 drops or clamps', () => {
    const branding = {
      other_colors: {
        rewards: {
          card_gradient_color: [
            { hex: 'red', opacity: 50 },
            { hex: '#00ff00', opacity: 150 },
            { hex: '#00ff00', opacity: 'lots' },
          ],
        },
      },
    };
    expect(lines({ ...base, branding })).toEqual([
      'branding.other_colors.rewards.card_gradient_color[0].hex: "red" is not a colour, so this stop is ignored',
      'branding.other_colors.rewards.card_gradient_color[1].opacity: 150 is outside 0–100 and will be clamped',
      'branding.other_colors.rewards.card_gradient_color[2].opacity: "lots" is not a number, so this stop is ignored',
    ]);
  });

  it('warns about local assets that do not exist, and only local ones', () => {
    const branding = {
      logo_url: '/nope.svg',
      favicon_url: 'https://cdn.example/f.ico',
      hero_image_url: '/hero.svg',
      fonts: { header_font: { font_name: 'A', font_url: '/fonts/a.woff2' } },
    };
    const exists = (p: string) => p === '/hero.svg';
    expect(lines({ ...base, branding }, exists)).toEqual([
      "branding.logo_url: '/nope.svg' does not exist",
      "branding.fonts.header_font.font_url: '/fonts/a.woff2' does not exist",
    ]);
  });
});
