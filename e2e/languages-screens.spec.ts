/**
 * Every screen of the chain that lists other languages (taco: English, Canadian French and
 * Spanish; docs/architecture.md §4b), in each of them, on a phone: the page says its language,
 * its main heading is in that language, nothing is wider than the screen with the longer texts,
 * and axe finds nothing. One signed-in walk per language, so the account screens show their data.
 * A guest orders in each language, and a wrong password is refused in it.
 */
import { expect, test } from './fixtures/test.ts';
import { noAxeViolations } from './fixtures/axe.ts';
import { SCREENS } from '../src/lib/routes.ts';
import { brandingReady, DEMO_TENANTS, headerInteractive, sandboxSeed } from './fixtures/tenants.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import { opensHub } from './fixtures/account-hub.ts';
import { APPROVED, payOnHostedPage } from './fixtures/checkout.ts';

const taco = DEMO_TENANTS.find((t) => t.tenant.id === 'taco')!;
const { origin } = taco;
const store = sandboxSeed<{ stores: { store_id: number }[] }>('taco').stores[0]!.store_id;

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

// Canadian French, the longer of the two other languages' texts; Spanish pages are checked by the
// guest's order below (Home, Menu, the item, Checkout, Confirmation with axe) and by
// languages.spec.ts, and walked screen by screen with `LANGUAGES=all` (CI time: each walk takes
// about 26 s on two busy cores).
const WALKED = process.env.LANGUAGES === 'all' ? (['fr-CA', 'es'] as const) : (['fr-CA'] as const);

for (const [locale, segment] of [
  ['fr-CA', 'fr-ca'],
  ['es', 'es'],
] as const) {
  if (!(WALKED as readonly string[]).includes(locale)) continue;
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
        // A screen taco's profile menu leaves out opens the account hub (opensHub).
        if (opensHub(taco, screen.key))
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

/** A name that starts with `text` (a message whose placeholder, left empty, ends it). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const CATALOGUES = {
  'fr-CA': () => import('../src/generated/messages/fr-CA.ts'),
  es: () => import('../src/generated/messages/es.ts'),
} as const;

for (const [locale, segment] of [
  ['fr-CA', 'fr-ca'],
  ['es', 'es'],
] as const) {
  test(`a guest orders in ${locale}: store, item, Checkout, payment and Confirmation in that language`, async ({
    page,
  }) => {
    const t = await CATALOGUES[locale]();
    await page.goto(`${origin}/${segment}`);
    await brandingReady(page);
    const card = page.getByRole('article').filter({ hasText: 'South Congress' });
    await card.getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('button', { name: t.orderDetails_start }).click();
    await expect(page).toHaveURL(new RegExp(`/${segment}/${store}(/|$)`));
    // A new guest's first order is offered its discounts first.
    const discounts = page.getByRole('dialog', { name: t.orderDetails_discountsTitle });
    await discounts.getByRole('button', { name: t.orderDetails_continue }).click();
    await expect(discounts).toBeHidden();
    // The menu's own texts are the chain's translations; the item dialog's, the catalogue's.
    await page
      .getByRole('button', { name: /^Tacos al pastor/ })
      .first()
      .click();
    const item = page.getByRole('dialog');
    await item.getByRole('button', { name: startsWith(t.item_add({ price: '' })) }).click();
    await expect(
      page.getByRole('button', { name: t.header_cartLabel({ count: 1 }) }).first(),
    ).toBeAttached();
    await page.goto(`${origin}/${segment}/${store}/checkout`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const contact = page.getByRole('region', { name: t.checkout_contact });
    await expect(contact).toBeVisible();
    await noAxeViolations(page);
    await contact.getByLabel(t.checkout_firstName, { exact: true }).fill('Ann');
    await contact.getByLabel(t.checkout_lastName, { exact: true }).fill('Lee');
    await contact.getByLabel(t.checkout_email, { exact: true }).fill('ann.lee@example.com');
    await contact.getByLabel(t.checkout_phone, { exact: true }).fill('5125550199');
    const payment = page.getByRole('region', { name: t.payment_heading });
    await payment.getByRole('radio', { name: startsWith(t.payment_newCard) }).check();
    await payment.getByRole('button', { name: t.payment_enterCard }).click();
    await payOnHostedPage(page, APPROVED);
    await expect(page).toHaveURL(new RegExp(`/${segment}/${store}/checkout$`));
    await page
      .getByRole('button', { name: startsWith(t.checkout_placeOrder({ total: '' })) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${segment}/confirmation/\\d+$`));
    const orderId = Number(/(\d+)$/.exec(page.url())![1]);
    await expect(
      page.getByRole('heading', { name: t.confirmation_thankYouOrder({ id: orderId }) }),
    ).toBeVisible();
    await noAxeViolations(page);
  });
}

for (const [locale, segment] of [
  ['fr-CA', 'fr-ca'],
  ['es', 'es'],
] as const) {
  test(`a wrong password is refused in ${locale}, in the tenant API's own words`, async ({
    page,
  }) => {
    const t = await CATALOGUES[locale]();
    await page.goto(`${origin}/${segment}`);
    await brandingReady(page);
    await page
      .getByRole('navigation', { name: t.header_mainNav })
      .getByRole('link', { name: t.header_login })
      .click();
    const login = page.getByRole('dialog', { name: t.modals_loginTitle });
    await login.getByLabel(t.modals_email, { exact: true }).fill('demo@example.com');
    await login.getByLabel(t.modals_password, { exact: true }).fill('not-the-password-1');
    await login.getByRole('button', { name: t.modals_login, exact: true }).click();
    // The sandbox answers in the page's language; the sign-in form starts it with a capital.
    const refusal = t.api_invalidCredentials;
    await expect(
      login.getByText(refusal.charAt(0).toUpperCase() + refusal.slice(1), { exact: true }),
    ).toBeVisible();
    // The shared dialog's and field's own controls speak the page's language too.
    await expect(login.getByRole('button', { name: t.common_close, exact: true })).toBeVisible();
    await login
      .getByRole('button', { name: `${t.common_showPassword}${t.common_passwordNoun}` })
      .click();
    await expect(
      login.getByRole('button', { name: `${t.common_hidePassword}${t.common_passwordNoun}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
}
