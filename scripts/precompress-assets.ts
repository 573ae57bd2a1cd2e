// The build compresses its hashed assets (dist/client/_astro) once, as small as the formats allow:
// gzip by Zopfli (a gzip stream 2–4 % smaller than zlib's best, and decoded the same way) and brotli
// at its highest quality. The server sends these copies as they are (src/server/static-files.ts);
// both are too slow to make per request or at start-up, which is why the build does it.
//
// Pages and tenants' own files (icons, pictures in SVG) get the copies the server would otherwise
// make at each start-up (brotli 10, gzip 9: the same bytes), kept by content in dist/compressed/
// (precompressContent). A start-up spent 4.5 s of CPU compressing 121 pages; every instance
// started on a machine took that from the ones serving beside it.
//
// Measured against zlib's best level (2026-11-26, 101 assets): Zopfli's copies are 2 % smaller
// (188 KB against 192 KB) for 6–13 s more build time. The first-load budget is counted in these
// gzip copies, and zlib -9 put taco's Checkout with a cart over it (90.3 KB): Zopfli stays.
// Zopfli holds the thread that calls it, so the files go to one worker thread per core: 5.5–6.4 s
// a build on one thread, 3.1–4.0 s on two (2026-11-28, two cores).
import type { AstroIntegration } from 'astro';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  BUILD_BROTLI,
  BUILT_COPIES_DIR,
  compressAsync,
  CONTENT_COPIES_DIR,
  contentCopyPaths,
  COPY_SUFFIX,
  ENCODING_HEADERS_BYTES,
  isBuiltCopy,
  isCompressible,
  listUrlPaths,
  shouldCompress,
} from '../src/server/precompress.ts';
import { eachAtMost } from './each-at-most.ts';

/** Zopfli's default; more iterations cost time and save next to nothing on these files. */
const ZOPFLI_ITERATIONS = 15;

export interface PrecompressSummary {
  files: number;
  /** Bytes of the gzip copies, and what zlib's best level would have made of the same files. */
  gzipBytes: number;
  zlibBytes: number;
  brotliBytes: number;
}

/**
 * Writes `x.gz` and `x.br` beside every compressible file of `clientDir`'s asset folder that they
 * make smaller, headers included: small modules too, which the server would otherwise send as they are.
 * A file whose copies `doneDir`'s asset folder already holds under the same (content-hashed) name
 * is left: a language's build (scripts/build-locales.ts) shares most of its scripts with the
 * default build, whose copies the merge keeps.
 */
export async function precompressAssets(
  clientDir: string,
  doneDir?: string,
): Promise<PrecompressSummary> {
  const dir = path.join(clientDir, BUILT_COPIES_DIR);
  const summary: PrecompressSummary = { files: 0, gzipBytes: 0, zlibBytes: 0, brotliBytes: 0 };
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return summary;
  }
  const files = names
    .sort()
    .filter((name) => !name.endsWith(COPY_SUFFIX.gzip) && !name.endsWith(COPY_SUFFIX.br))
    .filter((name) => isCompressible(name))
    .filter(
      (name) =>
        !doneDir || !existsSync(path.join(doneDir, BUILT_COPIES_DIR, name + COPY_SUFFIX.gzip)),
    )
    .map((name) => path.join(dir, name));
  if (files.length === 0) return summary;
  // Zopfli runs on the thread that calls it: one worker thread per core takes a file at a time.
  const workers = Array.from(
    { length: Math.min(availableParallelism(), files.length) },
    () => new Worker(WORKER_SOURCE, { eval: true, workerData: { zopfli: ZOPFLI_PATH } }),
  );
  let next = 0;
  try {
    await Promise.all(
      workers.map(async (worker) => {
        while (next < files.length) {
          const job: Job = {
            file: files[next++]!,
            iterations: ZOPFLI_ITERATIONS,
            brotli: BUILD_BROTLI,
          };
          const done = await compressIn(worker, job);
          if (done.gzipBody.length + ENCODING_HEADERS_BYTES >= done.original) continue;
          await writeFile(job.file + COPY_SUFFIX.gzip, done.gzipBody);
          await writeFile(job.file + COPY_SUFFIX.br, done.brBody);
          summary.files += 1;
          summary.gzipBytes += done.gzipBody.length;
          summary.zlibBytes += done.zlib;
          summary.brotliBytes += done.brBody.length;
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return summary;
}

interface Job {
  file: string;
  iterations: number;
  brotli: typeof BUILD_BROTLI;
}

interface Done {
  original: number;
  zlib: number;
  gzipBody: Uint8Array;
  brBody: Uint8Array;
}

const ZOPFLI_PATH = createRequire(import.meta.url).resolve('@gfx/zopfli');

/** A worker thread's loop: each message a file to compress, each answer its copies and sizes. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { brotliCompressSync, gzipSync } = require('node:zlib');
const { gzipAsync } = require(workerData.zopfli);
parentPort.on('message', async (job) => {
  try {
    const body = readFileSync(job.file);
    const gzipBody = await gzipAsync(body, { numiterations: job.iterations });
    const brBody = brotliCompressSync(body, job.brotli);
    parentPort.postMessage({
      original: body.length,
      zlib: gzipSync(body, { level: 9 }).length,
      gzipBody,
      brBody,
    });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.stack || error) });
  }
});
`;

function compressIn(worker: Worker, job: Job): Promise<Done> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    const onMessage = (answer: Done | { error: string }) => {
      worker.off('error', onError);
      if ('error' in answer) reject(new Error(`Compressing ${job.file}: ${answer.error}`));
      else resolve(answer);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(job);
  });
}

/** Files compressed at once: libuv's thread pool (four threads) keeps the cores busy. */
const CONTENT_CONCURRENCY = 4;

/**
 * Writes brotli and gzip copies of every compressible file of `clientDir` outside the hashed
 * folder (pages, tenants' files) into `copiesDir`, named by content (src/server/precompress.ts),
 * with the server's own settings. Content already there is left: a language's build
 * (scripts/build-locales.ts) adds its pages' copies to the default build's. Resolves with how many
 * files it compressed.
 */
export async function precompressContent(clientDir: string, copiesDir: string): Promise<number> {
  await mkdir(copiesDir, { recursive: true });
  const files = (await listUrlPaths(clientDir)).filter(
    (urlPath) => !urlPath.startsWith(BUILT_COPIES_DIR) && !isBuiltCopy(urlPath),
  );
  let compressed = 0;
  // Chains share pages byte for byte (a not-found page, a screen with nothing of theirs on it).
  const taken = new Set<string>();
  await eachAtMost(files, CONTENT_CONCURRENCY, async (urlPath) => {
    const body = await readFile(path.join(clientDir, urlPath));
    if (!shouldCompress(urlPath, body.length)) return;
    const paths = contentCopyPaths(copiesDir, body);
    if (taken.has(paths.br) || (existsSync(paths.br) && existsSync(paths.gzip))) return;
    taken.add(paths.br);
    const copies = await compressAsync(body);
    await Promise.all([writeFile(paths.br, copies.br), writeFile(paths.gzip, copies.gzip)]);
    compressed += 1;
  });
  return compressed;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Astro integration: precompresses the client build's assets once the build is done. */
export function precompressedAssets(): AstroIntegration {
  return {
    name: 'storefront:precompressed-assets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        // With the Node adapter `dir` is the client folder, the one the server serves files from.
        // A language's build (STOREFRONT_LOCALE) leaves what the default build in dist/ compressed.
        const s = await precompressAssets(
          fileURLToPath(dir),
          process.env.STOREFRONT_LOCALE ? path.resolve('dist', 'client') : undefined,
        );
        const saved = s.zlibBytes ? ((1 - s.gzipBytes / s.zlibBytes) * 100).toFixed(1) : '0';
        logger.info(
          `${s.files} assets precompressed in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
            `gzip ${kb(s.gzipBytes)} (${saved} % under zlib -9), brotli ${kb(s.brotliBytes)}`,
        );
        // A language's build compresses only the pages it merges (scripts/build-locales.ts).
        if (process.env.STOREFRONT_LOCALE) return;
        const pagesStarted = performance.now();
        const client = fileURLToPath(dir);
        const copies = path.join(client, '..', CONTENT_COPIES_DIR);
        // Named by content, copies of an earlier build's pages would only pile up.
        await rm(copies, { recursive: true, force: true });
        const pages = await precompressContent(client, copies);
        logger.info(
          `${pages} pages and files precompressed in ${((performance.now() - pagesStarted) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
