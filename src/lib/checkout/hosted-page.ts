/**
 * The payment provider's hosted card page (DESIGN §6: card numbers never touch our pages). Checkout
 * and Manage cards both send the customer there and read the token it comes back with.
 */

/**
 * Where the hosted page starts; it comes back to `returnPath` with ?payment_token=…
 * @example hostedPaymentUrl('/account/manage-cards') // '/__sandbox/pay/new?return=%2Faccount%2Fmanage-cards'
 */
export function hostedPaymentUrl(returnPath: string): string {
  return `/__sandbox/pay/new?return=${encodeURIComponent(returnPath)}`;
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
