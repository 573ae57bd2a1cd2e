/**
 * `npm run build`'s second step: one more `astro build` for each language beside English that a
 * chain lists in its tenant file (`locales`), with STOREFRONT_LOCALE naming it, so that build's
 * `#messages` is that language's catalogue (astro.config.mjs) and its pages and islands carry that
 * language's texts alone. Each build goes to .cache/locale-builds/<segment>/; its scripts (content-
 * hashed, so a name both builds made is the same file) and its chains' pages in that language are
 * copied into dist/client beside the default build's, which keeps its server, tenants.json and
 * everything else. Nothing to do, and no time spent, when every chain is English only.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTenantFileName } from '../src/tenancy/folder.ts';
import { localeSegment } from '../src/lib/i18n/locales.ts';
import { buildTenantsFolder } from './tenant-manifest.ts';
import { extraLocales, mergedFolders } from './locale-builds.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, buildTenantsFolder());
const tenants = readdirSync(dir)
  .filter(isTenantFileName)
  .map(
    (f) =>
      JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { id: string; locales?: string[] },
  );
const client = path.join(root, 'dist', 'client');

for (const locale of extraLocales(tenants)) {
  const out = path.join(root, '.cache', 'locale-builds', localeSegment(locale));
  const started = performance.now();
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', out],
    { cwd: root, stdio: 'inherit', env: { ...process.env, STOREFRONT_LOCALE: locale } },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
  for (const folder of mergedFolders(tenants, locale)) {
    const from = path.join(out, 'client', folder);
    if (!existsSync(from)) throw new Error(`The ${locale} build made no ${folder}/`);
    // A file the default build made stays as it is (the same content-hashed script, or its page).
    cpSync(from, path.join(client, folder), { recursive: true, force: false });
  }
  rmSync(out, { recursive: true, force: true });
  console.log(
    `${locale}: built and merged in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
