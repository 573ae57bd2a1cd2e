import { createHash } from 'node:crypto';
import { matchCall, isContractMethod } from './match.ts';
import { NOT_YOURS_ERROR, sessionStillValid } from './session-check.server.ts';
import { arrivedOverHttps, trustsForwardedProto } from '../lib/http/forwarded.ts';
import { clientIp } from '../lib/http/client-ip.ts';
import { readEnvelope, readJsonBody, requestBody } from './proxy-body.ts';
import { dataText, json, jsonText, readAnswer, refusal } from './proxy-answer.ts';
import { defaultLocale } from '../lib/i18n/locales.ts';
import { UpstreamRest } from './upstream-rest.ts';
import { timeoutSignal } from './timeout-signal.ts';
import {
  checkCsrf,
  checkHeaderValue,
  checkPath,
  toQuery,
  upstreamUrl,
  upstreamLanguage,
  type Refusal,
} from './proxy-rules.ts';
import { checkLimits, LIMITS_UNAVAILABLE, TOO_MANY_ATTEMPTS } from './rate-limit.ts';
import type {
  ProxyAnswer,
  ProxyContext,
  ProxyRequest,
  UpstreamResponse,
} from './proxy-context.server.ts';
import { sharedLimits } from './rate-limit-redis.server.ts';
import {
  cookieHeader,
  mergeSetCookies,
  readCookie,
  sessionCookieHeaders,
  SESSION_COOKIE,
  unseal,
  type SessionJar,
} from './session.server.ts';
import { REQUEST_ID_HEADER, requestIdFrom } from '../server/request-log.ts';

export { MAX_BODY_BYTES } from './proxy-body.ts';
export type {
  HeaderReader,
  ProxyAnswer,
  ProxyContext,
  ProxyRequest,
  ProxyTenant,
  Upstream,
  UpstreamResponse,
} from './proxy-context.server.ts';
/** Upstream calls give up after this long. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

const sharedRest = new UpstreamRest();

const TIMEOUT_REFUSAL: Refusal = {
  status: 504,
  code: 'upstream_timeout',
  message: 'The ordering service took too long to answer. Please try again.',
};

const BAD_RESPONSE: Refusal = {
  status: 502,
  code: 'upstream_bad_response',
  message: 'The ordering service sent an unreadable answer',
};

function isSecure(request: ProxyRequest, ctx: ProxyContext): boolean {
  if (ctx.forwarding) return ctx.forwarding.https;
  return arrivedOverHttps({
    tls: request.tls,
    forwardedProto: request.headers.get('x-forwarded-proto'),
    trustForwarded: trustsForwardedProto(process.env),
  });
}

/**
 * The guest's address for per-IP limits and the upstream's X-Forwarded-For: the one the production
 * server resolved through TRUST_PROXY, else the socket's peer (a client's X-Forwarded-For is never
 * believed here).
 */
const clientIpOf = (request: ProxyRequest, ctx: ProxyContext) =>
  clientIp(request.headers, { peer: ctx.clientIp }, ctx.forwarding?.ip);

/** A stable, non-reversible name for the signed-in customer of a session, for per-account limits. */
function sessionSubject(auth: string | undefined): string | undefined {
  return auth ? createHash('sha256').update(auth).digest('hex').slice(0, 32) : undefined;
}

/**
 * The backend proxy (docs/product.md §7.1 raised to a safe design, docs/architecture.md §6): checks
 * the request, sends the allowed call to the tenant's own API base, keeps the session on this side,
 * and answers with the upstream status and `{ data }`.
 */
export async function handleProxy(request: Request, ctx: ProxyContext): Promise<Response> {
  const answer = await answerProxy(
    {
      method: request.method,
      headers: request.headers,
      body: requestBody(request),
      tls: new URL(request.url).protocol === 'https:',
    },
    ctx,
  );
  // A Headers set one by one: a Response converts a plain object of headers more slowly.
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers))
    if (typeof value === 'string') headers.set(name, value);
    else for (const one of value) headers.append(name, one);
  return new Response(answer.body, { status: answer.status, headers });
}

/**
 * handleProxy without fetch's Request and Response, for the production server, which hands it
 * Node's request directly (src/api/proxy-node.server.ts).
 */
export async function answerProxy(request: ProxyRequest, ctx: ProxyContext): Promise<ProxyAnswer> {
  if (request.method !== 'POST')
    return json(405, { error: { code: 'method', message: 'Use POST' } }, { allow: 'POST' });
  const csrf = checkCsrf(request.headers, request.headers.get('host'));
  if (csrf) return refusal(csrf);

  const read = await readJsonBody(request.body);
  if (!read.ok) return refusal(read.refusal);
  const envelope = readEnvelope(read.value);
  if (!envelope)
    return refusal({
      status: 400,
      code: 'bad_envelope',
      message: 'Send { "method", "path", "payload" } only',
    });
  const { method, path, payload = {} } = envelope;
  const pathProblem = checkPath(path);
  if (pathProblem) return refusal(pathProblem);
  const matched = matchCall(method, path as string);
  if (!matched) {
    return isContractMethod(method)
      ? refusal({
          status: 404,
          code: 'unknown_call',
          message: `${method} ${String(path)} is not an allowed call`,
        })
      : refusal({ status: 405, code: 'method', message: `${method} is not an allowed method` });
  }
  const checked = matched.def.request.safeParse(payload);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    return refusal({
      status: 400,
      code: 'bad_payload',
      message: `payload${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${issue.message}`,
    });
  }
  const body = { ...(checked.data as Record<string, unknown>) };
  const jarIn = unseal(readCookie(request.headers.get('cookie'), SESSION_COOKIE), ctx.tenant.id);
  const clientIp = clientIpOf(request, ctx);
  const limit = await checkLimits(
    ctx.limiter ?? sharedLimits(),
    ctx.tenant.id,
    matched.id,
    clientIp,
    body,
    sessionSubject(jarIn.auth),
  );
  if (limit.unavailable) {
    return json(
      503,
      { error: { code: 'limits_unavailable', message: LIMITS_UNAVAILABLE } },
      { 'retry-after': '30' },
    );
  }
  if (limit.waitMs > 0) {
    return json(
      429,
      { error: { code: 'too_many_attempts', message: TOO_MANY_ATTEMPTS } },
      { 'retry-after': String(Math.ceil(limit.waitMs / 1000)) },
    );
  }

  // The webhook's two headers travel in the payload so the contract can check them.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-agent': 'storefront-proxy',
  };
  if (matched.id === 'collectInStore') {
    const serviceId = String(body.service_id);
    const restaurantId = String(body.restaurant_external_id);
    const bad =
      checkHeaderValue('service_id', serviceId) ??
      checkHeaderValue('restaurant_external_id', restaurantId);
    if (bad) return refusal(bad);
    headers.service_id = serviceId;
    headers['restaurant-external-id'] = restaurantId;
    delete body.service_id;
    delete body.restaurant_external_id;
  }
  const base =
    matched.def.base === 'loyalty'
      ? (ctx.tenant.loyaltyBase ?? ctx.tenant.apiBase)
      : ctx.tenant.apiBase;
  const query = { ...(method === 'GET' ? toQuery(body) : {}), ...(matched.def.query ?? {}) };
  const url = upstreamUrl(base, path as string, query);
  if (!(url instanceof URL)) return refusal(url);

  const cookies = cookieHeader(jarIn);
  if (cookies) headers.cookie = cookies;
  if (jarIn.auth) headers.authorization = jarIn.auth;
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  const requestId = request.headers.get(REQUEST_ID_HEADER);
  if (requestId && requestIdFrom(requestId) === requestId) headers[REQUEST_ID_HEADER] = requestId;
  if (method !== 'GET') headers['content-type'] = 'application/json';
  const language = upstreamLanguage(request.headers.get('accept-language'), ctx.tenant.locales);
  if (language) headers['accept-language'] = language;

  const rest = ctx.rest ?? sharedRest;
  const restKey = `${ctx.tenant.id} ${url.origin}`;
  // Only reads fail fast: a guest's order or payment always gets its own full try.
  if (method === 'GET' && rest.resting(restKey)) return refusal(TIMEOUT_REFUSAL);
  let upstream: UpstreamResponse;
  const deadline = timeoutSignal(ctx.timeoutMs ?? UPSTREAM_TIMEOUT_MS);
  try {
    upstream = await ctx.upstream(url, {
      method,
      headers,
      ...(method !== 'GET' ? { body: JSON.stringify(body) } : {}),
      signal: deadline.signal,
    });
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      if (name === 'TimeoutError') rest.timedOut(restKey);
      return refusal(TIMEOUT_REFUSAL);
    }
    return refusal({
      status: 502,
      code: 'upstream_unreachable',
      message: 'The ordering service could not be reached. Please try again.',
    });
  } finally {
    deadline.clear();
  }
  rest.answered(restKey);
  if (upstream.status >= 300 && upstream.status < 400) {
    return refusal({
      status: 502,
      code: 'upstream_redirect',
      message: 'The ordering service answered with a redirect, which is not followed',
    });
  }
  const answer = readAnswer(upstream);
  if (!answer) return refusal(BAD_RESPONSE);
  const { data } = answer;

  let jarOut: SessionJar = mergeSetCookies(jarIn, upstream.setCookies);
  const ok = upstream.status >= 200 && upstream.status < 300;
  await limit.record(
    ok && !(data && typeof data === 'object' && (data as { ok?: unknown }).ok === false),
  );
  if (ok && matched.def.session === 'set' && data && typeof data === 'object') {
    const result = data as Record<string, unknown>;
    if (typeof result.auth_cookie === 'string')
      jarOut = { cookies: jarOut.cookies, auth: `Basic ${result.auth_cookie}` };
  }
  // A 403 ends only a session GET /customers/me refuses too (./session-check.server.ts).
  const kept =
    upstream.status === 403 && matched.id !== 'me'
      ? await sessionStillValid(ctx, jarOut, headers)
      : null;
  if (kept) jarOut = kept;
  else if ((ok && matched.def.session === 'clear') || upstream.status === 403)
    jarOut = { cookies: {} };
  const changed = JSON.stringify(jarOut) !== JSON.stringify(jarIn);
  const extra: ProxyAnswer['headers'] = changed
    ? { 'set-cookie': sessionCookieHeaders(jarOut, ctx.tenant.id, isSecure(request, ctx)) }
    : {};
  // The auth value stays on this side of the proxy, whichever answer carries it and wherever.
  const locale = language ?? defaultLocale(ctx.tenant.locales);
  return kept
    ? json(upstream.status, { error: NOT_YOURS_ERROR }, extra)
    : jsonText(upstream.status, dataText(answer, locale), extra);
}
