import { expect, test } from './fixtures/test.ts';
import { brandingReady, DEMO_TENANTS, rgb } from './fixtures/tenants.ts';
import { DEFAULT_FONT_NAMES } from '../src/lib/branding/theme.ts';

for (const { tenant, branding, origin } of DEMO_TENANTS) {
  test.describe(`${tenant.name} on ${tenant.id}.localhost`, () => {
    test('shows its own title, description, favicon and logo', async ({ page }) => {
      await page.goto(`${origin}/`);
      await brandingReady(page);
      await expect(page).toHaveTitle(branding.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        branding.description,
      );
      if (branding.favicon_url)
        await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
          'href',
          branding.favicon_url,
        );
      await expect(
        page.getByRole('heading', { level: 1, name: `Order ${tenant.name} online` }),
      ).toBeVisible();
      const logo = page.getByRole('banner').getByRole('link', { name: tenant.name });
      await expect(logo).toBeVisible();
      await expect(logo.getByRole('img', { name: tenant.name })).toHaveJSProperty('complete', true);
      // The hero is decorative (alt=""), so no role finds it: in the first HTML, or added by a
      // branding that arrives at runtime (never an <img> without a src).
      const hero = page.locator('img[data-hero]');
      if (branding.hero_image_url)
        await expect(hero).toHaveAttribute('src', branding.hero_image_url);
      else await expect(hero).toHaveCount(0);
    });

    test('is painted in its colours, fonts and button radius', async ({ page }) => {
      await page.goto(`${origin}/`);
      await brandingReady(page);
      await expect(page.locator('body')).toHaveCSS(
        'background-color',
        rgb(branding.background_color),
      );
      const cta = page.getByRole('link', { name: 'Start your order' });
      await expect(cta).toHaveCSS('background-color', rgb(branding.primary_color));
      await expect(cta).toHaveCSS('color', rgb(branding.primary_text_color));
      const radius = branding.display_options.button_radius;
      await expect(cta).toHaveCSS(
        'border-top-left-radius',
        `${radius.enabled ? radius.radius : 5}px`,
      );
      const font = branding.fonts.header_font.font_name;
      // A default branding's font name without a file of its own names no face a device has, so
      // the stack starts with Inter (docs/product.md, "Default branding").
      const ownFont = !DEFAULT_FONT_NAMES.has(font) || !!branding.fonts.header_font.font_url;
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
        'font-family',
        ownFont
          ? new RegExp(`^"?${font}"?, "Inter Variable"`)
          : /^"?Inter Variable"?, "Inter Fallback"/,
      );
      if (branding.fonts.header_font.font_url) {
        await expect
          .poll(() => page.evaluate((f) => document.fonts.check(`700 32px "${f}"`), font))
          .toBe(true);
      }
    });

    test(`is in ${branding.dark_mode_enabled ? 'dark' : 'light'} mode`, async ({ page }) => {
      await page.goto(`${origin}/`);
      await brandingReady(page);
      const mode = branding.dark_mode_enabled ? 'dark' : 'light';
      await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
      await expect(page.locator('html')).toHaveCSS('color-scheme', mode);
      await expect(page.locator('html')).toHaveCSS(
        '--sf-color-border',
        mode === 'dark' ? '#3b3b3b' : '#e6e3e3',
      );
    });

    test('follows its display toggles in the header', async ({ page }) => {
      await page.goto(`${origin}/login`);
      await brandingReady(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const hub = nav.getByRole('link', { name: 'Content Hub' });
      if (branding.display_options.display_content_hub)
        await expect(hub).toHaveAttribute('href', '/content-hub');
      else await expect(hub).toHaveCount(0);
      const redirect = branding.display_options.logo_redirect_url;
      const expected = redirect.enabled && redirect.url ? redirect.url : '/';
      await expect(
        page.getByRole('banner').getByRole('link', { name: tenant.name }),
      ).toHaveAttribute('href', expected);
    });
  });
}

test('the plain localhost host serves the default tenant', async ({ page }) => {
  const byDefault = DEMO_TENANTS.find((t) => t.tenant.hosts.includes('localhost'))!;
  await page.goto(`http://localhost:${new URL(byDefault.origin).port}/`);
  await expect(page).toHaveTitle(byDefault.branding.title);
});
