/**
 * Wallet payments (SPEC §7.3 "Wallet payment"): offered only where the browser has the Payment
 * Request API and can pay with that wallet; paid once per attempt like cards.
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import { newIdempotencyKey } from '../../lib/checkout/attempt.ts';
import type { WalletKind as Wallet } from '../../lib/providers/config.ts';
import {
  applePaySessionRequest,
  paymentMethodData,
  walletsOffered,
} from '../../lib/providers/wallet.ts';
import { $storeConfig } from '../chain/config.ts';
import { pageProviders } from '../chain/providers.ts';
import { $order } from '../order/current.ts';
import { $placing, failed, readyForWallet } from './pay.ts';

/** The wallets this browser can pay with. */
export const $walletsAvailable = atom<Wallet[]>([]);

/** The platform wallet's merchantvalidation event (Safari's Payment Request). */
interface MerchantValidationEvent extends Event {
  validationURL: string;
  complete(session: Promise<unknown>): void;
}

/**
 * The platform wallet asks the merchant to vouch for itself once its sheet opens: the tenant API
 * makes the merchant session (SPEC §7.3 "Platform wallet session") and the sheet gets it.
 */
function validateMerchant(event: MerchantValidationEvent): void {
  const payload = applePaySessionRequest(event.validationURL, location.hostname);
  event.complete(
    payload
      ? callApi('applePaySession', { payload }).then((r) => r.session)
      : Promise.reject(new Error('The wallet gave no https validation URL')),
  );
}

function request(wallet: Wallet, totalCents: number): PaymentRequest {
  const config = pageProviders().wallet!;
  const method = paymentMethodData(wallet, config, $storeConfig.get()?.country_code ?? 'US');
  const pr = new PaymentRequest([method], {
    total: {
      label: config.display_name || 'Total',
      amount: { currency: 'USD', value: (totalCents / 100).toFixed(2) },
    },
  });
  if (wallet === 'apple_pay')
    (pr as unknown as { onmerchantvalidation: unknown }).onmerchantvalidation = validateMerchant;
  return pr;
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
  // Only the wallets this storefront takes: none without a wallet provider on a chain's own API.
  $walletsAvailable.set(walletsOffered(found, pageProviders().wallet));
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
