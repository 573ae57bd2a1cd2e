import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.ico',
]);

/** Smaller bodies gain less than the Content-Encoding header costs. */
export const MIN_COMPRESS_BYTES = 1024;

export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } };
const GZIP = { level: 9 };

export const shouldCompress = (file: string, size: number): boolean =>
  COMPRESSIBLE.has(path.extname(file).toLowerCase()) && size >= MIN_COMPRESS_BYTES;

/** For a file asked for before start-up precompression reached it. */
export function compressSync(body: Buffer): Compressed {
  return { br: brotliCompressSync(body, BROTLI), gzip: gzipSync(body, GZIP) };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Runs on libuv's thread pool, so start-up precompression does not hold up requests. */
export async function compressAsync(body: Buffer): Promise<Compressed> {
  const [br, gz] = await Promise.all([brotliAsync(body, BROTLI), gzipAsync(body, GZIP)]);
  return { br, gzip: gz };
}

/** Every file under a folder, as URL paths (`/_astro/x.js`). */
export async function listUrlPaths(rootDir: string): Promise<string[]> {
  const entries = await readdir(rootDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map(
      (e) =>
        '/' + path.relative(rootDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'),
    );
}
