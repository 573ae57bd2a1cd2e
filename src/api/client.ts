/**
 * The typed client every island uses: one function per contract call, through the proxy.
 * Errors always arrive as ApiError. Types come from the contract; at run time only the method and
 * path of each call the page makes (src/generated/api-calls.ts) is loaded. Calls carry the page's
 * language (Accept-Language), so the tenant API writes its mails and texts in it, and the proxy
 * sends answers back with the chain's own texts (menu names, cart lines) in it
 * (docs/architecture.md §4b).
 */
import type { CallId, CallRequest, CallResponse } from './contract.ts';
import type { Call } from '../generated/api-calls.ts';
import { ApiError } from './errors.ts';
import { buildPath } from './path.ts';
import { LOCALE } from '#messages';

export const PROXY_PATH = '/api/proxy';

export interface CallOptions<K extends CallId> {
  /** Path parameters of the call's template, e.g. { storeId: 12 }. */
  params?: Readonly<Record<string, string | number>>;
  payload?: CallRequest<K>;
  signal?: AbortSignal;
}

interface ProxyBody {
  data?: unknown;
  error?: { code?: string; message?: string };
}

function errorOf(status: number, body: ProxyBody | undefined): ApiError {
  if (body?.error?.message)
    return new ApiError(status, body.error.code ?? `http_${status}`, body.error.message);
  const upstream = body?.data as { error?: unknown; code?: unknown } | undefined;
  if (upstream && typeof upstream.error === 'string')
    return new ApiError(
      status,
      typeof upstream.code === 'string' ? upstream.code : `http_${status}`,
      upstream.error,
    );
  return new ApiError(status, `http_${status}`, '');
}

/**
 * Calls one contract operation through the proxy and returns its checked result.
 * @example const { store } = await callApi(calls.store, { params: { storeId: 12 }, payload: { service_schedule: true } });
 */
export async function callApi<K extends CallId>(
  call: Call<K>,
  options: CallOptions<K> = {},
): Promise<CallResponse<K>> {
  return answerOf<K>(fetch(PROXY_PATH, proxyRequest(call, options)));
}

/**
 * A proxy call's answer, read as callApi reads it: the call's data, or an ApiError. `pending` is
 * callApi's own request, or the one a page started as it was parsed (src/api/early.ts).
 */
export async function answerOf<K extends CallId>(
  pending: Promise<Response>,
): Promise<CallResponse<K>> {
  let res: Response;
  try {
    res = await pending;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'The network is unavailable');
  }
  let body: ProxyBody | undefined;
  try {
    body = (await res.json()) as ProxyBody;
  } catch {
    body = undefined;
  }
  if (!res.ok) throw errorOf(res.status, body);
  // Shapes are checked where they are made (the contract tests pin every sandbox answer); here only
  // that there is an answer, so no schema library ships to the browser.
  if (!body || typeof body.data !== 'object' || body.data === null)
    throw new ApiError(502, 'bad_response', 'The ordering service sent an unexpected answer');
  return body.data as CallResponse<K>;
}

/**
 * The proxy request that makes one contract call: what callApi sends, and what a page's early call
 * sends (src/layouts/early-script.ts).
 */
export function proxyRequest<K extends CallId>(
  call: Call<K>,
  options: Pick<CallOptions<K>, 'params' | 'payload' | 'signal'> = {},
): RequestInit {
  const space = call.indexOf(' ');
  const init: RequestInit = {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      'x-storefront': '1',
      'accept-language': LOCALE,
    },
    body: JSON.stringify({
      method: call.slice(0, space),
      path: buildPath(call.slice(space + 1), options.params),
      payload: options.payload ?? {},
    }),
  };
  if (options.signal) init.signal = options.signal;
  return init;
}
