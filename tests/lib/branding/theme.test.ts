import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, fillBranding } from '../../../src/lib/branding/defaults.ts';
import {
  DEFAULT_FONT_NAMES,
  fontFaces,
  fontFormat,
  themeTokens,
} from '../../../src/lib/branding/theme.ts';

describe('themeTokens', () => {
  it.each([
    ['default radius is 5px (docs/product.md §9)', {}, 'radius.button', '5px'],
    [
      'enabled radius is used',
      { display_options: { button_radius: { enabled: true, radius: 0 } } },
      'radius.button',
      '0px',
    ],
    [
      'disabled radius falls back to 5px',
      { display_options: { button_radius: { enabled: false, radius: 20 } } },
      'radius.button',
      '5px',
    ],
    ['light border (docs/product.md §9)', {}, 'color.border', '#e6e3e3'],
    ['dark border (docs/product.md §9)', { dark_mode_enabled: true }, 'color.border', '#3b3b3b'],
    ['light default text', {}, 'color.text', '#1a1a1a'],
    ['dark default text', { dark_mode_enabled: true }, 'color.text', '#f2f2f2'],
    [
      'font colour wins',
      { fonts: { regular_font: { font_color: '#333333' } } },
      'color.text',
      '#333333',
    ],
    [
      'headings follow text by default',
      { fonts: { regular_font: { font_color: '#333333' } } },
      'color.heading',
      '#333333',
    ],
    [
      'header font colour',
      { fonts: { header_font: { font_color: '#114411' } } },
      'color.heading',
      '#114411',
    ],
    ['header size multiplier 2 (docs/product.md §9)', {}, 'scale.heading', '2'],
    [
      'size_multiplier is read too',
      { fonts: { button_font: { size_multiplier: 1.2 } } },
      'scale.button',
      '1.2',
    ],
    ['custom green (docs/product.md §9)', {}, 'color.success', '#17873e'],
    ['primary colour', { primary_color: '#B3261E' }, 'color.primary', '#B3261E'],
  ])('%s', (_n, input, path, expected) => {
    const got = path
      .split('.')
      .reduce<unknown>(
        (n, k) => (n as Record<string, unknown>)[k],
        themeTokens(fillBranding(input), DEFAULT_BRANDING),
      );
    expect(got).toBe(expected);
  });

  // docs/product.md §9's defaults stand in for a colour a live theme-config gets wrong, whether
  // they come from DEFAULT_BRANDING (the build) or from the branding a live tenant's shell states
  // (the browser).
  it.each([
    ['primary_color', 'red', 'primary', '#000000'],
    ['background_color', '#fff', 'background', '#ffffff'],
    ['gray_color', '#12345', 'surface', '#efefef'],
    ['passive_color', 'url(x)', 'passive', '#8f8f8f'],
  ])('a %s of %j takes the default colour', (key, value, token, expected) => {
    const b = fillBranding({ [key]: value });
    const stated = JSON.parse(JSON.stringify(fillBranding({}))) as typeof b;
    for (const fallback of [DEFAULT_BRANDING, stated])
      expect(themeTokens(b, fallback).color[token as 'primary']).toBe(expected);
  });

  it('puts the tenant font first and Inter after it', () => {
    const t = themeTokens(
      fillBranding({ fonts: { regular_font: { font_name: 'Lora' } } }),
      DEFAULT_BRANDING,
    );
    expect(t.font.body).toMatch(/^"Lora", "Inter Variable"/);
  });

  // docs/product.md, "Default branding": its font names are the storefront's own faces, which a
  // device does not have; each name in the stack costs a lookup as the page first lays out text.
  it('names the default branding’s fonts nowhere, unless a font file of that name is given', () => {
    expect([...DEFAULT_FONT_NAMES].sort()).toEqual(
      Object.values(DEFAULT_BRANDING.fonts)
        .map((f) => f.font_name)
        .sort(),
    );
    const plain = themeTokens(fillBranding({}), DEFAULT_BRANDING).font;
    for (const stack of Object.values(plain)) {
      expect(stack).toMatch(/^"Inter Variable", "Inter Fallback", /);
      for (const name of DEFAULT_FONT_NAMES) expect(stack).not.toContain(name);
    }
    const own = themeTokens(
      fillBranding({
        fonts: { header_font: { font_name: 'HeaderFont', font_url: '/fonts/header.woff2' } },
      }),
      DEFAULT_BRANDING,
    ).font;
    expect(own.heading).toMatch(/^"HeaderFont", "Inter Variable"/);
    expect(own.body).toMatch(/^"Inter Variable"/);
  });

  it('strips characters that could break out of CSS from font names', () => {
    const t = themeTokens(
      fillBranding({ fonts: { regular_font: { font_name: 'x"; } body { color: red' } } }),
      DEFAULT_BRANDING,
    );
    expect(t.font.body).not.toMatch(/[;{}]/);
  });
});

describe('fontFaces', () => {
  it('declares each distinct font file once', () => {
    const b = fillBranding({
      fonts: {
        regular_font: { font_name: 'Outfit', font_url: '/fonts/a.woff2' },
        regular_bold_font: { font_name: 'Outfit', font_url: '/fonts/b.woff2' },
        header_font: { font_name: 'Outfit', font_url: '/fonts/b.woff2' },
      },
    });
    expect(fontFaces(b)).toEqual([
      { family: 'Outfit', src: '/fonts/a.woff2' },
      { family: 'Outfit', src: '/fonts/b.woff2' },
    ]);
  });
  it('needs both a name and a file', () => {
    expect(
      fontFaces(fillBranding({ fonts: { regular_font: { font_name: '', font_url: '/x.woff2' } } })),
    ).toEqual([]);
  });
  it.each([
    ['/a.woff2', 'woff2'],
    ['/a.WOFF', 'woff'],
    ['/a.ttf?v=2', 'truetype'],
    ['/a.otf', 'opentype'],
    ['/a.css', undefined],
  ])('format of %s is %s', (url, fmt) => {
    expect(fontFormat(url)).toBe(fmt);
  });
});
