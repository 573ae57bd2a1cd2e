/**
 * One anonymous GET of a contract call to a tenant's API, as the pages rendered on request make
 * it (Home's stores, the Menu): through the proxy's upstream and URL rules, time-boxed, and checked
 * with the contract's response schema.
 */
import { CONTRACT, type CallId, type CallResponse } from '../api/contract.ts';
import { buildPath } from '../api/path.ts';
import type { Upstream } from '../api/proxy.server.ts';
import { toQuery, upstreamUrl } from '../api/proxy-rules.ts';
import { apiBaseOf, tenantUpstream } from '../api/upstream.server.ts';

export interface UpstreamTenant {
  id: string;
  /** The tenant file's api_base: a URL, or "sandbox". */
  api_base: string;
}

export interface UpstreamGetOptions {
  params?: Readonly<Record<string, string | number>>;
  query?: Record<string, unknown>;
  timeoutMs: number;
  /** A deadline shared by several calls; replaces timeoutMs when given. */
  signal?: AbortSignal | undefined;
  /** Names the caller in the upstream's logs. */
  agent: string;
  /** The tenant's upstream; the proxy's by default. */
  upstream?: Upstream | undefined;
}

/** The call answered this status (not 2xx). */
export class UpstreamStatusError extends Error {
  constructor(readonly status: number) {
    super(`The tenant API answered ${status}`);
  }
}

/** Throws UpstreamStatusError for a non-2xx answer; any other failure throws as it comes. */
export async function upstreamGet<K extends CallId>(
  tenant: UpstreamTenant,
  id: K,
  options: UpstreamGetOptions,
): Promise<CallResponse<K>> {
  const url = upstreamUrl(
    apiBaseOf(tenant.api_base),
    buildPath(CONTRACT[id].path, options.params),
    toQuery(options.query ?? {}),
  );
  if (!(url instanceof URL)) throw new Error(`Bad URL for ${id}`);
  const upstream = options.upstream ?? tenantUpstream(tenant.id);
  const res = await upstream(url, {
    method: 'GET',
    headers: { accept: 'application/json', 'user-agent': options.agent },
    signal: options.signal ?? AbortSignal.timeout(options.timeoutMs),
  });
  if (res.status < 200 || res.status >= 300) throw new UpstreamStatusError(res.status);
  return CONTRACT[id].response.parse(JSON.parse(res.body)) as CallResponse<K>;
}
