// The build compresses its hashed assets (dist/client/_astro) once, as small as the formats allow:
// gzip by Zopfli (a gzip stream 2–4 % smaller than zlib's best, and decoded the same way) and brotli
// at its highest quality. The server sends these copies as they are (src/server/static-files.ts);
// both are too slow to make per request or at start-up, which is why the build does it. Pages stay
// compressed at start-up, as before: they are many, and are rebuilt per tenant.
//
// Measured against zlib's best level (2026-11-26, 101 assets): Zopfli's copies are 2 % smaller
// (188 KB against 192 KB) for 6–13 s more build time. The first-load budget is counted in these
// gzip copies, and zlib -9 put taco's Checkout with a cart over it (90.3 KB): Zopfli stays.
import { gzipAsync } from '@gfx/zopfli';
import type { AstroIntegration } from 'astro';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzipSync } from 'node:zlib';
import {
  BUILD_BROTLI,
  BUILT_COPIES_DIR,
  COPY_SUFFIX,
  ENCODING_HEADERS_BYTES,
  isCompressible,
} from '../src/server/precompress.ts';

const brotli = promisify(brotliCompress);
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
  for (const name of names.sort()) {
    if (name.endsWith(COPY_SUFFIX.gzip) || name.endsWith(COPY_SUFFIX.br)) continue;
    const file = path.join(dir, name);
    if (!isCompressible(file)) continue;
    if (doneDir && existsSync(path.join(doneDir, BUILT_COPIES_DIR, name + COPY_SUFFIX.gzip)))
      continue;
    const body = await readFile(file);
    const gzip = await gzipAsync(body, { numiterations: ZOPFLI_ITERATIONS });
    if (gzip.length + ENCODING_HEADERS_BYTES >= body.length) continue;
    const br = await brotli(body, BUILD_BROTLI);
    await writeFile(file + COPY_SUFFIX.gzip, gzip);
    await writeFile(file + COPY_SUFFIX.br, br);
    summary.files += 1;
    summary.gzipBytes += gzip.length;
    summary.zlibBytes += gzipSync(body, { level: 9 }).length;
    summary.brotliBytes += br.length;
  }
  return summary;
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
      },
    },
  };
}
