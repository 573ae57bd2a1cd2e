import { Agent, request as undiciRequest } from 'undici';
import { isPrintableAscii } from '../lib/http/header-value.ts';
import type { Upstream, UpstreamResponse } from './proxy.server.ts';

/** Largest upstream answer the proxy relays. */
const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

/** Base URL that stands for the embedded sandbox API of a tenant whose api_base is "sandbox". */
export const SANDBOX_BASE = 'http://sandbox.internal/';

// One keep-alive pool per upstream origin, shared by every request of this process; the server's
// shutdown (src/server/storefront.ts, in the same bundle) closes it.
const agent = new Agent({
  keepAliveTimeout: 30_000,
  keepAliveMaxTimeout: 120_000,
  connections: 128,
});
let closed = false;

/** Closes the upstream pool once its requests are done (shutdown, after the server drained). */
export async function closeUpstreamPool(): Promise<void> {
  if (closed) return;
  closed = true;
  await agent.close();
}

/** A header undici would refuse: refused here, before undici queues the request. */
export class BadHeaderError extends Error {
  override name = 'BadHeaderError';
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

// undici refuses such a header only after the pool counted the request, and the slot is never
// given back: enough of them and every later call to that origin waits forever.
function checkHeaders(headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers))
    if (!TOKEN.test(name) || !isPrintableAscii(value))
      throw new BadHeaderError(`The ${name} header cannot be sent as it is`);
}

async function send(
  url: URL,
  init: Parameters<Upstream>[1],
  isLate: () => boolean,
): Promise<UpstreamResponse> {
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
    if (size > MAX_RESPONSE_BYTES || isLate()) {
      res.body.destroy();
      throw new Error('Upstream response too large or too late');
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
}

/**
 * Calls a real tenant API over HTTP(S); redirects are returned, never followed. The caller's signal
 * is one deadline for the whole call (connection, headers, body): when it fires the call rejects
 * at once with the signal's reason, even if the HTTP client has not noticed yet.
 */
export const httpUpstream: Upstream = (url, init) => {
  try {
    checkHeaders(init.headers);
    init.signal.throwIfAborted();
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
  let late = false;
  return new Promise<UpstreamResponse>((resolve, reject) => {
    const onAbort = () => {
      late = true;
      reject(init.signal.reason as Error);
    };
    init.signal.addEventListener('abort', onAbort, { once: true });
    send(url, init, () => late)
      .then(resolve, reject)
      .finally(() => init.signal.removeEventListener('abort', onAbort));
  });
};

// Loaded on the first sandbox call, once: a dynamic import() goes through the module loader again
// on every call even when the module is loaded.
let sandboxModule: Promise<typeof import('../sandbox/index.server.ts')> | undefined;

/**
 * Calls the embedded sandbox in-process. The call carries what the sandbox reads of a request
 * (method, URL, headers, signal, body) without building a Request, and its answer comes back as
 * data rather than a Response to read: both cost more than the rest of a call. The headers go
 * through `Headers`, which refuses what a Request would refuse.
 */
export function sandboxUpstream(tenantId: string): Upstream {
  return async (url, init) => {
    const { sandboxEnabled, sandboxCall } = await (sandboxModule ??=
      import('../sandbox/index.server.ts'));
    if (!sandboxEnabled())
      throw Object.assign(new Error('The sandbox is off'), { name: 'SandboxOff' });
    const body = init.body ?? '';
    const answer = await sandboxCall(
      tenantId,
      {
        method: init.method,
        url: url.href,
        headers: new Headers(init.headers),
        signal: init.signal,
        text: () => Promise.resolve(body),
      },
      url,
    );
    return {
      status: answer.status,
      setCookies: answer.setCookies,
      contentType: 'application/json; charset=utf-8',
      body: answer.body,
      stringified: true,
    };
  };
}

/**
 * The tenant API's present instant, for what a page rendered on request judges by the time (Order
 * quote's validity): the embedded sandbox's own clock, which tests set, else this server's.
 */
export async function apiNow(tenantId: string, apiBase: string): Promise<number> {
  if (apiBase !== 'sandbox') return Date.now();
  const { sandboxEnabled, sandboxNow } = await (sandboxModule ??=
    import('../sandbox/index.server.ts'));
  return sandboxEnabled() ? sandboxNow(tenantId) : Date.now();
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
  let upstream = upstreams.get(tenantId);
  if (!upstream) {
    const sandbox = sandboxUpstream(tenantId);
    upstream = (url, init) =>
      url.origin === SANDBOX_ORIGIN ? sandbox(url, init) : httpUpstream(url, init);
    upstreams.set(tenantId, upstream);
  }
  return upstream;
}

const SANDBOX_ORIGIN = new URL(SANDBOX_BASE).origin;
// One per tenant: the proxy asks for its tenant's on every call.
const upstreams = new Map<string, Upstream>();
