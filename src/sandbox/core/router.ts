/**
 * One tenant-API call: injected faults, routing by the contract, payload validation with the
 * contract's zod schema, the session, then the handler. Refusals are JSON {error, code}, a guest's
 * in the call's language (./guest-language.ts); the plumbing's (a malformed call) in English.
 */
import { CONTRACT, type CallId } from '../../api/contract.ts';
import { matchCall } from '../../api/match.ts';
import type { CallContext, Handlers } from './context.ts';
import type { TenantState } from './state.ts';
import {
  answer,
  coerceQuery,
  describeIssues,
  errorAnswer,
  readJsonBody,
  Reply,
  SandboxError,
  wait,
  type SandboxAnswer,
  type SandboxRequest,
} from './http.ts';
import { readClock } from './clock.ts';
import { countAttempt, databaseLimits } from './limits.ts';
import { matchingFault } from '../fixture/faults.ts';
import { guestLocale, messagesOf } from './guest-language.ts';
import { resolveSession } from '../customers/session.ts';
import { authHandlers } from '../customers/auth.ts';
import { profileHandlers } from '../customers/profile.ts';
import { accountHandlers } from '../customers/account.ts';
import { loyaltyHandlers } from '../customers/loyalty.ts';
import { customerOrderHandlers } from '../customers/orders.ts';
import { orderHandlers } from '../orders/orders.ts';
import { discountHandlers } from '../orders/discounts.ts';
import { paymentHandlers } from '../payments/payments.ts';
import { menuHandlers } from '../stores/menus.ts';
import { storeHandlers } from '../stores/stores.ts';
import { availabilityHandlers } from '../stores/availability.ts';
import { riskHandlers } from '../payments/risk.ts';
import { orderChangeHandlers } from '../orders/changes.ts';

// Typed as every call id, so a call added to the contract without a handler fails the type check.
const HANDLERS: Handlers<CallId> = {
  ...authHandlers,
  ...profileHandlers,
  ...accountHandlers,
  ...loyaltyHandlers,
  ...customerOrderHandlers,
  ...orderHandlers,
  ...discountHandlers,
  ...paymentHandlers,
  ...menuHandlers,
  ...storeHandlers,
  // After the store calls: it answers them with the store's pause (docs/kitchen.md §2).
  ...availabilityHandlers,
  ...riskHandlers,
  ...orderChangeHandlers,
};

/** The call ids the sandbox answers (all of the contract). */
export const HANDLED_CALLS = Object.keys(HANDLERS) as CallId[];

async function rawPayload(id: CallId, request: SandboxRequest, url: URL): Promise<unknown> {
  const def = CONTRACT[id];
  if (def.method === 'GET') return coerceQuery(def.request, url.searchParams);
  const body = await readJsonBody(request);
  if (id === 'collectInStore' && body && typeof body === 'object' && !Array.isArray(body)) {
    // docs/product.md §7.6 sends these two as headers; the contract lists them with the body.
    const b = body as Record<string, unknown>;
    const service = request.headers.get('service_id') ?? request.headers.get('service-id');
    const restaurant =
      request.headers.get('restaurant_external_id') ??
      request.headers.get('restaurant-external-id') ??
      request.headers.get('x-restaurant-external-id');
    if (b.service_id === undefined && service !== null) b.service_id = service;
    if (b.restaurant_external_id === undefined && restaurant !== null)
      b.restaurant_external_id = restaurant;
  }
  return body;
}

/**
 * The answer as data: sandboxFetch makes it a Response; the proxy in-process reads it as it is
 * (and hands over the request's URL as it parsed it).
 */
export async function dispatch(
  state: TenantState,
  request: SandboxRequest,
  url = new URL(request.url),
): Promise<SandboxAnswer> {
  const method = request.method.toUpperCase();
  const path = url.pathname;
  const fault = matchingFault(state.db, method, path);
  if (fault?.latencyMs) await wait(fault.latencyMs, request.signal);
  if (fault?.status)
    return answer(fault.status, { error: 'Injected fault', code: 'injected_fault' });

  const match = matchCall(method, path);
  if (!match) return answer(404, { error: 'Not found' });
  try {
    const parsed = match.def.request.safeParse(await rawPayload(match.id, request, url));
    if (!parsed.success)
      return answer(400, { error: describeIssues(parsed.error), code: 'invalid_request' });
    const now = readClock(state.db);
    const session = resolveSession(state.db, request, now);
    const limit = await countAttempt(
      databaseLimits(state.db, () => readClock(state.db)),
      state.tenant,
      match.id,
      request,
      parsed.data,
      session?.customer.id,
    );
    if (limit.waitMs > 0) {
      const retryAfter = String(Math.ceil(limit.waitMs / 1000));
      const error = messagesOf(
        guestLocale(request.headers.get('accept-language')),
      ).api_tooManyAttempts;
      return answer(429, { error, code: 'too_many_attempts' }, [], retryAfter);
    }
    const c: CallContext = {
      state,
      db: state.db,
      index: state.index,
      now,
      request,
      url,
      params: match.params,
      payload: parsed.data,
      session,
      cookies: [],
    };
    let result: unknown;
    try {
      result = await (HANDLERS[match.id] as (c: CallContext) => unknown)(c);
    } catch (err) {
      await limit.record(false);
      throw err;
    }
    await limit.record(!(result instanceof Reply) || result.status < 400);
    return result instanceof Reply
      ? answer(result.status, result.body, c.cookies)
      : answer(200, result, c.cookies);
  } catch (err) {
    if (err instanceof SandboxError)
      return errorAnswer(err, guestLocale(request.headers.get('accept-language')));
    console.error(`sandbox ${state.tenant} ${method} ${path}:`, err);
    return answer(500, { error: 'The sandbox could not handle this call', code: 'internal' });
  }
}
