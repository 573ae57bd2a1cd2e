/**
 * Wallet payments (SPEC §7.3 "Wallet payment"): offered only where the browser has the Payment
 * Request API and can pay with that wallet; paid once per attempt like cards.
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import { newIdempotencyKey } from '../../lib/checkout/attempt.ts';
import { $order } from '../order/current.ts';
import { $placing, failed, readyForWallet } from './pay.ts';

type Wallet = 'google_pay' | 'apple_pay';
const METHOD: Record<Wallet, string> = {
  google_pay: 'https://google.com/pay',
  apple_pay: 'https://apple.com/apple-pay',
};

/** The wallets this browser can pay with. */
export const $walletsAvailable = atom<Wallet[]>([]);

function request(wallet: Wallet, totalCents: number): PaymentRequest {
  return new PaymentRequest([{ supportedMethods: METHOD[wallet] }], {
    total: { label: 'Total', amount: { currency: 'USD', value: (totalCents / 100).toFixed(2) } },
  });
}

/**
 * Which wallets this browser offers, without asking the wallets' servers (a probe would fetch their
 * payment-method manifests, which the page's connect-src does not allow): Apple Pay where Safari
 * says it can pay, Google Pay in Google Chrome's Payment Request. Headless and other browsers: none.
 */
export function detectWallets(): void {
  if (typeof window === 'undefined' || !('PaymentRequest' in window)) return;
  const found: Wallet[] = [];
  const apple = (window as { ApplePaySession?: { canMakePayments?: () => boolean } })
    .ApplePaySession;
  if (apple?.canMakePayments?.() === true) found.push('apple_pay');
  const brands =
    (navigator as { userAgentData?: { brands?: { brand: string }[] } }).userAgentData?.brands ?? [];
  if (brands.some((b) => b.brand === 'Google Chrome')) found.push('google_pay');
  $walletsAvailable.set(found);
}

/**
 * Pays with a wallet, once per click: the same checks and extras as PLACE ORDER first, then the
 * wallet's sheet for the order's total, then the payment. On approval the caller goes on to
 * Confirmation; a failure says why and keeps the cart and everything typed.
 */
export async function payWithWallet(
  wallet: Wallet,
  onPaid: (orderId: number) => void,
): Promise<void> {
  if (!$order.value || $order.value.status !== 'open' || $placing.get()) return;
  $placing.set(true);
  try {
    const ready = await readyForWallet();
    if (!ready.ok || !ready.value) return;
    const order = $order.value;
    let response: PaymentResponse;
    try {
      response = await request(wallet, order.charges.total_cents).show();
    } catch {
      return; // the guest closed the wallet sheet
    }
    try {
      await callApi('walletPayment', {
        params: { orderId: order.order_id },
        payload: {
          provider: wallet,
          idempotency_key: newIdempotencyKey(),
          payment_data: JSON.stringify(response.details).slice(0, 20_000),
        },
      });
      await response.complete('success');
      onPaid(order.order_id);
    } catch (err) {
      await response.complete('fail').catch(() => undefined);
      failed(err, null);
    }
  } finally {
    $placing.set(false);
  }
}
