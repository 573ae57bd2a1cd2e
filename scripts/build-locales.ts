/**
 * `npm run build`'s second step: one more `astro build` for each language beside English that a
 * chain lists in its tenant file (`locales`), with STOREFRONT_LOCALE naming it, so that build's
 * `#messages` is that language's catalogue (astro.config.mjs) and its pages and islands carry that
 * language's texts alone. Each build goes to .cache/locale-builds/<segment>/; its scripts (content-
 * hashed, so a name both builds made is the same file) and its chains' pages in that language are
 * copied into dist/client beside the default build's, which keeps its server, tenants.json and
 * everything else; the merged pages' compressed copies join the default build's (dist/compressed/).
 * Two languages build at once. Nothing to do, and no time spent, when every chain is English only.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTenantFileName } from '../src/tenancy/folder.ts';
import { localeSegment, type Locale } from '../src/lib/i18n/locales.ts';
import { buildTenantsFolder } from './tenant-manifest.ts';
import { extraLocales, mergedFolders } from './locale-builds.ts';
import { precompressContent } from './precompress-assets.ts';
import { eachAtMost } from './each-at-most.ts';
import { CONTENT_COPIES_DIR } from '../src/server/precompress.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, buildTenantsFolder());
const tenants = readdirSync(dir)
  .filter(isTenantFileName)
  .map(
    (f) =>
      JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { id: string; locales?: string[] },
  );
const client = path.join(root, 'dist', 'client');

/** Builds under way, stopped when another fails. */
const running = new Set<ReturnType<typeof spawn>>();

/** One language's build, its output held back so that builds running at once do not interleave. */
function buildLocale(locale: Locale): Promise<void> {
  const out = path.join(root, '.cache', 'locale-builds', localeSegment(locale));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', out],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, STOREFRONT_LOCALE: locale },
      },
    );
    running.add(child);
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      running.delete(child);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) {
        reject(new Error(`The ${locale} build failed (exit ${code})`));
        return;
      }
      for (const folder of mergedFolders(tenants, locale)) {
        const from = path.join(out, 'client', folder);
        if (!existsSync(from)) {
          reject(new Error(`The ${locale} build made no ${folder}/`));
          return;
        }
        // A file the default build made stays as it is (the same content-hashed script, or its page).
        cpSync(from, path.join(client, folder), { recursive: true, force: false });
      }
      rmSync(out, { recursive: true, force: true });
      console.log(
        `${locale}: built and merged in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve();
    });
  });
}

const locales = extraLocales(tenants);
try {
  // Two at a time: a build is mostly one thread, so two keep two cores busy.
  await eachAtMost(locales, 2, buildLocale);
} catch (error) {
  for (const child of running) child.kill();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (locales.length) {
  const started = performance.now();
  const pages = await precompressContent(client, path.join(root, 'dist', CONTENT_COPIES_DIR));
  console.log(
    `${pages} pages in other languages precompressed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
