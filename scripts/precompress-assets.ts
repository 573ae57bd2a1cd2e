// The build compresses its hashed assets (dist/client/_astro) once: brotli at its highest quality
// (what browsers take over HTTPS) and gzip at zlib's best level (for the few clients without
// brotli). The server sends these copies as they are (src/server/static-files.ts); brotli 11 is
// too slow to make per request or at start-up, which is why the build does it. Pages stay
// compressed at start-up, as before: they are many, and are rebuilt per tenant.
//
// Zopfli made the gzip copies 2.2 % smaller (188.6 KB against 192.8 KB over the 102 assets) for
// 15 s of build time on a busy two-core machine (8 s idle, half the build) against 0.1 s for zlib:
// 4 KB for the clients that do not take brotli was not worth it.
import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import {
  BUILD_BROTLI,
  BUILT_COPIES_DIR,
  COPY_SUFFIX,
  ENCODING_HEADERS_BYTES,
  isCompressible,
} from '../src/server/precompress.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** zlib's best level: the gzip copies are made once, so the slowest level costs nothing per request. */
const BUILD_GZIP = { level: 9 };

export interface PrecompressSummary {
  files: number;
  /** Bytes of the gzip copies. */
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * Writes `x.gz` and `x.br` beside every compressible file of `clientDir`'s asset folder that they
 * make smaller, headers included: small modules too, which the server would otherwise send as they are.
 */
export async function precompressAssets(clientDir: string): Promise<PrecompressSummary> {
  const dir = path.join(clientDir, BUILT_COPIES_DIR);
  const summary: PrecompressSummary = { files: 0, gzipBytes: 0, brotliBytes: 0 };
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
    const body = await readFile(file);
    const gz = await gzipAsync(body, BUILD_GZIP);
    if (gz.length + ENCODING_HEADERS_BYTES >= body.length) continue;
    const br = await brotli(body, BUILD_BROTLI);
    await writeFile(file + COPY_SUFFIX.gzip, gz);
    await writeFile(file + COPY_SUFFIX.br, br);
    summary.files += 1;
    summary.gzipBytes += gz.length;
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
        const s = await precompressAssets(fileURLToPath(dir));
        logger.info(
          `${s.files} assets precompressed in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
            `brotli ${kb(s.brotliBytes)}, gzip ${kb(s.gzipBytes)}`,
        );
      },
    },
  };
}
