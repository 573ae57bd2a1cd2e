/**
 * Screenshots of a tenant's storefront for support staff: Home, Menu, the item dialog, the cart
 * and Checkout, at 390 px and 1366 px, in the tenant's colour mode.
 *   npm run preview -- [--out DIR] [tenants/<id>.json …]
 * No file: every tenant in tenants/. Builds first when dist/ is missing or older than its inputs.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, progressLine } from './preview/args.ts';
import { ensureBuild } from './preview/build.ts';
import { serve } from './preview/server.ts';
import { readTenant, type PreviewTenant } from './preview/tenant-file.ts';
import { isTenantFileName } from '../src/tenancy/folder.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tenantsDir = path.join(root, 'tenants');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = parseArgs(process.argv.slice(2));
if ('error' in args) fail(args.error);
const files = args.files.length
  ? args.files
  : readdirSync(tenantsDir)
      .filter(isTenantFileName)
      .sort()
      .map((f) => path.relative(process.cwd(), path.join(tenantsDir, f)));

const tenants: PreviewTenant[] = [];
for (const file of files) {
  const tenant = readTenant(file);
  if ('error' in tenant) fail(tenant.error);
  // The server answers only the tenants the build found in tenants/.
  if (path.dirname(path.resolve(file)) !== tenantsDir)
    fail(`${file}: only files in tenants/ can be previewed; copy it to tenants/${tenant.id}.json`);
  tenants.push(tenant);
}

// Playwright loads only once the arguments are known to be good, so a typo fails at once.
const { chromium } = await import('@playwright/test');
const { CHROMIUM_ARGS, chromiumExecutable } = await import('../e2e/fixtures/chromium.ts');
const { shootTenant } = await import('./preview/shoot.ts');
let executablePath: string | undefined;
try {
  executablePath = chromiumExecutable();
} catch (e) {
  fail((e as Error).message);
}
if (!ensureBuild(root))
  fail('The build failed (above); fix it, or run `npm run build` to see why.');
const server = await serve(root);
const browser = await chromium.launch({
  args: CHROMIUM_ARGS,
  ...(executablePath ? { executablePath } : {}),
});
let failed = false;
try {
  for (const tenant of tenants) {
    const started = Date.now();
    const dir = path.join(args.out, tenant.id);
    const shots = await shootTenant(browser, `http://${tenant.id}.localhost:${server.port}`, dir);
    // One branding has one mode (dark_mode_enabled), so there is one set of pictures per tenant.
    const source = tenant.dark === undefined ? 'the branding it loads at run time' : 'its branding';
    const notes = [
      `${shots.mode} mode only (${source} has dark_mode_enabled: ${shots.mode === 'dark'})`,
    ];
    notes.push(...shots.missing);
    if (shots.missing.length) failed = true;
    console.log(progressLine(tenant.id, shots.count, dir, Date.now() - started, notes));
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
