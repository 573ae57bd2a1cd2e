/**
 * The backend proxy answered straight from Node's request and response by the production server
 * (src/server/storefront.ts), before Astro's handler: the same checks and calls as the Astro
 * endpoint (answerProxy), without turning the request into a fetch Request with a streamed body and
 * the answer into a Response, which was most of the proxy's CPU per call (docs/performance.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerProxy, type HeaderReader } from './proxy.server.ts';
import { proxyContextFor, UNKNOWN_TENANT } from './proxy-tenant.server.ts';
import type { BodySource } from './proxy-body.ts';
import type { ResolvedForwarding } from '../lib/http/resolved-forwarding.ts';

/** Node's parsed headers read the way fetch's Headers.get reads them. */
export function nodeHeaders(req: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = req.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** The request's body, read chunk by chunk; leaving early leaves the rest unread. */
export function nodeBody(req: IncomingMessage): BodySource {
  const declared = req.headers['content-length'];
  return {
    declaredLength: declared ?? null,
    // Not destroyed when left early: the request's answer must still be written on its socket.
    chunks: () => req.iterator({ destroyOnReturn: false }) as AsyncIterable<Uint8Array>,
  };
}

/** Answers one /api/proxy request of `tenantId` (the tenant its Host resolved to). */
export async function answerProxyNode(
  req: IncomingMessage,
  res: ServerResponse,
  tenantId: string,
  forwarding: ResolvedForwarding,
): Promise<void> {
  const ctx = proxyContextFor(tenantId, req.socket.remoteAddress, forwarding);
  const answer = ctx
    ? await answerProxy(
        {
          method: req.method ?? 'GET',
          headers: nodeHeaders(req),
          body: nodeBody(req),
          tls: (req.socket as { encrypted?: boolean }).encrypted === true,
        },
        ctx,
      )
    : {
        status: UNKNOWN_TENANT.status,
        headers: { 'content-type': 'application/json' },
        body: UNKNOWN_TENANT.body,
      };
  // A body left unread (refused first, or over 1 MB) is not read to its end to keep the
  // connection: the connection ends with this answer.
  if (!req.complete) res.setHeader('Connection', 'close');
  res.writeHead(answer.status, answer.headers).end(answer.body);
}
