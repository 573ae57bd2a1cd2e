/**
 * Order quote as the production server answers it (src/server/storefront.ts): rendered through
 * Astro for a guest whose request carries the page's session cookie, so the sheet is in the first
 * HTML (./quote.server.ts reads it), and never kept; the static page, whose island reads the quote
 * itself, for anyone else and whenever the render gives anything but a 200.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerLocals } from '../lib/http/resolved-forwarding.ts';
import { renderPage, type NodeHandler } from './page-cache-render.ts';
import { sendRendered } from './page-cache-serve.ts';
import { hasSession } from './quote.server.ts';
import { REQUEST_ID_HEADER } from './request-log.ts';

export interface QuotePage {
  handler: NodeHandler;
  /** The on-demand page's own path and query (`/t/burger/quote-live?order=42`). */
  url: string;
  locals: ServerLocals;
  /** Answers with the static page. */
  fallback: () => void;
  /** Runs `send` behind on-the-fly compression. */
  compressed: (send: () => void) => void;
}

export async function answerQuote(
  req: IncomingMessage,
  res: ServerResponse,
  page: QuotePage,
): Promise<void> {
  if (!hasSession(req.headers.cookie)) {
    page.fallback();
    return;
  }
  // Only what the quote is read with: the host, the session, and ids for the logs.
  const { host, cookie, 'user-agent': userAgent } = req.headers;
  const rendered = await renderPage(
    page.handler,
    page.url,
    {
      host,
      cookie,
      'user-agent': userAgent,
      accept: 'text/html',
      [REQUEST_ID_HEADER]: req.headers[REQUEST_ID_HEADER],
    },
    { locals: page.locals, remoteAddress: req.socket.remoteAddress },
  );
  if (rendered?.status === 200) page.compressed(() => sendRendered(req, res, rendered));
  else page.fallback();
}
