import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, fillBranding } from '../../src/lib/branding/defaults.ts';
import { themeCss, themeDeclarations } from '../../src/theme/theme-css.ts';
import { vars } from '../../src/theme/contract.css.ts';

describe('themeCss', () => {
  it('assigns every contract variable on :root', () => {
    const css = themeCss(fillBranding({}), DEFAULT_BRANDING);
    const names = JSON.stringify(vars).match(/--sf-[a-z-]+/g)!;
    expect(names.length).toBeGreaterThanOrEqual(20);
    for (const name of names) expect(css).toContain(`${name}:`);
  });

  it('declares nothing but the contract, so a live branding names what the stylesheets read', () => {
    const names = new Set(JSON.stringify(vars).match(/--sf-[a-z-]+/g));
    const declared = themeDeclarations(fillBranding({}), DEFAULT_BRANDING).map(([n]) => n);
    expect(declared.length).toBe(names.size);
    for (const name of declared) expect(names).toContain(name);
  });

  it('uses stable, readable variable names', () => {
    expect(vars.color.primary).toBe('var(--sf-color-primary)');
    expect(vars.color.primaryText).toBe('var(--sf-color-primary-text)');
    expect(vars.radius.button).toBe('var(--sf-radius-button)');
  });

  it('sets the colour scheme of the mode', () => {
    expect(themeCss(fillBranding({}), DEFAULT_BRANDING)).toContain('color-scheme:light');
    expect(themeCss(fillBranding({ dark_mode_enabled: true }), DEFAULT_BRANDING)).toContain(
      'color-scheme:dark',
    );
  });

  it('declares tenant fonts with swap', () => {
    const css = themeCss(
      fillBranding({
        fonts: { header_font: { font_name: 'Lora', font_url: '/fonts/lora.woff2' } },
      }),
      DEFAULT_BRANDING,
    );
    expect(css).toContain(
      '@font-face{font-family:"Lora";src:url("/fonts/lora.woff2") format("woff2");font-weight:700;font-style:normal;font-display:swap}',
    );
  });

  it('cannot be broken out of by hostile values', () => {
    const css = themeCss(
      fillBranding({
        fonts: {
          regular_font: {
            font_name: 'A</style><script>',
            font_url: '/x.woff2")}</style><script>alert(1)</script>',
          },
        },
      }),
      DEFAULT_BRANDING,
    );
    expect(css).not.toMatch(/<\/?(style|script)/i);
  });
});
