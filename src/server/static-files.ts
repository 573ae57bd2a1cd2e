import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy } from './csp.ts';
import {
  builtCopies,
  builtCopiesSync,
  compressAsync,
  compressSync,
  contentCopies,
  contentCopiesSync,
  isBuiltCopy,
  listUrlPaths,
  shouldCompress,
  urlPathOf,
} from './precompress.ts';
import { decodeRequestPath } from '../lib/http/request-path.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
interface Entry {
  /** A page's own policy, with the hashes of its inline scripts and styles. */
  csp?: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  type: string;
}

/** A strong ETag for a body. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * The strong ETag of one encoding of a body: a strong ETag promises byte-identical bodies, so the
 * brotli, gzip and plain representations each get their own.
 */
export function encodedEtag(etag: string, encoding: 'br' | 'gzip' | undefined): string {
  return encoding ? etag.replace(/"$/, `-${encoding}"`) : etag;
}

/** Whether an If-None-Match header names the ETag, by the weak comparison If-None-Match uses. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  const weak = (t: string) => t.trim().replace(/^W\//, '');
  return !!ifNoneMatch?.split(',').some((t) => weak(t) === weak(etag));
}

/** Picks br, then gzip, from an Accept-Encoding header (q=0 excluded). */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) offered.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (n: string) => (offered.get(n) ?? offered.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
}

/**
 * Serves files of a build folder. A build never changes while it is served, so each file is read,
 * hashed and compressed once and then answered from memory, with a strong ETag and 304s.
 * `precompress()` does that for every file at start-up, so no guest waits for a cold compression.
 * Hashed assets come with the build's own, smaller compressed copies (scripts/precompress-assets.ts),
 * which are sent as they are; so do pages and tenants' files, whose copies the build keeps in
 * `copiesDir` by content. Reading them takes a fraction of a second where compressing the demo
 * chains' pages took 4.5 s of CPU (docs/performance.md, "Start-up"), CPU that an instance starting
 * on a machine takes from the ones already serving there.
 */
export function createStaticFiles(rootDir: string, copiesDir?: string) {
  const cache = new Map<string, Entry | null>();

  /**
   * The file of a decoded path (storefront.ts decodes each request path once, with
   * decodeRequestPath); a path that could leave the folder finds nothing.
   */
  function resolve(filePath: string): string | undefined {
    if (!filePath.startsWith('/') || filePath.includes('\\') || filePath.includes('\0'))
      return undefined;
    if (filePath.split('/').some((s) => s === '..' || s === '.')) return undefined;
    const full = path.join(rootDir, filePath);
    return full.startsWith(rootDir + path.sep) ? full : undefined;
  }

  function entryOf(full: string, body: Buffer): Entry {
    const ext = path.extname(full).toLowerCase();
    const entry: Entry = {
      body,
      etag: etagOf(body),
      type: TYPES[ext] ?? 'application/octet-stream',
    };
    if (ext === '.html') entry.csp = contentSecurityPolicy(body.toString('utf8'));
    return entry;
  }

  function load(filePath: string): Entry | null {
    if (cache.has(filePath)) return cache.get(filePath)!;
    const full = resolve(filePath);
    let entry: Entry | null = null;
    const served = full && urlPathOf(rootDir, full);
    try {
      // The build's compressed copies are how a file is sent, not files of their own.
      if (full && served && !isBuiltCopy(served) && statSync(full).isFile()) {
        const body = readFileSync(full);
        entry = entryOf(full, body);
        const copies = builtCopiesSync(served, full);
        if (copies) Object.assign(entry, copies);
        else if (shouldCompress(full, body.length))
          Object.assign(entry, contentCopiesSync(copiesDir, body) ?? compressSync(body));
      }
    } catch {
      entry = null;
    }
    cache.set(filePath, entry);
    return entry;
  }

  /** Reads and compresses every file of the folder; resolves with how many were compressed. */
  async function precompress(): Promise<number> {
    let compressed = 0;
    for (const urlPath of await listUrlPaths(rootDir)) {
      const full = resolve(urlPath);
      if (!full || cache.has(urlPath)) continue;
      const body = await readFile(full);
      const entry = entryOf(full, body);
      const copies = await builtCopies(urlPath, full);
      if (copies || shouldCompress(full, body.length)) {
        Object.assign(
          entry,
          copies ?? (await contentCopies(copiesDir, body)) ?? (await compressAsync(body)),
        );
        compressed += 1;
      }
      // A request may have loaded it meanwhile; either copy is the same.
      if (!cache.has(urlPath)) cache.set(urlPath, entry);
    }
    return compressed;
  }

  return {
    precompress,
    /** Whether a decoded path (see resolve) names a file of the folder. */
    exists: (filePath: string) => load(filePath) !== null,
    send(
      req: IncomingMessage,
      res: ServerResponse,
      filePath: string,
      opts: { status: number; cacheControl: string; vary?: string | undefined },
    ) {
      const entry = load(filePath);
      if (!entry) {
        res
          .writeHead(404, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': 'no-store',
          })
          .end('Not found');
        return;
      }
      const encoding = entry.br ? pickEncoding(req.headers['accept-encoding']) : undefined;
      const etag = encodedEtag(entry.etag, encoding);
      const headers: Record<string, string | number> = {
        'Content-Type': entry.type,
        'Cache-Control': opts.cacheControl,
        ETag: etag,
      };
      const vary = [entry.br && 'Accept-Encoding', opts.vary].filter(Boolean).join(', ');
      if (vary) headers.Vary = vary;
      if (entry.csp) headers['Content-Security-Policy'] = entry.csp;
      if (opts.status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
        res.writeHead(304, headers).end();
        return;
      }
      const body = encoding ? entry[encoding]! : entry.body;
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = body.length;
      res.writeHead(opts.status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}

/** Where a tenant's request for a path is answered from. */
export type StaticLookup =
  /** A path that could leave the tenant's folder: the tenant's not-found page. */
  | { kind: 'refused' }
  /** Content-hashed build output, shared by every tenant. */
  | { kind: 'asset'; file: string }
  /** One of the tenant's own files (`/t/<id>/…`). */
  | { kind: 'tenant'; file: string }
  /** No file: a screen (or the not-found page) answers. */
  | { kind: 'page' };

/**
 * The file a request path names on a tenant's host. The path is decoded once, before any lookup,
 * so `/..%2fsushi%2findex.html` on burger's host is refused rather than found in sushi's folder.
 * @example lookupStatic('burger', '/logo.svg', exists) // { kind: 'tenant', file: '/t/burger/logo.svg' }
 */
export function lookupStatic(
  tenantId: string,
  pathname: string,
  exists: (filePath: string) => boolean,
): StaticLookup {
  const filePath = decodeRequestPath(pathname);
  if (filePath === undefined) return { kind: 'refused' };
  if (filePath.startsWith('/_astro/')) return { kind: 'asset', file: filePath };
  const last = filePath.split('/').pop() ?? '';
  const own = `/t/${tenantId}${filePath}`;
  return last.includes('.') && exists(own) ? { kind: 'tenant', file: own } : { kind: 'page' };
}
