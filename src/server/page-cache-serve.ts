/**
 * Home and Menu from memory: storefront.ts hands them here. A page is rendered once through
 * Astro (src/server/page-cache-render.ts), with its policy, ETag and cache headers as
 * src/server/page-headers.ts finished it, compressed on the thread pool, and then answered from
 * memory (with 304s) until it ages or the data changes (src/server/page-cache.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createPageCache } from './page-cache.ts';
import { renderPage, type NodeHandler, type Rendered } from './page-cache-render.ts';
import { pageDataVersion } from './page-cache-version.ts';
import { compressAsync, MIN_COMPRESS_BYTES } from './precompress.ts';
import { securityHeaders } from './headers.ts';
import { encodedEtag, etagMatches, pickEncoding } from './static-files.ts';

/**
 * Answered as is this long. A real tenant API's stores are kept 30 s and menus 60 s
 * (src/server/home-stores.server.ts, menu.server.ts), so a page adds at most this to what its data
 * shows; the sandbox's changes (seeds, clock, faults) drop pages at once (page-cache-version.ts).
 */
export const PAGE_FRESH_MS = 5_000;
/** Past this, an entry nobody asked for is rendered again before it is answered. */
export const PAGE_STALE_MS = 30_000;
export const PAGE_CACHE_ENTRIES = 500;

interface Page {
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** What answerKept sends, worked out once per page (see wireOf). */
  wire?: Wire;
}

interface Wire {
  /** Name, value, name, value…: every header but those of one response. */
  head: string[];
  etags: Record<'plain' | 'br' | 'gzip', string>;
}

// Set per response by answerKept, or by its caller's `extra`.
const SET_PER_ANSWER = new Set(['etag', 'vary', 'content-encoding', 'content-length']);

/**
 * The headers sendPage ends up with, as one list: the security headers the server sets on every
 * answer (storefront.ts), overridden by the page's own (its Content-Security-Policy), then Vary.
 */
function wireOf(page: Page): Wire {
  const named = new Map<string, [string, string]>();
  for (const [name, value] of Object.entries(securityHeaders))
    named.set(name.toLowerCase(), [name, value]);
  for (const [name, value] of Object.entries(page.headers))
    if (!SET_PER_ANSWER.has(name.toLowerCase())) named.set(name.toLowerCase(), [name, value]);
  return {
    head: [...[...named.values()].flat(), 'Vary', 'Accept-Encoding'],
    etags: {
      plain: page.etag,
      br: encodedEtag(page.etag, 'br'),
      gzip: encodedEtag(page.etag, 'gzip'),
    },
  };
}

// Headers of the one response the render made, not of the page.
const PER_RESPONSE = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** Only a complete, anonymous 200 is kept: never an error, a 404 or anything that sets a cookie. */
function pageOf({ status, headers, body }: Rendered): Page | undefined {
  const etag = headers.etag;
  if (status !== 200 || !etag || 'set-cookie' in headers) return undefined;
  if (/private|no-store/i.test(headers['cache-control'] ?? '')) return undefined;
  if (/cookie|authorization|\*/i.test(headers.vary ?? '')) return undefined;
  // With no Set-Cookie, every header is one string.
  const kept = Object.entries(headers as Record<string, string>).filter(
    ([name]) => !PER_RESPONSE.has(name),
  );
  return { headers: Object.fromEntries(kept), body, etag };
}

function sendPage(req: IncomingMessage, res: ServerResponse, page: Page): void {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader('Vary', 'Accept-Encoding');
  const encoding = page.br ? pickEncoding(req.headers['accept-encoding']) : undefined;
  const etag = encodedEtag(page.etag, encoding);
  res.setHeader('ETag', etag);
  if (etagMatches(req.headers['if-none-match'], etag)) {
    res.writeHead(304).end();
    return;
  }
  const body = encoding ? page[encoding]! : page.body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
}

/** A page as rendered, with its own headers: one that is not kept (an error, a guest's own page). */
export function sendRendered(req: IncomingMessage, res: ServerResponse, rendered: Rendered): void {
  for (const [name, value] of Object.entries(rendered.headers))
    if (!PER_RESPONSE.has(name)) res.setHeader(name, value);
  res.setHeader('Content-Length', rendered.body.length);
  res.writeHead(rendered.status).end(req.method === 'HEAD' ? undefined : rendered.body);
}

export interface LiveRequest {
  handler: NodeHandler;
  tenantId: string;
  /** The on-demand page's own path and query (`/t/burger/menu-live/101?…`). */
  url: string;
  /** Answers with the static shell, for when the page cannot be rendered. */
  fallback: () => void;
  /** Runs `send` behind on-the-fly compression, for a body not compressed yet. */
  compressed: (send: () => void) => void;
}

/** What a page kept in memory is looked up and rendered again by. */
export type KeptRequest = Pick<LiveRequest, 'handler' | 'tenantId' | 'url'>;

export function createLivePages(now: () => number = Date.now) {
  const cache = createPageCache<Page>({
    maxEntries: PAGE_CACHE_ENTRIES,
    freshMs: PAGE_FRESH_MS,
    staleMs: PAGE_STALE_MS,
    now,
  });

  /** One render per page at a time; what it gives is kept when it may be. */
  function render(key: string, live: KeptRequest, host: string) {
    const version = pageDataVersion();
    // A render begun before the data changed does not answer for after.
    return cache.once(`${key}\n${version}`, async () => {
      const rendered = await renderPage(live.handler, live.url, { host, accept: 'text/html' });
      const page = rendered && pageOf(rendered);
      // Kept only while its data is still current; its waiters, who asked before, still get it.
      if (page && version === pageDataVersion()) {
        // Most renders give the same bytes again: their compressed bodies are reused, not redone.
        const previous = cache.lookup(key, version)?.value;
        if (previous?.etag === page.etag && previous.br && previous.gzip) {
          page.br = previous.br;
          page.gzip = previous.gzip;
        }
        cache.store(key, version, page);
        if (!page.br && page.body.length >= MIN_COMPRESS_BYTES)
          compressAsync(page.body).then(
            (variants) => Object.assign(page, variants),
            () => undefined,
          );
      } else if (!page && rendered && rendered.status < 500) cache.forget(key);
      return { rendered, page };
    });
  }

  function send(req: IncomingMessage, res: ServerResponse, page: Page, live: LiveRequest) {
    if (page.br) sendPage(req, res, page);
    else live.compressed(() => sendPage(req, res, page));
  }

  /** The page kept for this request, if any; a stale one is rendered again meanwhile. */
  function kept(req: IncomingMessage, live: KeptRequest) {
    // The page shows its own origin (Menu's structured data): the host is part of the key.
    const host = req.headers.host ?? '';
    const key = `${live.tenantId}\n${host}\n${live.url}`;
    const hit = cache.lookup(key, pageDataVersion());
    if (hit?.state === 'stale') render(key, live, host).catch(() => undefined);
    return { host, key, page: hit?.value };
  }

  return {
    /**
     * The cheapest answer the server gives: a page kept in memory whose compressed bodies are
     * ready, sent with all its headers in one write before any other work is done for the request
     * (the headers answer() would send, and `extra`, name-value pairs of this response alone).
     * False, having sent nothing, when the page is not kept or not compressed yet: answer() then.
     */
    answerKept(
      req: IncomingMessage,
      res: ServerResponse,
      live: KeptRequest,
      extra: readonly string[],
    ): boolean {
      const { page } = kept(req, live);
      const { br, gzip } = page ?? {};
      if (!page || !br || !gzip) return false;
      const wire = (page.wire ??= wireOf(page));
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const etag = wire.etags[encoding ?? 'plain'];
      const head = [...wire.head, ...extra, 'ETag', etag];
      if (etagMatches(req.headers['if-none-match'], etag)) {
        res.writeHead(304, head).end();
        return true;
      }
      const body = encoding === 'br' ? br : encoding === 'gzip' ? gzip : page.body;
      if (encoding) head.push('Content-Encoding', encoding);
      head.push('Content-Length', String(body.length));
      res.writeHead(200, head).end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
    answer(req: IncomingMessage, res: ServerResponse, live: LiveRequest): void {
      const { host, key, page } = kept(req, live);
      if (page) {
        send(req, res, page, live);
        return;
      }
      render(key, live, host)
        .then(({ rendered, page }) => {
          if (page) send(req, res, page, live);
          else if (!rendered || rendered.status >= 500) live.fallback();
          else live.compressed(() => sendRendered(req, res, rendered));
        })
        .catch((err: unknown) => {
          console.error(err);
          if (!res.headersSent) live.fallback();
        });
    },
    get size() {
      return cache.size;
    },
  };
}
