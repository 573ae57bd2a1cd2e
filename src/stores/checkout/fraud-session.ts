/**
 * The payment processor's fraud session id (docs/product.md §7.7) for a store whose gateways
 * include payproc_id 28: the id the processor's collector script made
 * (src/integrations/payment-fraud.ts, fetched only for such a store, so other stores' Checkout
 * carries none of it).
 *
 * Fallback, on purpose: when the tenant has no collector, or its script fails to load or answer in
 * time, the id is made here (32 hex characters, the processor's format) and sent all the same. The
 * processor then scores the payment without device data; fraud tooling must never block a payment.
 */
import { newRandomKey } from '../../lib/checkout/random-key.ts';

/** The session id to send with the payment; resolves in at most a few seconds, never rejects. */
export async function paymentFraudSession(
  merchantId: string,
  previous: string | null,
): Promise<string> {
  const fromCollector = await import('../../integrations/payment-fraud.ts')
    .then((m) => m.collectorSession(merchantId, previous))
    .catch(() => null);
  return fromCollector ?? previous ?? newRandomKey();
}
