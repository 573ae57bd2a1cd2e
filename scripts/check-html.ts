// npm run check:html — every page of every tenant is valid HTML: the W3C Nu HTML checker (the
// vnu-jar package, run with the system's Java) finds no error. The pages are fetched from the
// production build in dist/ as a browser gets them (the prerendered shells and the pages rendered
// on demand): for each tenant file in tenants/, every screen of src/lib/routes.ts in each of its
// languages, plus the page of an unknown host. One Java run checks them all. The checker lets a
// <style> into <body> as its parent's first child; older validators allow none there, and nor does
// this check (Astro writes its islands' rule there: src/server/island-styles.ts moves it). Exits 1
// on any error not in UPSTREAM.
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { localeSegment, tenantLocales } from '../src/lib/i18n/locales.ts';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SCREENS } from '../src/lib/routes.ts';
import { freePort, root, startServer } from './bench-harness.ts';

/**
 * Errors the checker reports that are the checker's own or an upstream library's, each with why.
 * docs/testing.md lists them too. Empty: every page is valid.
 */
export const UPSTREAM: { message: RegExp; why: string }[] = [];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The paths that open each screen of a tenant: a screen without a fixed path gets a sample one. */
export function screenPaths(firstStore: number): string[] {
  const sample: Record<string, string> = {
    menu: `/${firstStore}`,
    checkout: `/${firstStore}/checkout`,
    confirmation: '/confirmation/1001',
    'not-found': '/no-such-page',
  };
  return SCREENS.map((s) => s.path ?? sample[s.key]!);
}

/** The checker's errors (warnings and notes aside) that are not upstream's, one line each. */
export function htmlErrors(report: { messages: VnuMessage[] }): string[] {
  return report.messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .filter((m) => !UPSTREAM.some((u) => u.message.test(m.message)))
    .map((m) => `${path.basename(m.url)}:${m.lastLine ?? '?'}: ${m.message}`);
}

/** A <style> element inside <body>, as "file: …", or undefined. */
export function styleInBody(name: string, html: string): string | undefined {
  const body = html.search(/<body[\s>]/);
  const style = body < 0 ? -1 : html.slice(body).search(/<style[\s>]/);
  return style < 0
    ? undefined
    : `${name}: a <style> inside <body>: ${html.slice(body + style, body + style + 80)}`;
}

function get(port: number, host: string, pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const type = res.headers['content-type'] ?? '';
        if (!type.startsWith('text/html'))
          reject(new Error(`${host}${pathname} answered ${res.statusCode} ${type}, not a page`));
        else resolve(Buffer.concat(chunks).toString('utf8'));
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function java(args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) =>
    execFile('java', args, { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error && 'code' in error && error.code === 'ENOENT')
        reject(
          new Error(
            'The HTML check needs Java: `sudo apt-get install -y default-jre-headless` (.ci/run does).',
          ),
        );
      else resolve({ code: typeof error?.code === 'number' ? error.code : 0, stderr });
    }),
  );
}

async function main(): Promise<void> {
  const tenants = readdirSync(path.join(root, 'tenants'))
    .filter((f) => f.endsWith('.json') && !f.endsWith('.sandbox.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
  const out = path.join(root, '.tmp', 'check-html');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const port = await freePort();
  const server = await startServer(port);
  const files: string[] = [];
  const ownErrors: string[] = [];
  const keep = (file: string, html: string) => {
    writeFileSync(file, html);
    files.push(file);
    const error = styleInBody(path.basename(file), html);
    if (error) ownErrors.push(error);
  };
  try {
    for (const id of tenants) {
      const seed = JSON.parse(
        readFileSync(path.join(root, 'tenants', `${id}.sandbox.json`), 'utf8'),
      ) as { stores: { store_id: number }[] };
      const { locales } = JSON.parse(
        readFileSync(path.join(root, 'tenants', `${id}.json`), 'utf8'),
      ) as { locales?: string[] };
      // Each of the chain's languages: its default at today's URLs, the others under their segment.
      for (const prefix of [
        '',
        ...tenantLocales(locales)
          .slice(1)
          .map((l) => `/${localeSegment(l)}`),
      ])
        for (const screen of screenPaths(seed.stores[0]!.store_id)) {
          const pathname = `${prefix}${screen === '/' && prefix ? '' : screen}`;
          const file = path.join(out, `${id}${pathname.replace(/\//g, '_') || '_'}.html`);
          keep(file, await get(port, `${id}.localhost:${port}`, pathname));
        }
    }
    keep(
      path.join(out, 'unknown-host.html'),
      await get(port, `unknown-chain.localhost:${port}`, '/'),
    );
  } finally {
    server.kill();
  }
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  // C1 only and the serial collector: a short run on two cores starts and ends sooner that way; the
  // shallower compiled frames then need a deeper stack than the checker's stated 512k.
  const { stderr } = await java([
    '-Xss16m',
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-jar',
    jar,
    '--format',
    'json',
    '--errors-only',
    '--exit-zero-always',
    ...files,
  ]);
  const errors = [...ownErrors, ...htmlErrors(JSON.parse(stderr) as { messages: VnuMessage[] })];
  if (errors.length > 0) {
    console.error(`${errors.length} HTML error(s) in ${files.length} pages:\n${errors.join('\n')}`);
    process.exit(1);
  }
  console.log(`${files.length} pages of ${tenants.length} tenants are valid HTML.`);
}

if (import.meta.main) await main();
