/**
 * The sandbox tenant API (docs/architecture.md §7): our reference implementation of a chain's
 * backend, called in-process by the backend proxy for tenants whose api_base is "sandbox", plus the
 * fixture API and pages under /__sandbox/. Server-only.
 */
import { answer, json, toResponse, type SandboxAnswer, type SandboxRequest } from './core/http.ts';
import { tenantState, TENANT_ID } from './core/state.ts';
import { dispatch } from './core/router.ts';
import { fixture } from './fixture/fixture.ts';
import { readClock } from './core/clock.ts';

export { sandboxEnabled } from './core/enabled.ts';
export type { SandboxAnswer, SandboxRequest } from './core/http.ts';

function unknownTenant(): Response {
  return json(404, { error: 'Unknown tenant' });
}

/**
 * Handles one tenant-API call. request.url is 'http://sandbox.internal' + the docs/product.md §7
 * path + query (GET payloads as query parameters); the body is JSON for POST/PUT/DELETE; the
 * session is the
 * `cookie` header or `authorization: Basic <auth_cookie>`. Rejects with the signal's reason when
 * request.signal aborts.
 */
export async function sandboxFetch(tenantId: string, request: Request): Promise<Response> {
  return toResponse(await sandboxCall(tenantId, request));
}

/**
 * sandboxFetch's call with its answer as data: what the proxy uses in-process, with no Request
 * built for the call and no Response to read back. `url`, when given, is request.url parsed.
 */
export async function sandboxCall(
  tenantId: string,
  request: SandboxRequest,
  url?: URL,
): Promise<SandboxAnswer> {
  request.signal.throwIfAborted();
  if (!TENANT_ID.test(tenantId)) return answer(404, { error: 'Unknown tenant' });
  const reply = await dispatch(await tenantState(tenantId), request, url);
  request.signal.throwIfAborted();
  return reply;
}

/**
 * The fixture API and sandbox pages under /__sandbox/ on every tenant host; `subpath` is what
 * follows '/__sandbox' (e.g. '/reset', '/outbox', '/pay'). Unknown subpaths get a 404.
 */
export async function sandboxFixture(
  tenantId: string,
  request: Request,
  subpath: string,
): Promise<Response> {
  if (!TENANT_ID.test(tenantId)) return unknownTenant();
  return fixture(await tenantState(tenantId), request, subpath);
}

/** The tenant's sandbox clock: real time unless a test set it, as every sandbox answer reads it. */
export async function sandboxNow(tenantId: string): Promise<number> {
  return readClock((await tenantState(tenantId)).db);
}
