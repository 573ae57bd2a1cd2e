import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
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
/** The build's own compression of hashed assets (scripts/precompress-assets.ts): slower, smaller. */
export const BUILD_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP = { level: 9 };

/** What a compressed answer adds: its Content-Encoding and Vary headers. */
export const ENCODING_HEADERS_BYTES = 48;

export const isCompressible = (file: string): boolean =>
  COMPRESSIBLE.has(path.extname(file).toLowerCase());

export const shouldCompress = (file: string, size: number): boolean =>
  isCompressible(file) && size >= MIN_COMPRESS_BYTES;

/** For a file asked for before start-up precompression reached it. */
export function compressSync(body: Buffer): Compressed {
  return { br: brotliCompressSync(body, BROTLI), gzip: gzipSync(body, GZIP) };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Hashed assets (their name changes with their content, so a copy is never stale) whose compressed
 * copies the build wrote beside them: `x.js.br` and `x.js.gz`.
 */
export const BUILT_COPIES_DIR = '/_astro/';
export const COPY_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** True for a URL path that is one of the build's compressed copies rather than a file of its own. */
export const isBuiltCopy = (urlPath: string): boolean =>
  urlPath.startsWith(BUILT_COPIES_DIR) && /\.(br|gz)$/.test(urlPath);

/** Where the build's copies of `file` (served at `urlPath`) would be; null outside the hashed folder. */
const copyPaths = (urlPath: string, file: string) =>
  urlPath.startsWith(BUILT_COPIES_DIR)
    ? { br: file + COPY_SUFFIX.br, gzip: file + COPY_SUFFIX.gzip }
    : null;

type CopyPaths = { br: string; gzip: string } | null;

/** Both copies at `paths`, or null when either is missing (or there are no paths). */
function readCopiesSync(paths: CopyPaths): Compressed | null {
  if (!paths) return null;
  try {
    return { br: readFileSync(paths.br), gzip: readFileSync(paths.gzip) };
  } catch {
    return null;
  }
}

/** As readCopiesSync, without blocking start-up. */
async function readCopies(paths: CopyPaths): Promise<Compressed | null> {
  if (!paths) return null;
  try {
    const [br, gzip] = await Promise.all([readFile(paths.br), readFile(paths.gzip)]);
    return { br, gzip };
  } catch {
    return null;
  }
}

/** The build's compressed copies of `file` (at `urlPath`), or null when it did not write both. */
export const builtCopiesSync = (urlPath: string, file: string): Compressed | null =>
  readCopiesSync(copyPaths(urlPath, file));

/** As builtCopiesSync, without blocking start-up. */
export const builtCopies = (urlPath: string, file: string): Promise<Compressed | null> =>
  readCopies(copyPaths(urlPath, file));

/**
 * The build's compressed copies of its other files (pages, tenants' own files), in a folder beside
 * the client folder, so no URL reaches them: `dist/compressed/<sha-256 of the file>.br` and `.gz`.
 * Named by content, a copy can only be found for the very bytes it was made from: a page changed
 * after the build simply has none, and the server compresses it as it did before.
 */
export const CONTENT_COPIES_DIR = 'compressed';

/** Where the copies of `body` are (the build writes them: scripts/precompress-assets.ts). */
export function contentCopyPaths(copiesDir: string, body: Uint8Array) {
  const base = path.join(copiesDir, createHash('sha256').update(body).digest('hex'));
  return { br: base + COPY_SUFFIX.br, gzip: base + COPY_SUFFIX.gzip };
}

/** The build's compressed copies of a page or tenant file, or null when it made none. */
export const contentCopiesSync = (copiesDir: string | undefined, body: Buffer) =>
  readCopiesSync(copiesDir ? contentCopyPaths(copiesDir, body) : null);

/** As contentCopiesSync, without blocking start-up. */
export const contentCopies = (copiesDir: string | undefined, body: Buffer) =>
  readCopies(copiesDir ? contentCopyPaths(copiesDir, body) : null);

/** A file's URL path under the folder it is served from (`/_astro/x.js`). */
export const urlPathOf = (rootDir: string, file: string): string =>
  '/' + path.relative(rootDir, file).split(path.sep).join('/');

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
    .map((e) => urlPathOf(rootDir, path.join(e.parentPath, e.name)))
    .filter((urlPath) => !isBuiltCopy(urlPath));
}
