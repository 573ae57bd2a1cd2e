/**
 * The sandbox tenant API as its own HTTP server (README "Running against a separate tenant API"):
 * each demo tenant's docs/product.md §7 API under /t/<tenant>/, and its fixture API under
 * /t/<tenant>/__sandbox/, guarded as on the storefront. A storefront whose tenant file points its
 * api_base here calls it over HTTP through the proxy, as it would a chain's real API.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { sandboxFetch, sandboxFixture } from '../index.server.ts';
import { fixtureRefusal } from '../fixture/guard.ts';
import { SEEDED_TENANTS } from '../seed/seed.ts';
import type { Logger } from '../../server/logger.ts';
import { logPath, REQUEST_ID_HEADER, requestIdFrom } from '../../server/request-log.ts';
import { prefixedLocation, standaloneRoute } from './route.ts';

/** Largest request body accepted: the proxy itself sends at most 1 MB. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface StandaloneOptions {
  log: Logger;
  /** The tenants served; every tenant with a demo seed by default. */
  tenants?: readonly string[];
  maxBodyBytes?: number;
}

class TooLarge extends Error {}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new TooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

async function writeResponse(res: ServerResponse, answer: Response, tenant: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  if (typeof headers.location === 'string')
    headers.location = prefixedLocation(headers.location, tenant);
  const body = Buffer.from(await answer.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(answer.status, headers);
  res.end(body);
}

/** One request; every failure is answered with JSON. */
async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  options: Required<StandaloneOptions>,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://standalone');
  } catch {
    return sendJson(res, 400, { error: 'The request path is not valid', code: 'bad_path' });
  }
  const route = standaloneRoute(url.pathname, options.tenants);
  if (route.kind === 'health') return sendJson(res, 200, { status: 'ok' });
  if (route.kind === 'not-found')
    return sendJson(res, 404, { error: 'Not found: tenant APIs are under /t/<tenant>/' });
  if (route.kind === 'unknown-tenant') return sendJson(res, 404, { error: 'Unknown tenant' });
  const method = (req.method ?? 'GET').toUpperCase();
  let body: Uint8Array<ArrayBuffer> | null = null;
  if (method !== 'GET' && method !== 'HEAD')
    body = new Uint8Array(await readBody(req, options.maxBodyBytes));
  // The client going away aborts the call, as the proxy's deadline does in-process.
  const aborter = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) aborter.abort();
  });
  const headers = headersOf(req);
  // Per-address attempt limits: the caller's own address unless a proxy in front named the client.
  if (!headers.has('x-forwarded-for') && req.socket.remoteAddress)
    headers.set('x-forwarded-for', req.socket.remoteAddress);
  const host = headers.get('host') ?? 'standalone';
  const init = { method, headers, body, signal: aborter.signal };
  let answer: Response;
  if (route.kind === 'api') {
    // HEAD is a GET whose body Node leaves out of the answer.
    const api = { ...init, method: method === 'HEAD' ? 'GET' : method };
    answer = await sandboxFetch(
      route.tenant,
      new Request(`http://sandbox.internal${route.path}${url.search}`, api),
    );
  } else {
    const request = new Request(`http://${host}${url.pathname}${url.search}`, init);
    answer =
      fixtureRefusal(request, route.subpath) ??
      (await sandboxFixture(route.tenant, request, route.subpath));
  }
  await writeResponse(res, answer, route.tenant);
}

/**
 * The server, not yet listening; one JSON log line per request, with the request id the caller
 * sent (the storefront's proxy passes its own on) or a new one, also answered in X-Request-Id.
 */
export function createStandaloneServer(options: StandaloneOptions): http.Server {
  const settings: Required<StandaloneOptions> = {
    tenants: SEEDED_TENANTS,
    maxBodyBytes: MAX_BODY_BYTES,
    ...options,
  };
  const { log } = settings;
  return http.createServer((req, res) => {
    const started = performance.now();
    const reqId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    const path = logPath(req.url);
    res.setHeader('X-Request-Id', reqId);
    res.once('close', () =>
      log.info(
        {
          reqId,
          method: req.method,
          path,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        'request',
      ),
    );
    handle(req, res, settings).catch((err: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (err instanceof TooLarge)
        return sendJson(res, 413, { error: 'The request body is too large', code: 'too_large' });
      if ((err as { name?: string }).name === 'AbortError') return void res.destroy();
      log.error({ reqId, err: err instanceof Error ? err.message : String(err) }, 'request failed');
      sendJson(res, 500, { error: 'The sandbox could not handle this call', code: 'internal' });
    });
  });
}
