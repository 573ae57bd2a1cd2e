/**
 * Every screen of the chain that lists other languages (taco: English, Canadian French and
 * Spanish; docs/architecture.md §4b), in each of them, on a phone: the page says its language,
 * its main heading is in that language, nothing is wider than the screen with the longer texts,
 * and axe finds nothing. One signed-in walk per language, so the account screens show their data.
 */
import { readFileSync } from 'node:fs';
import nodePath from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { SCREENS } from '../src/lib/routes.ts';
import { brandingReady, DEMO_TENANTS, headerInteractive } from './fixtures/tenants.ts';
import { logInWithModal } from './fixtures/accounts.ts';

const { origin, branding } = DEMO_TENANTS.find((t) => t.tenant.id === 'taco')!;
const store = (
  JSON.parse(readFileSync(nodePath.resolve('tenants', 'taco.sandbox.json'), 'utf8')) as {
    stores: { store_id: number }[];
  }
).stores[0]!.store_id;

/** A public path that opens each screen that has none of its own. */
const SAMPLE_PATHS: Record<string, string> = {
  menu: `/${store}`,
  checkout: `/${store}/checkout`,
  confirmation: '/confirmation/1001',
  'not-found': '/no-such-page',
};

/** What each language's loading line starts with, so a screen is checked once it has its data. */
const LOADING: Record<string, RegExp> = { 'fr-CA': /^Chargement/, es: /^Cargando/ };

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

for (const [locale, segment] of [
  ['fr-CA', 'fr-ca'],
  ['es', 'es'],
] as const) {
  test(`every screen in ${locale}: its language, no overflow at 390 px, no axe violations`, async ({
    page,
  }) => {
    // Signed in once (on the English page, whose dialog the fixture knows): the session is the
    // site's, whatever the language of the page.
    await page.goto(origin);
    await brandingReady(page);
    await headerInteractive(page);
    await logInWithModal(page, 'demo@example.com', 'Demo1234!');
    for (const screen of SCREENS) {
      const path = screen.path ?? SAMPLE_PATHS[screen.key]!;
      await test.step(`${screen.key} (${path})`, async () => {
        await page.goto(`${origin}/${segment}${path === '/' ? '' : path}`);
        await brandingReady(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        if (screen.key === 'account-external-links' && branding.external_links.length === 0)
          await expect(page).toHaveURL(`${origin}/${segment}/account`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (screen.requiresLogin)
          await expect(page.getByRole('main').getByText(LOADING[locale]!)).toHaveCount(0);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          'the page is no wider than the phone',
        ).toBeLessThanOrEqual(390);
        await noAxeViolations(page);
      });
    }
  });
}
