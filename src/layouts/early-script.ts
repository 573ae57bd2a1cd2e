/**
 * The inline script of an early call (early.ts), written into a page at build time.
 */
import type { CallId } from '../api/contract.ts';
import type { Call } from '../generated/api-calls.ts';
import { PROXY_PATH, proxyRequest, type CallOptions } from '../api/client.ts';
import { EARLY_SLOT } from './early.ts';

/**
 * The inline script that starts one call as the page is parsed. Its answer is kept under `name`;
 * a failure is left for the caller to report (the script only keeps it from counting as unhandled).
 * @example earlyCallScript('siteTheme', calls.siteTheme)
 */
export function earlyCallScript<K extends CallId>(
  name: string,
  call: Call<K>,
  options: Pick<CallOptions<K>, 'params' | 'payload'> = {},
): string {
  const init = proxyRequest(call, options);
  const request = JSON.stringify({
    method: init.method,
    credentials: init.credentials,
    headers: init.headers,
    body: init.body,
  }).replace(/</g, '\\u003c');
  return (
    `(function(){try{var s=window.${EARLY_SLOT}=window.${EARLY_SLOT}||{};` +
    `var p=s[${JSON.stringify(name)}]=fetch(${JSON.stringify(PROXY_PATH)},${request});` +
    `p.catch(function(){})}catch(e){}})()`
  );
}
