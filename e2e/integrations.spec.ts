// Outside services (docs/product.md §1, docs/architecture.md §6b) against the sandbox stand-ins:
// marketing only after consent and never on Checkout, monitoring and the widget always, every event
// seen leaving the page at /__sandbox/integrations, and no CSP violation on the way.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { axeViolations } from './fixtures/axe.ts';
import { fixture, raw } from './fixtures/http.ts';
import { tabTo } from './fixtures/keyboard.ts';
import { orderOf, setTime } from './fixtures/ordering.ts';
import { APPROVED, fillGuest, payOnHostedPage, toCheckout } from './fixtures/checkout.ts';
import { NOON_NY, originOf, startPickupOrder } from './fixtures/menu.ts';
import { DEMO_TENANTS, rgb } from './fixtures/tenants.ts';

const BURGER = originOf('burger');
const TACO = originOf('taco');

interface Received {
  body: Record<string, unknown>;
  contentType: string;
}
type Services = Record<'pixel' | 'tag-manager' | 'rum' | 'widget', Received[]>;

async function received(tenant: string): Promise<Services> {
  const res = await fixture(tenant, 'GET', '/integrations');
  expect(res.status).toBe(200);
  return JSON.parse(res.body) as Services;
}

const pixelEvents = async (tenant: string) =>
  (await received(tenant)).pixel.map((r) => r.body.event);
const layerEvents = async (tenant: string) =>
  (await received(tenant))['tag-manager'].map((r) => (r.body.entry as { event?: string }).event);

/** Records every CSP violation the page reports, from its first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
      violations.push(m.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return violations;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Marketing cookies' });

interface AsParsed {
  shown: boolean;
  banner: number;
  spacer: number;
  space: string;
}

/**
 * Records the consent banner as the page's HTML alone left it: when the document has been parsed,
 * before any module script (the integrations' included) has run, which the browser does only after
 * the document's readiness has turned "interactive".
 */
async function watchBannerAsParsed(page: Page) {
  await page.addInitScript(() => {
    const shown = (el: HTMLElement) => getComputedStyle(el).display !== 'none';
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const banner = document.getElementById('sf-consent')!;
      const spacer = document.getElementById('sf-consent-spacer')!;
      const parsed: AsParsed = {
        shown: shown(banner) && shown(spacer),
        banner: banner.offsetHeight,
        spacer: spacer.offsetHeight,
        space: document.body.style.getPropertyValue('--sf-consent-space'),
      };
      (window as unknown as { asParsed: AsParsed }).asParsed = parsed;
    });
  });
  return () => page.evaluate(() => (window as unknown as { asParsed: AsParsed }).asParsed);
}

test('the banner asks without taking focus, by keyboard; marketing starts only on Accept', async ({
  page,
}) => {
  const csp = await watchCsp(page);
  const asParsed = await watchBannerAsParsed(page);
  await page.goto(`${BURGER}/`);
  await expect(banner(page)).toBeVisible();
  // Shown by the HTML, spacer and page's least height already sized: nothing shifts after.
  const parsed = await asParsed();
  expect(parsed.banner).toBeGreaterThan(0);
  expect(parsed).toEqual({
    shown: true,
    banner: parsed.banner,
    spacer: parsed.banner,
    space: `${parsed.banner}px`,
  });
  await expect(banner(page)).toContainText(
    'Fraud detection and error monitoring are necessary to take orders safely, so they are always on.',
  );
  await expect(page.locator('body')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  // Nothing marketing has left the page, nor any vendor script loaded, before the guest chose.
  expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
  expect((await received('burger')).pixel).toEqual([]);
  expect((await received('burger'))['tag-manager']).toEqual([]);

  const accept = banner(page).getByRole('button', { name: 'Accept' });
  const reject = banner(page).getByRole('button', { name: 'Reject' });
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.abs(a!.height - r!.height)).toBeLessThan(1);
  await tabTo(page, accept);
  await page.keyboard.press('Tab');
  await expect(reject).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();

  await expect.poll(() => pixelEvents('burger')).toEqual(['PageView']);
  await expect.poll(() => layerEvents('burger')).toEqual(['gtm.js', 'page_view']);
  const [pageView] = (await received('burger')).pixel;
  expect(pageView!.body).toEqual({
    pixel_id: '100200300400500',
    method: 'track',
    event: 'PageView',
    params: {},
  });

  // Remembered: the next page asks nothing and reports its view.
  await page.reload();
  await expect.poll(() => pixelEvents('burger')).toEqual(['PageView', 'PageView']);
  await expect(banner(page)).toBeHidden();
  expect(await asParsed()).toEqual({ shown: false, banner: 0, spacer: 0, space: '' });
  expect(csp).toEqual([]);
});

test('Reject is remembered and nothing marketing ever leaves; a corrupted choice asks again', async ({
  page,
}) => {
  const csp = await watchCsp(page);
  const asParsed = await watchBannerAsParsed(page);
  await page.goto(`${BURGER}/`);
  await banner(page).getByRole('button', { name: 'Reject' }).click();
  await expect(banner(page)).toBeHidden();
  await page.goto(`${BURGER}/content-hub`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page is interactive and past its idle moment: had marketing been going to load, it would have.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))),
  );
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => ['fbq' in window, 'dataLayer' in window])).toEqual([
    false,
    false,
  ]);
  const all = await received('burger');
  expect([all.pixel, all['tag-manager']]).toEqual([[], []]);

  expect((await asParsed()).shown).toBe(false);

  await page.evaluate(() => localStorage.setItem('sf.consent.burger', '{"choice":'));
  await page.reload();
  await expect(banner(page)).toBeVisible();
  expect((await asParsed()).shown).toBe(true);
  expect(csp).toEqual([]);
});

test('AddToCart reaches the pixel and the tag manager with value and currency; Checkout loads no tag', async ({
  page,
}) => {
  const csp = await watchCsp(page);
  await page.addInitScript(() =>
    localStorage.setItem('sf.consent.burger', JSON.stringify({ v: 1, choice: 'granted' })),
  );
  await setTime(page, 'burger', NOON_NY);
  await startPickupOrder(page, 'burger', 'Fulton Street');
  await page
    .getByRole('button', { name: /^Onion Rings/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Onion Rings' });
  await dialog.getByRole('button', { name: /^Add to order/ }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await pixelEvents('burger')).at(-1)).toBe('AddToCart');
  const add = (await received('burger')).pixel.at(-1)!.body;
  expect(add).toMatchObject({ event: 'AddToCart', params: { currency: 'USD' } });
  const params = add.params as { value: number; content_ids: string[] };
  expect(params.value).toBeGreaterThan(0);
  expect(params.content_ids).toHaveLength(1);
  await expect
    .poll(async () => (await received('burger'))['tag-manager'].at(-1)?.body.entry)
    .toMatchObject({ event: 'add_to_cart', ecommerce: { currency: 'USD', value: params.value } });
  // No personal data in anything the stand-ins received.
  expect(JSON.stringify(await received('burger'))).not.toMatch(/@|email|phone/i);

  // The payment processor's fraud collector is necessary on Checkout (docs/product.md §7.7); no tag
  // is.
  const tags = async () => {
    const all = await received('burger');
    return { pixel: all.pixel, tagManager: all['tag-manager'] };
  };
  const before = await tags();
  const vendorRequests: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (url.includes('/__sandbox/integrations/') && !/\/payproc\/|\/payment-fraud$/.test(url))
      vendorRequests.push(url);
  });
  await page.goto(`${BURGER}${new URL(page.url()).pathname}/checkout`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))),
  );
  expect(await page.locator('#sf-integrations').count()).toBe(0);
  expect(await page.evaluate(() => ['fbq' in window, 'dataLayer' in window])).toEqual([
    false,
    false,
  ]);
  expect(vendorRequests).toEqual([]);
  expect(await tags()).toEqual(before);
  expect(csp).toEqual([]);
});

test('Purchase: noted on Confirmation, which runs no tag, and sent by the next page', async ({
  page,
}) => {
  const csp = await watchCsp(page);
  await page.addInitScript(() =>
    localStorage.setItem('sf.consent.burger', JSON.stringify({ v: 1, choice: 'granted' })),
  );
  await setTime(page, 'burger', NOON_NY);
  const orderId = await toCheckout(page, BURGER, 'Fulton Street', 'Pickup', 1012);
  await fillGuest(page);
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('radio', { name: /^New card/ }).check();
  await payment.getByRole('button', { name: /ENTER CARD DETAILS|USE ANOTHER CARD/ }).click();
  await payOnHostedPage(page, APPROVED);
  const total = ((await orderOf(page, orderId)).charges as { total_cents: number }).total_cents;
  const sentBefore = (await received('burger')).pixel.length;
  await page.getByRole('button', { name: /^PLACE ORDER · / }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Thank you! Order #${orderId}` })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('sf.pendingPurchase')))
    .toBe(JSON.stringify({ type: 'marketing.purchase', orderId, valueCents: total }));
  expect(await page.evaluate(() => ['fbq' in window, 'dataLayer' in window])).toEqual([
    false,
    false,
  ]);
  expect((await received('burger')).pixel).toHaveLength(sentBefore);

  await page.goto(`${BURGER}/`);
  const purchase = async () =>
    (await received('burger')).pixel.filter((r) => r.body.event === 'Purchase');
  await expect
    .poll(async () => (await purchase()).map((r) => r.body.params))
    .toEqual([{ value: total / 100, currency: 'USD' }]);
  await expect
    .poll(async () =>
      (await received('burger'))['tag-manager']
        .map((r) => r.body.entry as { event?: string })
        .filter((e) => e.event === 'purchase'),
    )
    .toEqual([
      {
        event: 'purchase',
        ecommerce: { transaction_id: String(orderId), currency: 'USD', value: total / 100 },
      },
    ]);
  // Back on Confirmation (a reload, say), the same order is not noted twice.
  await page.goto(`${BURGER}/confirmation/${orderId}`);
  await expect(page.getByRole('heading', { name: `Thank you! Order #${orderId}` })).toBeVisible();
  await page.goto(`${BURGER}/`);
  await expect.poll(async () => (await pixelEvents('burger')).at(-1)).toBe('PageView');
  expect(await purchase()).toHaveLength(1);
  expect(csp).toEqual([]);
});

test('focus a guest or the page moved before the widget arrived stays where it is', async ({
  page,
}) => {
  // The widget's script is held until the guest has moved, so it arrives after they did.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/a11y-widget.js*', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`${TACO}/`);
  await expect.poll(() => asked).toBe(true);
  // Programmatic, as a screen reader's cursor moves it: no key or pointer the page could see.
  const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
  await login.focus();
  release();
  const widget = page.getByRole('complementary', { name: 'Accessibility tools' });
  await expect(widget.getByRole('button', { name: 'Accessibility options' })).toBeVisible();
  await expect.poll(async () => (await received('taco')).widget.length).toBe(1);
  await expect(login).toBeFocused();
});

test('monitoring beacons vitals and scrubbed errors; the widget loads without taking focus', async ({
  page,
  allowedPageErrors,
}) => {
  // The error this test throws for monitoring to report.
  allowedPageErrors.push(/No account for ann@example\.com/);
  const csp = await watchCsp(page);
  await page.goto(`${TACO}/content-hub?email=ann@example.com`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () =>
      (await received('taco')).rum.map((r) => (r.body.report as { name: string }).name),
    )
    .toContain('FCP');
  const fcp = (await received('taco')).rum.find(
    (r) => (r.body.report as { name: string }).name === 'FCP',
  )!;
  expect(fcp.body).toMatchObject({
    key: 'rum-pk-taco-demo',
    path: '/content-hub',
    report: { type: 'vital', name: 'FCP' },
  });
  expect(fcp.contentType).toBe('text/plain');

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('No account for ann@example.com at https://x.example/p?token=abc');
    });
  });
  await expect
    .poll(
      async () =>
        (await received('taco')).rum.find(
          (r) => (r.body.report as { type: string }).type === 'error',
        )?.body.report,
    )
    .toMatchObject({
      type: 'error',
      message: 'No account for [email] at https://x.example/p',
    });
  expect(JSON.stringify(await received('taco'))).not.toMatch(/ann@|token=/);

  const widget = page.getByRole('complementary', { name: 'Accessibility tools' });
  await expect(widget.getByRole('button', { name: 'Accessibility options' })).toBeVisible();
  await expect(page.locator('body')).toBeFocused();
  await expect.poll(async () => (await received('taco')).widget.length).toBe(1);
  expect((await received('taco')).widget[0]!.body).toEqual({
    widget_id: 'a11y-taco-demo',
    event: 'loaded',
  });
  expect(await axeViolations(page)).toEqual([]);
  expect(csp).toEqual([]);
});

test('a tenant without services carries none of their code or tags', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${originOf('sushi')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.locator('#sf-integrations, #sf-consent, meta[name="storefront-csp"]').count(),
  ).toBe(0);
  expect(requests.filter((u) => /IntegrationCsp|__sandbox\/integrations/.test(u))).toEqual([]);
});

test('the banner has no violations in a dark theme (sushi\u2019s palette)', async ({ browser }) => {
  // Sushi, the dark demo tenant, has no marketing: its theme is applied to a page that asks.
  const { body } = await raw(new URL(originOf('sushi')).host, '/');
  const theme = /<style[^>]*id="sf-theme"[^>]*>([\s\S]*?)<\/style>/.exec(body)?.[1];
  expect(theme, 'the sushi shell carries its theme').toBeTruthy();
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${BURGER}/`);
  await expect(banner(page)).toBeVisible();
  await page.evaluate((css) => {
    document.getElementById('sf-theme')!.textContent = css;
    document.documentElement.dataset.mode = 'dark';
  }, theme!);
  const sushi = DEMO_TENANTS.find((t) => t.tenant.id === 'sushi')!;
  await expect(page.locator('#sf-consent')).toHaveCSS(
    'background-color',
    rgb(sushi.branding.background_color),
  );
  expect(await axeViolations(page, '#sf-consent')).toEqual([]);
  await context.close();
});
