/**
 * Where the payment processor's fraud collector runs (docs/product.md §7.7): on Checkout only, the
 * screen that starts the fraud session, for a tenant with a collector
 * (src/lib/fraud/payment-session.ts). Pure: IntegrationCsp.astro renders the result for the browser
 * and as CSP origins.
 */
import { paymentFraudCollector } from '../lib/fraud/payment-session.ts';

export interface PaymentFraudPage {
  collector: string;
}

type TenantLike = Parameters<typeof paymentFraudCollector>[0];

/**
 * @example paymentFraudPage({ api_base: 'sandbox' }, 'checkout') // { collector: '/__sandbox/integrations/payproc' }
 * @example paymentFraudPage({ api_base: 'sandbox' }, 'menu') // null
 */
export function paymentFraudPage(tenant: TenantLike, screenKey: string): PaymentFraudPage | null {
  if (screenKey !== 'checkout') return null;
  const collector = paymentFraudCollector(tenant);
  return collector ? { collector } : null;
}

/**
 * The collector's own origin, for its script, what it sends, and the pixel and frame it may use to
 * read the device; a site path (the sandbox's stand-in) needs nothing beyond 'self'.
 */
export function paymentFraudSources(
  page: PaymentFraudPage | null,
): Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', string[]>> {
  if (!page || !/^https:\/\//i.test(page.collector)) return {};
  const origin = new URL(page.collector).origin;
  return {
    'script-src': [origin],
    'connect-src': [origin],
    'img-src': [origin],
    'frame-src': [origin],
  };
}
