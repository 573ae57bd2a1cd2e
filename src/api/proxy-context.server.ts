/** What the backend proxy is handed for one request: the tenant, the way upstream, and its limits. */
import type { ResolvedForwarding } from '../lib/http/resolved-forwarding.ts';
import type { LimitStore } from './rate-limit.ts';
import type { UpstreamRest } from './upstream-rest.ts';
import type { BodySource } from './proxy-body.ts';

/** What the proxy knows of a tenant: only server-side configuration, never the request. */
export interface ProxyTenant {
  id: string;
  /** The tenant API base URL. */
  apiBase: string;
  /** Base of the in-store loyalty webhook (branding api_base_url), when it differs. */
  loyaltyBase?: string | undefined;
  /** The chain's languages (its tenant file's `locales`): the page's one is passed upstream. */
  locales?: readonly string[] | undefined;
}

/** An upstream answer, reduced to what the proxy uses. */
export interface UpstreamResponse {
  status: number;
  setCookies: string[];
  contentType: string | null;
  body: string;
  /**
   * The body is JSON.stringify's output, made in this process (the embedded sandbox): valid JSON,
   * so the proxy parses it only when it must read the answer.
   */
  stringified?: boolean;
}

/** Sends one request to a tenant API. Must not follow redirects. */
export type Upstream = (
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<UpstreamResponse>;

export interface ProxyContext {
  tenant: ProxyTenant;
  upstream: Upstream;
  clientIp?: string | undefined;
  /** The client's address and scheme as the production server resolved them (its `locals`). */
  forwarding?: ResolvedForwarding | undefined;
  timeoutMs?: number;
  /** Login and PIN limits; the process-wide ones (Redis when REDIS_URL is set) by default. */
  limiter?: LimitStore;
  /** Which tenant APIs just timed out; the process-wide one by default. */
  rest?: UpstreamRest;
}

/** The request headers the proxy reads (a fetch Headers, or Node's request headers). */
export interface HeaderReader {
  get(name: string): string | null;
}

/** One proxy request: what handleProxy reads of a fetch Request, or of Node's IncomingMessage. */
export interface ProxyRequest {
  method: string;
  headers: HeaderReader;
  body: BodySource;
  /** Whether it arrived over TLS; used only when the server resolved no forwarding (tests, dev). */
  tls: boolean;
}

/** The proxy's answer: always JSON, never cached. */
export interface ProxyAnswer {
  status: number;
  /** Set-Cookie may be several (the session's two cookies). */
  headers: Record<string, string | string[]>;
  body: string;
}
