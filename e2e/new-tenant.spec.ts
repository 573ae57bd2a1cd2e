// A new chain, made as docs/onboarding.md says: `npm run new-tenant`, validate, build, serve. Its
// Home lists only its own stores, its Menu only its own dishes with their pictures (no broken
// picture box), and a guest orders and pays with the test card. The chain is scaffolded into a
// folder of its own under tenants/ (STOREFRONT_TENANTS_DIR) and built into its own outDir, so no
// test tenant is left in tenants/ and the shared per-worker storefront is not touched.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, startProcess, type Running } from './fixtures/standalone.ts';
import { APPROVED, fillGuest, payOnHostedPage } from './fixtures/checkout.ts';
import { expect, test } from './fixtures/test.ts';

const run = promisify(execFile);
const tag = randomBytes(3).toString('hex');
const id = `forno-${tag}`;
const NAME = 'Forno Rosso';
const folder = path.join('tenants', `e2e-new-${tag}`);
const outDir = path.resolve('.tmp', `new-tenant-dist-${tag}`);
const OTHER_CHAINS = /Harbor Burger|Sora Sushi|Taco Verde|Lumen Noodle/;

let storefront: Running | undefined;
let origin = '';
let validated = '';

// One build for the file's tests: they run in order in one worker, among the other files' tests.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // Scaffold, validate and build once (a build takes a minute or more on a busy machine).
  test.setTimeout(420_000);
  const env = { ...process.env, STOREFRONT_TENANTS_DIR: folder };
  mkdirSync(folder, { recursive: true });
  try {
    writeFileSync(path.join(folder, '.gitignore'), '*\n');
    const node = [process.execPath, '--experimental-transform-types'];
    await run(node[0]!, [node[1]!, 'scripts/new-tenant.ts', id, '--name', NAME], { env });
    validated = (
      await run(
        node[0]!,
        [
          node[1]!,
          '--disable-warning=ExperimentalWarning',
          'scripts/validate-tenant.ts',
          path.join(folder, `${id}.json`),
        ],
        { env },
      )
    ).stdout;
    const astro = path.resolve('node_modules/astro/bin/astro.mjs');
    await run(process.execPath, [astro, 'build', '--outDir', outDir], {
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
    rmSync(path.join('public', 't', id), { recursive: true, force: true });
  }
  const port = await freePort();
  origin = `http://${id}.localhost:${port}`;
  storefront = await startProcess(
    ['--experimental-strip-types', 'scripts/serve.ts'],
    { PORT: String(port), HOST: '127.0.0.1', DIST_DIR: outDir, STOREFRONT_SANDBOX_DB: 'memory' },
    /Storefront listening on /,
  );
});

test.afterAll(async () => {
  await storefront?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

test('the scaffolded chain validates cleanly, with its demo data', () => {
  expect(validated).toContain(`${id}.json: ok`);
  expect(validated).toContain(`${id}.sandbox.json: ok`);
  expect(validated).toContain('2 files checked: 0 errors, 0 warnings.');
});

test('Home and Menu show only the new chain’s stores and dishes, pictures and all', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${origin}/`);
  const stores = page.getByRole('list', { name: 'All stores' }).getByRole('article');
  await expect(stores).toHaveCount(3);
  for (const name of [`${NAME} Pickup`, `${NAME} Delivery`, `${NAME} Catering`])
    await expect(stores.filter({ hasText: name })).toHaveCount(1);
  await expect(page.locator('body')).not.toContainText(OTHER_CHAINS);

  await stores
    .filter({ hasText: `${NAME} Pickup` })
    .getByRole('button', { name: /^Pickup/ })
    .click();
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  // The demo data has a promo code but no automatic discount: no discounts dialog first.
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^House Special/ }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(OTHER_CHAINS);
  // Every picture on the Menu is there: the scaffold's placeholder art is where the seed says.
  const pictures = await page
    .locator('main img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  expect(pictures.length).toBeGreaterThanOrEqual(6);
  // Fetched by the page itself (only the browser resolves <id>.localhost).
  const answers = await page.evaluate(
    (srcs) =>
      Promise.all(
        srcs.map(async (src) => {
          const res = await fetch(src);
          return `${res.status} ${res.headers.get('content-type')?.split('/')[0] ?? ''} ${src}`;
        }),
      ),
    pictures,
  );
  expect(answers).toEqual(pictures.map((src) => `200 image ${src}`));
});

test('a guest orders and pays with the test card', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${origin}/`);
  await page
    .getByRole('list', { name: 'All stores' })
    .getByRole('article')
    .filter({ hasText: `${NAME} Pickup` })
    .getByRole('button', { name: /^Pickup/ })
    .click();
  await page.getByRole('button', { name: 'START MY ORDER' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();

  await page
    .getByRole('button', { name: /^House Special/ })
    .first()
    .click();
  const item = page.getByRole('dialog', { name: 'House Special' });
  await item.getByRole('button', { name: /^Add to order/ }).click();
  await expect(item).toBeHidden();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page
    .getByRole('complementary', { name: 'Cart' })
    .getByRole('link', { name: 'CHECKOUT' })
    .click();

  const place = page.getByRole('button', { name: /^PLACE ORDER · / });
  await expect(place).toBeVisible();
  await fillGuest(page);
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('radio', { name: /^New card/ }).check();
  await payment.getByRole('button', { name: /ENTER CARD DETAILS|USE ANOTHER CARD/ }).click();
  await payOnHostedPage(page, APPROVED);
  await place.click();
  await expect(page).toHaveURL(/\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Thank you! Order #\d+$/ })).toBeVisible();
  await expect(page.getByText(/Pick up at: 350 5th Ave/)).toBeVisible();
});
