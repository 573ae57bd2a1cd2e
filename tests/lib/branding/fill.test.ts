import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, fillBranding } from '../../../src/lib/branding/defaults.ts';
import { fillOver } from '../../../src/lib/branding/fill.ts';

// A live tenant's page fills its theme-config over the branding its shell states (the defaults,
// filled by the build and read back from JSON), not over a copy of DEFAULT_BRANDING:
// docs/product.md §4.11 must give the same branding either way.
const stated = () =>
  JSON.parse(JSON.stringify(fillBranding({}))) as ReturnType<typeof fillBranding>;

describe('fillOver the shell-stated defaults (docs/product.md §4.11, §8)', () => {
  it.each([
    ['nothing (the call failed)', undefined],
    ['not an object', 'oops'],
    ['an empty theme-config', {}],
    ['a colour', { primary_color: '#123456' }],
    ['a nested key', { display_options: { hide_store_address: true } }],
    ['a deeper key', { display_options: { button_radius: { enabled: true } } }],
    ['wrong kinds', { title: 42, display_options: 'x', links: {} }],
    ['keys without a default', { logo_url: '/logo.svg', sso: { google: { enabled: true } } }],
    ['whole arrays', { links: [{ label: 'A', url: '/a' }] }],
    ['dark mode', { dark_mode_enabled: true, fonts: { regular_font: { font_color: '#eeeeee' } } }],
  ])('gives what fillBranding gives for %s', (_n, given) => {
    expect(fillOver(given, stated())).toEqual(fillBranding(given));
  });

  it('never shares objects with the defaults it filled from', () => {
    const defaults = stated();
    const filled = fillOver({}, defaults);
    filled.display_options.button_radius.radius = 99;
    expect(defaults.display_options.button_radius.radius).toBe(5);
    expect(DEFAULT_BRANDING.display_options.button_radius.radius).toBe(5);
  });
});
