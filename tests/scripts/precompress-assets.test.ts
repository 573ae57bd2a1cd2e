// docs/architecture.md §8 "responses compressed": the build's own gzip (Zopfli) and brotli copies of
// its hashed assets, which the server sends as they are (tests/server/static-files.test.ts).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressAssets, precompressContent } from '../../scripts/precompress-assets.ts';
import { contentCopyPaths } from '../../src/server/precompress.ts';

describe('precompressAssets', () => {
  const client = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  const assets = path.join(client, '_astro');
  mkdirSync(assets);
  const script = `export function f(){return ${JSON.stringify('storefront '.repeat(400))}}`;
  const small = `export const a = ${JSON.stringify('ab '.repeat(60))};`;
  // Too small for a compressed answer to be smaller, headers included.
  const tiny = 'export{n as default}from"./shell.abc.js";';
  writeFileSync(path.join(assets, 'shell.abc.js'), script);
  writeFileSync(path.join(assets, 'small.abc.js'), small);
  writeFileSync(path.join(assets, 'Cart.abc.js'), tiny);
  writeFileSync(path.join(assets, 'inter.abc.woff2'), Buffer.alloc(4096, 7));
  // Pages get copies of their own kind (precompressContent, below), kept apart from the assets'.
  writeFileSync(path.join(client, 'index.html'), `<p>${'hello '.repeat(400)}</p>`);

  it('writes gzip and brotli copies that decode to the file, for files they make smaller', async () => {
    const summary = await precompressAssets(client);
    expect(summary.files).toBe(2);
    for (const [name, body] of [
      ['shell.abc.js', script],
      ['small.abc.js', small],
    ]) {
      const file = path.join(assets, name!);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(body);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(body);
    }
    for (const skipped of ['_astro/Cart.abc.js', '_astro/inter.abc.woff2', 'index.html'])
      expect(existsSync(path.join(client, `${skipped}.gz`))).toBe(false);
  });

  it('makes gzip no larger than zlib at its best level', async () => {
    const summary = await precompressAssets(client);
    const gz = readFileSync(path.join(assets, 'shell.abc.js.gz')).length;
    expect(gz).toBeLessThanOrEqual(gzipSync(script, { level: 9 }).length);
    expect(summary.gzipBytes).toBeLessThanOrEqual(summary.zlibBytes);
  });

  it('compresses the file, not a copy of it, when run again', async () => {
    await precompressAssets(client);
    expect(existsSync(path.join(assets, 'shell.abc.js.gz.gz'))).toBe(false);
  });

  it('leaves a file another build already compressed under the same name', async () => {
    const second = mkdtempSync(path.join(tmpdir(), 'precompress-second-'));
    mkdirSync(path.join(second, '_astro'));
    writeFileSync(path.join(second, '_astro', 'shell.abc.js'), script);
    writeFileSync(path.join(second, '_astro', 'own.def.js'), script.replace('f()', 'g()'));
    const summary = await precompressAssets(second, client);
    expect(summary.files).toBe(1);
    expect(existsSync(path.join(second, '_astro', 'own.def.js.gz'))).toBe(true);
    expect(existsSync(path.join(second, '_astro', 'shell.abc.js.gz'))).toBe(false);
  });

  it('does nothing for a build without assets', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'precompress-empty-'));
    expect((await precompressAssets(empty)).files).toBe(0);
  });
});

// docs/architecture.md §8 "responses compressed": pages and tenants' files get the copies the server
// would make at start-up, kept by content beside the client folder.
describe('precompressContent', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'precompress-content-'));
  const client = path.join(root, 'client');
  const copies = path.join(root, 'compressed');
  mkdirSync(path.join(client, '_astro'), { recursive: true });
  mkdirSync(path.join(client, 't', 'burger'), { recursive: true });
  const page = `<p>${'burger '.repeat(400)}</p>`;
  const icon = `<svg>${'<path d="M0 0"/>'.repeat(100)}</svg>`;
  writeFileSync(path.join(client, 't', 'burger', 'index.html'), page);
  // The same page in another chain's folder: one pair of copies serves both.
  mkdirSync(path.join(client, 't', 'sushi'), { recursive: true });
  writeFileSync(path.join(client, 't', 'sushi', 'index.html'), page);
  writeFileSync(path.join(client, 't', 'burger', 'logo.svg'), icon);
  writeFileSync(path.join(client, 't', 'burger', 'tiny.html'), '<p>hi</p>');
  writeFileSync(path.join(client, '_astro', 'shell.abc.js'), `export const a=${'1'.repeat(3000)}`);

  it('writes brotli and gzip copies named by content, which decode to the file', async () => {
    expect(await precompressContent(client, copies)).toBe(2);
    for (const body of [page, icon]) {
      const at = contentCopyPaths(copies, Buffer.from(body));
      expect(gunzipSync(readFileSync(at.gzip)).toString()).toBe(body);
      expect(brotliDecompressSync(readFileSync(at.br)).toString()).toBe(body);
    }
    // Under 1 KB, or a hashed asset (those get the build's own copies beside them): none.
    expect(readdirSync(copies)).toHaveLength(4);
    expect(existsSync(path.join(client, '_astro', 'shell.abc.js.gz'))).toBe(false);
  });

  it('leaves content that already has its copies', async () => {
    expect(await precompressContent(client, copies)).toBe(0);
    writeFileSync(path.join(client, 't', 'burger', 'fr.html'), page.replace('burger', 'bœuf'));
    expect(await precompressContent(client, copies)).toBe(1);
  });
});
