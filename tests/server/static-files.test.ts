import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles, pickEncoding } from '../../src/server/static-files.ts';
import { decodeRequestPath } from '../../src/lib/http/request-path.ts';
import { CONTENT_COPIES_DIR, contentCopyPaths } from '../../src/server/precompress.ts';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    [undefined, undefined],
  ])('%s → %s', (accept, enc) => {
    expect(pickEncoding(accept)).toBe(enc);
  });
});

describe('createStaticFiles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
  mkdirSync(path.join(dir, 'a'));
  writeFileSync(path.join(dir, 'a', 'index.html'), `<p>${'hello '.repeat(400)}</p>`);
  writeFileSync(path.join(dir, 'tiny.txt'), 'hi');
  writeFileSync(path.join(dir, '..', 'secret.txt'), 'secret');
  const files = createStaticFiles(dir);
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = createServer((req, res) =>
      // Decoded once, as scripts/serve.ts does; a refused path looks up nothing.
      files.send(req, res, decodeRequestPath(req.url!) ?? '/', {
        status: 200,
        cacheControl: 'no-cache',
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  function get(p: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: p, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
  }

  it('serves brotli, gzip or plain by Accept-Encoding, each with its own strong ETag', async () => {
    const br = await get('/a/index.html', { 'accept-encoding': 'br, gzip' });
    const gz = await get('/a/index.html', { 'accept-encoding': 'gzip' });
    const plain = await get('/a/index.html');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('hello');
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    expect(br.headers.etag).toMatch(/^"[\w-]+-br"$/);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/a/index.html');
    const again = await get('/a/index.html', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers 304 only for the representation whose ETag the browser holds', async () => {
    const br = await get('/a/index.html', { 'accept-encoding': 'br' });
    const tag = String(br.headers.etag);
    expect(
      (await get('/a/index.html', { 'accept-encoding': 'br', 'if-none-match': tag })).status,
    ).toBe(304);
    const plain = await get('/a/index.html', { 'if-none-match': tag });
    expect([plain.status, plain.body.toString()]).toEqual([200, expect.stringContaining('hello')]);
  });

  it('does not compress tiny files', async () => {
    const r = await get('/tiny.txt', { 'accept-encoding': 'br' });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).toBe('hi');
  });

  it.each([
    '/../secret.txt',
    '/a/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/a%5c..%5c..%5csecret.txt',
    '/missing.html',
    '/a',
    '/%E0%A4%A',
  ])('refuses %s', async (p) => {
    const r = await get(p);
    expect(r.status).toBe(404);
    expect(r.body.toString()).not.toContain('secret');
  });
});

describe('precompress', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-pre-'));
  mkdirSync(path.join(dir, '_astro'));
  const script = `export const x = ${JSON.stringify('react '.repeat(2000))};`;
  writeFileSync(path.join(dir, '_astro', 'react.abc.js'), script);
  writeFileSync(path.join(dir, '_astro', 'logo.png'), Buffer.alloc(4096, 7));
  writeFileSync(path.join(dir, 'small.css'), 'a{}');

  it('compresses every text file of the build once, before any request', async () => {
    const files = createStaticFiles(dir);
    expect(await files.precompress()).toBe(1);
    // A second pass finds everything in memory already.
    expect(await files.precompress()).toBe(0);
    const sent = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve) => {
        const server = createServer((req, res) =>
          files.send(req, res, '/_astro/react.abc.js', {
            status: 200,
            cacheControl: 'public, max-age=31536000, immutable',
          }),
        );
        server.listen(0, '127.0.0.1', () => {
          const port = (server.address() as { port: number }).port;
          request({ host: '127.0.0.1', port, headers: { 'accept-encoding': 'br' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              server.close();
              resolve({ headers: res.headers, body: Buffer.concat(chunks) });
            });
          }).end();
        });
      },
    );
    expect(sent.headers['content-encoding']).toBe('br');
    expect(sent.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(sent.body).toString()).toBe(script);
  });
});

/** Asks `files` for path `p` with the given Accept-Encoding, through a real HTTP exchange. */
function fetchFrom(files: ReturnType<typeof createStaticFiles>, p: string, encoding: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve) => {
      const server = createServer((req, res) =>
        files.send(req, res, p, { status: 200, cacheControl: 'no-cache' }),
      );
      server.listen(0, '127.0.0.1', () => {
        const port = (server.address() as { port: number }).port;
        request({ host: '127.0.0.1', port, headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            server.close();
            resolve({
              status: res.statusCode!,
              headers: res.headers,
              body: Buffer.concat(chunks),
            });
          });
        }).end();
      });
    },
  );
}

// scripts/precompress-assets.ts writes `x.gz` and `x.br` beside each hashed asset; they are sent
// as they are, even for a file under MIN_COMPRESS_BYTES, and are never files of their own.
describe("the build's compressed copies", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-copies-'));
  mkdirSync(path.join(dir, '_astro'));
  const small = `export const x = ${JSON.stringify('ab '.repeat(120))};`;
  const large = `export const y = ${JSON.stringify('react '.repeat(2000))};`;
  // Marked copies (level 1), so a test can tell them from what the server would make itself.
  const copy = (body: string) => ({
    gz: gzipSync(body, { level: 1 }),
    br: brotliCompressSync(body),
  });
  for (const [name, body] of [
    ['small.abc.js', small],
    ['large.abc.js', large],
  ] as const) {
    writeFileSync(path.join(dir, '_astro', name), body);
    writeFileSync(path.join(dir, '_astro', `${name}.gz`), copy(body).gz);
    writeFileSync(path.join(dir, '_astro', `${name}.br`), copy(body).br);
  }
  // Outside the hashed folder a copy could be stale: it is not used.
  writeFileSync(path.join(dir, 'page.css'), large);
  writeFileSync(path.join(dir, 'page.css.gz'), gzipSync('stale', { level: 1 }));
  writeFileSync(path.join(dir, 'page.css.br'), brotliCompressSync('stale'));

  it.each([
    ['small.abc.js', small],
    ['large.abc.js', large],
  ])('sends %s as the build compressed it, gzip and brotli', async (name, body) => {
    for (const precompressed of [false, true]) {
      const files = createStaticFiles(dir);
      if (precompressed) await files.precompress();
      const gz = await fetchFrom(files, `/_astro/${name}`, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.body.equals(copy(body).gz)).toBe(true);
      expect(gunzipSync(gz.body).toString()).toBe(body);
      const br = await fetchFrom(files, `/_astro/${name}`, 'br');
      expect(br.body.equals(copy(body).br)).toBe(true);
      const plain = await fetchFrom(files, `/_astro/${name}`, 'identity');
      expect(plain.body.toString()).toBe(body);
    }
  });

  it('compresses a file outside the hashed folder itself, whatever lies beside it', async () => {
    const sent = await fetchFrom(createStaticFiles(dir), '/page.css', 'gzip');
    expect(gunzipSync(sent.body).toString()).toBe(large);
  });

  it('does not serve the copies as files of their own, nor precompress them', async () => {
    const files = createStaticFiles(dir);
    // The two scripts and the stylesheet; neither the copies nor page.css's siblings.
    expect(await files.precompress()).toBe(3);
    expect((await fetchFrom(files, '/_astro/large.abc.js.gz', 'identity')).status).toBe(404);
    expect((await fetchFrom(files, '/_astro/large.abc.js.br', 'identity')).status).toBe(404);
    // Asked for with the dot encoded, it is the same file.
    expect((await fetchFrom(files, '/_astro/large.abc.js%2Egz', 'identity')).status).toBe(404);
  });
});

// The build keeps pages' and tenants' files' copies by content in a folder no URL reaches
// (scripts/precompress-assets.ts, precompressContent): a start-up reads them instead of compressing.
describe("the build's copies of pages, kept by content", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-content-'));
  const dir = path.join(root, 'client');
  const copiesDir = path.join(root, CONTENT_COPIES_DIR);
  mkdirSync(dir);
  mkdirSync(copiesDir);
  const page = `<p>${'menu '.repeat(600)}</p>`;
  const changed = `<p>${'edited '.repeat(600)}</p>`;
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, 'changed.html'), changed);
  // Marked copies (gzip level 1), so a test can tell them from what the server would make itself.
  const marked = { gz: gzipSync(page, { level: 1 }), br: brotliCompressSync(page) };
  const paths = contentCopyPaths(copiesDir, Buffer.from(page));
  writeFileSync(paths.gzip, marked.gz);
  writeFileSync(paths.br, marked.br);
  // changed.html has no copies: it was edited after the build (or the build made none).

  it.each([false, true])(
    'sends a page as the build compressed it (precompressed first: %s)',
    async (precompressed) => {
      const files = createStaticFiles(dir, copiesDir);
      if (precompressed) await files.precompress();
      expect((await fetchFrom(files, '/index.html', 'gzip')).body.equals(marked.gz)).toBe(true);
    },
  );

  it('compresses a page whose content has no copies itself', async () => {
    const files = createStaticFiles(dir, copiesDir);
    await files.precompress();
    const sent = (await fetchFrom(files, '/changed.html', 'gzip')).body;
    expect(gunzipSync(sent).toString()).toBe(changed);
    // Not a copy of another page's content.
    expect(sent.equals(marked.gz)).toBe(false);
  });

  it('compresses every page itself without a copies folder', async () => {
    const sent = (await fetchFrom(createStaticFiles(dir), '/index.html', 'gzip')).body;
    expect(gunzipSync(sent).toString()).toBe(page);
    expect(sent.equals(marked.gz)).toBe(false);
  });
});
