/**
 * A chain in English, Canadian French and Spanish (docs/architecture.md §4b; taco lists all three):
 * the French pages say so, the menu shows the chain's own texts in the page's language, the
 * footer's language switcher works by mouse and keyboard and its choice is kept, and a French
 * browser that chose nothing is sent to the French pages. Every screen in each language, with axe:
 * languages-screens.spec.ts.
 */
import { expect, test } from './fixtures/test.ts';
import { brandingReady, DEMO_TENANTS } from './fixtures/tenants.ts';

const { origin } = DEMO_TENANTS.find((t) => t.tenant.id === 'taco')!;

test('French pages are in French, and the switcher’s choice is kept', async ({ page }) => {
  for (const path of ['/fr-ca', '/fr-ca/301', '/fr-ca/301/checkout', '/fr-ca/content-hub']) {
    await page.goto(`${origin}${path}`);
    await brandingReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('navigation', { name: 'Langue' })).toBeVisible();
  }
  await page.goto(`${origin}/fr-ca/301`);
  await expect(
    page.getByRole('button', { name: /^Panier, \d+ articles?$/ }).first(),
  ).toBeAttached();
  // The menu's own texts in French (the sandbox's translations of Taco Verde's menu).
  await expect(page.getByRole('button', { name: /^Tacos al pastor/ })).toBeVisible();
  await expect(page.getByText('Porc rôti à la broche, ananas, oignon et coriandre.')).toBeVisible();
  // The page's own links stay in French: the browser asks for the French page, not for a redirect.
  const asked = page.waitForRequest((r) => r.isNavigationRequest());
  await page.getByRole('link', { name: 'Espace contenu' }).click();
  expect((await asked).url()).toBe(`${origin}/fr-ca/content-hub`);
  await page.goto(`${origin}/fr-ca/301`);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${origin}/301`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`${origin}/301/checkout`);
  await expect(page).toHaveURL(`${origin}/301/checkout`);
  await page.getByRole('link', { name: 'Français' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}/fr-ca/301/checkout`);
  await page.goto(`${origin}/301/checkout`);
  await expect(page).toHaveURL(`${origin}/fr-ca/301/checkout`);
});

test('the Spanish menu shows the chain’s own texts in Spanish', async ({ page }) => {
  await page.goto(`${origin}/es/301`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: /^Tacos de carne asada/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bebidas' })).toBeVisible();
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr-CA' });
  test('is sent to the French pages', async ({ page }) => {
    await page.goto(`${origin}/301/checkout`);
    await expect(page).toHaveURL(`${origin}/fr-ca/301/checkout`);
    await expect(page.getByRole('link', { name: 'Passer au contenu' })).toBeAttached();
  });
});
