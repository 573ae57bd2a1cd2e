/**
 * The payment provider's hosted card page (docs/architecture.md §6: card numbers never touch our
 * pages). Checkout and Manage cards both send the customer there and read the token it comes back
 * with.
 */

import * as m from '#messages';
import type { PaymentPageConfig } from '../providers/config.ts';

/** The sandbox's hosted test page (src/sandbox/fixture), on the storefront's own origin. */
export const SANDBOX_PAYMENT_PAGE = '/__sandbox/pay/new';

/**
 * Where the hosted page starts; it comes back to `returnPath` with ?payment_token=… A page on our
 * origin (a site path) is given the path; one elsewhere, the whole return URL (`origin` is the
 * storefront's). Null when the storefront has no payment page: card payment is then not offered.
 * @example hostedPaymentUrl('/account/manage-cards', { kind: 'sandbox' }) // '/__sandbox/pay/new?return=%2Faccount%2Fmanage-cards'
 * @example hostedPaymentUrl('/checkout', { kind: 'hosted', base_url: 'https://pay.example/start' }, 'https://order.example') // 'https://pay.example/start?return=https%3A%2F%2Forder.example%2Fcheckout'
 */
export function hostedPaymentUrl(
  returnPath: string,
  page: PaymentPageConfig | null,
  origin = '',
): string | null {
  const base =
    page?.kind === 'sandbox' ? SANDBOX_PAYMENT_PAGE : page?.kind === 'hosted' && page.base_url;
  return base
    ? `${base}?return=${encodeURIComponent(base.startsWith('/') ? returnPath : origin + returnPath)}`
    : null;
}

/**
 * The token the hosted page came back with (null when none, or not a token's shape), and the
 * address to show instead, without it.
 * @example returnedPaymentToken('https://x.test/checkout?payment_token=tok_12345678#a') // { token: 'tok_12345678', present: true, cleaned: '/checkout#a' }
 */
export function returnedPaymentToken(href: string): {
  token: string | null;
  present: boolean;
  cleaned: string;
} {
  const url = new URL(href);
  const returned = url.searchParams.get('payment_token');
  url.searchParams.delete('payment_token');
  return {
    token: returned !== null && /^[A-Za-z0-9_-]{8,100}$/.test(returned) ? returned : null,
    present: returned !== null,
    cleaned: `${url.pathname}${url.search}${url.hash}`,
  };
}

/** What a guest is told when this storefront has no hosted card page. */
export const CARD_ENTRY_UNAVAILABLE = m.payment_unavailable;
