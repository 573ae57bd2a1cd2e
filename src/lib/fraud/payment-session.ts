/**
 * The payment processor's fraud session (docs/product.md §7.7, §9 "Fraud": a store whose gateways
 * include payproc_id 28). The processor's device data collector is a script,
 * `<collector>/collect/sdk?m= <merchant id>`, that makes the session id itself and exposes it as
 * `ka.sessionId`; asked again with `&s=<that id>` it continues the same session. Pure: the browser
 * part is src/integrations/payment-fraud.ts.
 */

/** The sandbox's stand-in collector, used by a tenant on the sandbox API that names none. */
export const SANDBOX_PAYMENT_FRAUD_COLLECTOR = '/__sandbox/integrations/payproc';

/** The element holding the page's collector, rendered on Checkout by IntegrationCsp.astro. */
export const PAYMENT_FRAUD_SCRIPT_ID = 'sf-payment-fraud';

/** How long the collector's script may take before the payment goes on without it. */
export const PAYMENT_FRAUD_TIMEOUT_MS = 5000;

/** The processor's rule for a session id: letters, digits, `_` or `-`, at most 32. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Whether `value` is a session id the processor accepts.
 * @example isPaymentSessionId('0f3a9c') // true
 * @example isPaymentSessionId('a b') // false
 */
export function isPaymentSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

/**
 * The collector script's URL for a merchant, continuing `sessionId` when one is kept.
 * @example collectorScriptUrl('https://ssl.kaptcha.com', '100200') // 'https://ssl.kaptcha.com/collect/sdk?m=100200'
 * @example collectorScriptUrl('/__sandbox/integrations/payproc/', 'm-1', 'abc') // '/__sandbox/integrations/payproc/collect/sdk?m=m-1&s=abc'
 */
export function collectorScriptUrl(base: string, merchantId: string, sessionId?: string): string {
  const query = new URLSearchParams({ m: merchantId });
  if (sessionId && isPaymentSessionId(sessionId)) query.set('s', sessionId);
  return `${base.replace(/\/+$/, '')}/collect/sdk?${query}`;
}

/**
 * The collector a tenant's payment page uses: its own, else the sandbox's stand-in on the sandbox
 * API, else none (the session id is then made locally; see src/integrations/payment-fraud.ts).
 * @example paymentFraudCollector({ api_base: 'sandbox' }) // '/__sandbox/integrations/payproc'
 * @example paymentFraudCollector({ api_base: 'https://api.example.com' }) // undefined
 */
export function paymentFraudCollector(tenant: {
  api_base?: string;
  integrations?: { payment_fraud_collector_url?: string } | undefined;
}): string | undefined {
  return (
    tenant.integrations?.payment_fraud_collector_url ??
    (tenant.api_base === 'sandbox' ? SANDBOX_PAYMENT_FRAUD_COLLECTOR : undefined)
  );
}
