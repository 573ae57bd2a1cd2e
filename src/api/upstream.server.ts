import { Agent, request as undiciRequest } from 'undici';
import type { Upstream, UpstreamResponse } from './proxy.server.ts';

/** Largest upstream answer the proxy relays. */
const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

/** Base URL that stands for the embedded sandbox API of a tenant whose api_base is "sandbox". */
export const SANDBOX_BASE = 'http://sandbox.internal/';

// One keep-alive pool per upstream origin, shared by every request of this process.
const agent = new Agent({
  keepAliveTimeout: 30_000,
  keepAliveMaxTimeout: 120_000,
  connections: 128,
});

/** Calls a real tenant API over HTTP(S); redirects are returned, never followed. */
export const httpUpstream: Upstream = async (url, init) => {
  const res = await undiciRequest(url, {
    method: init.method as 'GET',
    headers: init.headers,
    body: init.body ?? null,
    signal: init.signal,
    dispatcher: agent,
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_RESPONSE_BYTES) {
      res.body.destroy();
      throw new Error('Upstream response too large');
    }
    chunks.push(chunk);
  }
  const setCookie = res.headers['set-cookie'];
  const contentType = res.headers['content-type'];
  return {
    status: res.statusCode,
    setCookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
    contentType: Array.isArray(contentType) ? contentType[0]! : (contentType ?? null),
    body: Buffer.concat(chunks).toString('utf8'),
  };
};

/** Calls the embedded sandbox in-process, through the same Request/Response boundary as HTTP. */
export function sandboxUpstream(tenantId: string): Upstream {
  return async (url, init) => {
    const { sandboxEnabled, sandboxFetch } = await import('../sandbox/index.server.ts');
    if (!sandboxEnabled())
      throw Object.assign(new Error('The sandbox is off'), { name: 'SandboxOff' });
    const req = new Request(url, {
      method: init.method,
      headers: init.headers,
      body: init.body ?? null,
      signal: init.signal,
    });
    const res = await sandboxFetch(tenantId, req);
    return toUpstreamResponse(res);
  };
}

async function toUpstreamResponse(res: Response): Promise<UpstreamResponse> {
  return {
    status: res.status,
    setCookies: res.headers.getSetCookie(),
    contentType: res.headers.get('content-type'),
    body: await res.text(),
  };
}

/** The tenant API base a tenant file names ("sandbox" stands for the embedded sandbox). */
export function apiBaseOf(apiBase: string): string {
  return apiBase === 'sandbox' ? SANDBOX_BASE : apiBase;
}

/**
 * The upstream of one tenant: the embedded sandbox for the sandbox base, HTTP for anything else.
 * The proxy has already proven the URL lies inside one of the tenant's own bases.
 */
export function tenantUpstream(tenantId: string): Upstream {
  const sandbox = sandboxUpstream(tenantId);
  const sandboxOrigin = new URL(SANDBOX_BASE).origin;
  return (url, init) =>
    url.origin === sandboxOrigin ? sandbox(url, init) : httpUpstream(url, init);
}
