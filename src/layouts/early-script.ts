/**
 * The inline script of an early call (early.ts), written into a page at build time.
 */
import type { CallId } from '../api/contract.ts';
import type { Call } from '../generated/api-calls.ts';
import { PROXY_PATH, proxyRequest, type CallOptions } from '../api/client.ts';
import { EARLY_SLOT } from '../api/early.ts';

/**
 * A path parameter only the page knows, read as the script runs: a parameter of the page's
 * address (`?order=42`), or an id the storefront keeps in localStorage (JSON, as
 * src/stores/persist/local.ts writes it). Either must be a positive whole number, or no call is
 * made and the page's own code asks as it always would.
 */
export type RuntimeParam = { query: string } | { stored: string };

/** What the script reads a runtime parameter from, as a JavaScript expression. */
function readExpression(source: RuntimeParam): string {
  return 'query' in source
    ? `new URLSearchParams(location.search).get(${JSON.stringify(source.query)})`
    : `localStorage.getItem(${JSON.stringify(source.stored)})`;
}

/** Stands for a runtime parameter in the request until the script has read it. */
const placeholder = (param: string) => `__early_${param}__`;

/**
 * The inline script that starts one call as the page is parsed. Its answer is kept under `name`,
 * followed by the runtime parameters' values (earlyKey); a failure is left for the caller to
 * report (the script only keeps it from counting as unhandled).
 * @example earlyCallScript('siteTheme', calls.siteTheme)
 * @example earlyCallScript('quoteOrder', calls.getOrder, {}, { orderId: { query: 'order' } })
 */
export function earlyCallScript<K extends CallId>(
  name: string,
  call: Call<K>,
  options: Pick<CallOptions<K>, 'params' | 'payload'> = {},
  runtime: Readonly<Record<string, RuntimeParam>> = {},
): string {
  const runtimeParams = Object.keys(runtime);
  const params = { ...options.params };
  for (const param of runtimeParams) params[param] = placeholder(param);
  const init = proxyRequest(call, { ...options, params });
  const request = JSON.stringify({
    method: init.method,
    credentials: init.credentials,
    headers: init.headers,
  }).replace(/</g, '\\u003c');
  const body = JSON.stringify(init.body).replace(/</g, '\\u003c');
  // Each value read, checked as a positive id and written as a number would be ('007' is 7), then
  // put in the request's body and the name the answer is kept under.
  const reads = runtimeParams
    .map(
      (param, i) =>
        `var v${i}=${readExpression(runtime[param]!)};` +
        `if(!/^\\d{1,12}$/.test(v${i})||!(+v${i}>0))return;v${i}=String(+v${i});` +
        `b=b.split(${JSON.stringify(placeholder(param))}).join(v${i});k+=":"+v${i};`,
    )
    .join('');
  return (
    `(function(){try{var b=${body},k=${JSON.stringify(name)};${reads}` +
    `var r=${request};r.body=b;` +
    `var s=window.${EARLY_SLOT}=window.${EARLY_SLOT}||{};` +
    `var p=s[k]=fetch(${JSON.stringify(PROXY_PATH)},r);` +
    `p.catch(function(){})}catch(e){}})()`
  );
}
