/**
 * The payment processor's device data collector, stood in (docs/product.md §7.7): `GET
 * /__sandbox/integrations/payproc/collect/sdk?m=<merchant id>[&s=<session id>]` answers a script in
 * the processor's shape. Like the real one it makes the session id itself when none is given and
 * exposes it as `ka.sessionId`, with `ka.ClientSDK` (`setupCallback`, `autoLoadEvents`) running
 * the collection, which it reports to the fraud collector beside it. Each download is recorded
 * (service "payment-fraud") with the id it handed out, so a test can match it with the payment.
 */
import { randomBytes } from 'node:crypto';
import { json } from '../core/http.ts';
import { isPaymentSessionId } from '../../lib/fraud/payment-session.ts';
import { record } from './records.ts';
import { FRAUD_ID_MAX } from '../../lib/limits.ts';

export const PAYPROC_SDK_PATH = '/integrations/payproc/collect/sdk';

/** Plain ES5 for any browser; the ids are embedded as JSON literals. */
const script = (merchantId: string, sessionId: string) => `(function () {
  var m = ${JSON.stringify(merchantId)}, s = ${JSON.stringify(sessionId)};
  var me = document.currentScript;
  var collect = new URL('../../collect/payment-fraud', me ? me.src : location.href).href;
  var ka = (window.ka = window.ka || {});
  ka.sessionId = s;
  function ClientSDK() { this.hooks = {}; }
  ClientSDK.prototype.setupCallback = function (hooks) { this.hooks = hooks || {}; };
  ClientSDK.prototype.collect = function () {
    var hooks = this.hooks, params = { MercSessId: s, MerchantId: m };
    if (hooks['collect-begin']) hooks['collect-begin'](params);
    navigator.sendBeacon(collect, JSON.stringify({ event: 'collect', merchant_id: m, session_id: s }));
    if (hooks['collect-end']) hooks['collect-end'](params);
  };
  ClientSDK.prototype.autoLoadEvents = function () {
    var self = this, run = function () { self.collect(); };
    var marked = document.getElementsByClassName('kaxsdc');
    if (!marked.length) return;
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  };
  ka.ClientSDK = ClientSDK;
})();
`;

export function payprocSdk(tenant: string, url: URL): Response {
  const merchantId = url.searchParams.get('m') ?? '';
  const given = url.searchParams.get('s');
  if (!merchantId || merchantId.length > FRAUD_ID_MAX)
    return json(400, { error: 'A merchant id (m) is required', code: 'merchant_required' });
  if (given !== null && !isPaymentSessionId(given))
    return json(400, { error: 'The session id (s) is not valid', code: 'invalid_session' });
  const sessionId = given ?? randomBytes(16).toString('hex');
  record(tenant, 'payment-fraud', {
    at: new Date().toISOString(),
    body: { event: 'sdk', merchant_id: merchantId, session_id: sessionId, made: given === null },
    contentType: '',
  });
  return new Response(script(merchantId, sessionId), {
    status: 200,
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
