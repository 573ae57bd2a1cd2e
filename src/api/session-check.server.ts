import { CONTRACT } from './contract.ts';
import { upstreamUrl } from './proxy-rules.ts';
import { NOT_YOURS, NOT_YOURS_MESSAGE } from './errors.ts';
import type { ProxyContext } from './proxy-context.server.ts';
import { cookieHeader, mergeSetCookies, type SessionJar } from './session.server.ts';

/** The proxy's answer to a 403 on someone else's order or account, in words never read as expiry. */
export const NOT_YOURS_ERROR = { code: NOT_YOURS, message: NOT_YOURS_MESSAGE } as const;

/** The check's own limit when the proxy names none (the proxy's upstream limit, UPSTREAM_TIMEOUT_MS). */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * Whether a 403 means the session ended, or only that the thing asked for is not this visitor's.
 *
 * The tenant API answers 403 both for an expired session (the error catalogue's session-expiry
 * rows) and for an order or customer id that belongs to someone else — and ids are sequential, so
 * any shared or guessed link is such a call. Marking calls as session-bearing in the contract
 * cannot tell the two apart: GET /orders/{id} is the same call for the current order (whose 403 is
 * an expiry) and for a confirmation or quote link (whose 403 is not). So the session itself is
 * asked, with the same cookies and auth: only when GET /customers/me refuses it too is it ended.
 * One extra upstream call, on 403s only; when the check cannot be made, the session ends as before.
 *
 * Returns the jar to keep (with any cookies the check refreshed), or null when the session is over.
 */
export async function sessionStillValid(
  ctx: Pick<ProxyContext, 'tenant' | 'upstream' | 'timeoutMs'>,
  jar: SessionJar,
  sent: Record<string, string>,
): Promise<SessionJar | null> {
  if (!jar.auth && Object.keys(jar.cookies).length === 0) return null;
  const url = upstreamUrl(ctx.tenant.apiBase, CONTRACT.me.path, {});
  if (!(url instanceof URL)) return null;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-agent': sent['user-agent'] ?? 'storefront-proxy',
  };
  const cookies = cookieHeader(jar);
  if (cookies) headers.cookie = cookies;
  if (jar.auth) headers.authorization = jar.auth;
  if (sent['x-forwarded-for']) headers['x-forwarded-for'] = sent['x-forwarded-for'];
  try {
    const me = await ctx.upstream(url, {
      method: 'GET',
      headers,
      signal: AbortSignal.timeout(ctx.timeoutMs ?? CHECK_TIMEOUT_MS),
    });
    return me.status >= 200 && me.status < 300 ? mergeSetCookies(jar, me.setCookies) : null;
  } catch {
    return null;
  }
}
