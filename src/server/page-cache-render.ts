/**
 * Renders one page through Astro's Node handler without a client: a request with only the headers
 * given and a response that collects the status, headers and body in memory. For Home and Menu
 * those are Host and Accept (no cookies, so the page cannot be personalised): storefront.ts keeps
 * what it gets (src/server/page-cache.ts) and renders again in the background when an entry ages,
 * with nobody waiting on the socket. Order quote is rendered for one guest (`guest`, and their
 * session's cookie among the headers) and never kept.
 */
import { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { ServerLocals } from '../lib/http/resolved-forwarding.ts';

/** A Node request handler as @astrojs/node's in middleware mode; `locals` becomes `Astro.locals`. */
export type NodeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  locals?: ServerLocals,
) => unknown;

/** For a page rendered for one guest (Order quote): what the server resolved of its request. */
export interface RenderFor {
  locals: ServerLocals;
  remoteAddress: string | undefined;
}

export interface Rendered {
  status: number;
  /** Each header once, its values joined, but Set-Cookie, whose values stay apart. */
  headers: Record<string, string> & { 'set-cookie'?: string | string[] };
  body: Buffer;
}

/** The page, or undefined when the handler passed it on (no such route). Never rejects. */
export function renderPage(
  handler: NodeHandler,
  url: string,
  headers: IncomingHttpHeaders,
  guest?: RenderFor,
): Promise<Rendered | undefined> {
  return new Promise((resolve) => {
    const socket = Object.assign(new EventEmitter(), {
      destroyed: false,
      encrypted: false,
      remoteAddress: guest?.remoteAddress,
    });
    const req = Object.assign(new EventEmitter(), { method: 'GET', url, headers, socket });
    const chunks: Buffer[] = [];
    const out: Rendered['headers'] = {};
    let status = 200;
    let headersSent = false;
    const res = Object.assign(new EventEmitter(), {
      req,
      statusMessage: '',
      get statusCode() {
        return status;
      },
      set statusCode(code: number) {
        status = code;
      },
      get headersSent() {
        return headersSent;
      },
      setHeader(name: string, value: unknown) {
        const key = name.toLowerCase();
        if (key === 'set-cookie')
          out[key] = Array.isArray(value) ? value.map(String) : String(value);
        else out[key] = Array.isArray(value) ? value.join(', ') : String(value);
        return res;
      },
      writeHead(code: number, ...rest: unknown[]) {
        status = code;
        const given = rest.find((r) => typeof r === 'object' && r !== null) as
          Record<string, unknown> | undefined;
        for (const [name, value] of Object.entries(given ?? {}))
          if (value !== undefined) res.setHeader(name, value);
        headersSent = true;
        return res;
      },
      write(chunk: unknown, done?: unknown) {
        headersSent = true;
        chunks.push(
          typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array),
        );
        // Astro writes its error text with a callback that destroys the response.
        if (typeof done === 'function') queueMicrotask(done as () => void);
        return true;
      },
      end(chunk?: unknown) {
        if (chunk !== undefined && typeof chunk !== 'function') res.write(chunk);
        headersSent = true;
        resolve({ status, headers: out, body: Buffer.concat(chunks) });
        res.emit('finish');
        return res;
      },
      destroy() {
        resolve({ status: 500, headers: {}, body: Buffer.alloc(0) });
        return res;
      },
    });
    Promise.resolve()
      .then(() =>
        handler(
          req as unknown as IncomingMessage,
          res as unknown as ServerResponse,
          () => resolve(undefined),
          guest?.locals,
        ),
      )
      .catch(() => resolve({ status: 500, headers: {}, body: Buffer.alloc(0) }));
  });
}
