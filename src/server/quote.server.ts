/**
 * Order quote read while its page renders, for the guest whose session asks for it, so the sheet
 * is in the first HTML rather than drawn once the page's scripts have come and its calls have been
 * answered (docs/architecture.md §8: LCP). The order goes through the proxy itself, as the
 * browser's call would: the same checks, rate limits, session and upstream, and a session the
 * tenant API refreshed is handed on. The store and its configuration (the currency) are read
 * anonymously, as Menu's are (menu.server.ts). Never throws: anything but a quote the guest may see
 * is undefined, and the static page, whose island reads the quote itself, answers instead.
 */
import { Readable } from 'node:stream';
import { answerProxy, type HeaderReader } from '../api/proxy.server.ts';
import { proxyContextFor } from '../api/proxy-tenant.server.ts';
import { UpstreamRest } from '../api/upstream-rest.ts';
import { CONTRACT } from '../api/contract.ts';
import type { ServedQuote } from '../lib/quote/served.ts';
import { QUOTE_SESSION_COOKIE, readCookie, SESSION_COOKIE } from '../api/session.server.ts';
import { DEFAULT_CURRENCY_SYMBOL } from '../lib/format/currency.ts';
import type { ResolvedForwarding } from '../lib/http/resolved-forwarding.ts';
import { TENANTS } from '../tenancy/registry.ts';
import { apiNow } from '../api/upstream.server.ts';
import { upstreamGet } from './upstream-get.server.ts';

/** The page waits no longer than this for the three calls; the static page answers after it. */
export const QUOTE_TIMEOUT_MS = 2000;

/**
 * The page's own record of a tenant API that ran into its short deadline: not the proxy's, so the
 * static page's calls, which wait the proxy's full deadline, are not answered "took too long" at
 * once because the page gave up sooner; later pages skip the wait for a while instead.
 */
const quoteRest = new UpstreamRest();

export interface QuoteRequest {
  tenantId: string;
  orderId: number;
  /** The page request's Host and Cookie headers: only the host and the session are passed on. */
  host: string;
  cookie: string | null;
  /** The page request's id and user agent, for the upstream's logs. */
  requestId?: string | null;
  userAgent?: string | null;
  clientAddress: string | undefined;
  forwarding: ResolvedForwarding | undefined;
}

/** The session the page request carries (its Order quote cookie), if any. */
function quoteSession(cookie: string | null | undefined): string | undefined {
  return readCookie(cookie ?? null, QUOTE_SESSION_COOKIE) || undefined;
}

/** Whether a request carries a session the quote could be read with: a page without one is static. */
export function hasSession(cookie: string | null | undefined): boolean {
  return quoteSession(cookie) !== undefined;
}

/** The order through the proxy: its answer's data and any session cookie it set. */
async function proxiedOrder(req: QuoteRequest) {
  const ctx = proxyContextFor(req.tenantId, req.clientAddress, req.forwarding);
  if (!ctx) return undefined;
  // Our own request to the proxy, not the guest's headers: the guest's page request is a top-level
  // GET, which the proxy's cross-site checks are not written for; only its session and ids pass.
  const headers = new Map<string, string>([
    ['host', req.host],
    ['content-type', 'application/json'],
    ['x-storefront', '1'],
  ]);
  // The proxy reads the session from its own cookie: the page's copy is handed on under that name.
  const session = quoteSession(req.cookie);
  if (!session) return undefined;
  headers.set('cookie', `${SESSION_COOKIE}=${session}`);
  if (req.requestId) headers.set('x-request-id', req.requestId);
  if (req.userAgent) headers.set('user-agent', req.userAgent);
  const reader: HeaderReader = { get: (name) => headers.get(name.toLowerCase()) ?? null };
  const envelope = JSON.stringify({ method: 'GET', path: `/orders/${req.orderId}`, payload: {} });
  const answer = await answerProxy(
    {
      method: 'POST',
      headers: reader,
      body: {
        declaredLength: String(Buffer.byteLength(envelope)),
        chunks: () => Readable.from([Buffer.from(envelope)]),
      },
      tls: req.forwarding?.https === true,
    },
    { ...ctx, timeoutMs: QUOTE_TIMEOUT_MS, rest: quoteRest },
  );
  if (answer.status !== 200) return undefined;
  const body = JSON.parse(answer.body) as { data?: unknown };
  const parsed = CONTRACT.getOrder.response.safeParse(body.data);
  if (!parsed.success) return undefined;
  const setCookie = answer.headers['set-cookie'];
  return {
    order: parsed.data.order,
    setCookies: typeof setCookie === 'string' ? [setCookie] : (setCookie ?? []),
  };
}

/**
 * The quote and the session cookies to hand on (when the tenant API refreshed the session), or
 * undefined when the static page should answer.
 */
export async function serveQuote(
  req: QuoteRequest,
): Promise<{ quote: ServedQuote; setCookies: readonly string[] } | undefined> {
  if (!hasSession(req.cookie)) return undefined;
  const tenant = TENANTS.find((t) => t.id === req.tenantId);
  if (!tenant) return undefined;
  const signal = AbortSignal.timeout(QUOTE_TIMEOUT_MS);
  const anonymous = { timeoutMs: QUOTE_TIMEOUT_MS, signal, agent: 'storefront-quote' };
  try {
    const config = upstreamGet(tenant, 'storeConfiguration', anonymous).catch(() => undefined);
    const read = await proxiedOrder(req);
    if (!read) return undefined;
    const [{ store }, settings] = await Promise.all([
      upstreamGet(tenant, 'store', { ...anonymous, params: { storeId: read.order.store_id } }),
      config,
    ]);
    const localization = (settings as { localization?: { currency_symbol?: unknown } } | undefined)
      ?.localization;
    const symbol =
      typeof localization?.currency_symbol === 'string'
        ? localization.currency_symbol
        : DEFAULT_CURRENCY_SYMBOL;
    const at = await apiNow(tenant.id, tenant.api_base);
    return {
      quote: { order: read.order, store, at, symbol },
      setCookies: read.setCookies,
    };
  } catch (err) {
    // Timeout, unreachable, invalid: the island reads the quote itself (only logged).
    console.warn('Order quote render without data:', (err as Error).message);
    return undefined;
  }
}
