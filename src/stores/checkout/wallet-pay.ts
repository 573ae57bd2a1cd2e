/**
 * Paying with a wallet (docs/product.md §7.3 "Wallet payment", "Platform wallet session"), loaded
 * on the first press of a wallet button: the wallet's sheet for the order's total with the request
 * shapes the tenant's wallet expects, then the payment.
 */
import * as m from '#messages';
import { callApi } from '../../api/client.ts';
import type { WalletKind as Wallet } from '../../lib/providers/config.ts';
import { applePaySessionRequest, paymentMethodData } from '../../lib/providers/wallet.ts';
import { $storeConfig, pageProviders } from '../chain/config.ts';
import { $order } from '../order/current.ts';
import type { $placing, failed } from './pay.ts';
import type { readyForWallet } from './pay-run.ts';
import * as calls from '../../generated/api-calls.ts';

/**
 * What paying needs from Checkout's own modules, handed over by the caller: importing them here
 * would move them out of Checkout's first-load bundle into one shared with this chunk.
 */
export interface WalletPayContext {
  $placing: typeof $placing;
  readyForWallet: typeof readyForWallet;
  failed: typeof failed;
  newIdempotencyKey: () => string;
}

/** The platform wallet's merchantvalidation event (Safari's Payment Request). */
interface MerchantValidationEvent extends Event {
  validationURL: string;
  complete(session: Promise<unknown>): void;
}

/**
 * The platform wallet asks the merchant to vouch for itself once its sheet opens: the tenant API
 * makes the merchant session (docs/product.md §7.3 "Platform wallet session") and the sheet gets
 * it.
 */
function validateMerchant(event: MerchantValidationEvent): void {
  const payload = applePaySessionRequest(event.validationURL, location.hostname);
  event.complete(
    payload
      ? callApi(calls.applePaySession, { payload }).then((r) => r.session)
      : Promise.reject(new Error('The wallet gave no https validation URL')),
  );
}

function request(wallet: Wallet, totalCents: number): PaymentRequest {
  const config = pageProviders().wallet!;
  const method = paymentMethodData(wallet, config, $storeConfig.get()?.country_code ?? 'US');
  const pr = new PaymentRequest([method], {
    total: {
      label: config.display_name || m.checkout_total,
      amount: { currency: 'USD', value: (totalCents / 100).toFixed(2) },
    },
  });
  if (wallet === 'apple_pay')
    (pr as unknown as { onmerchantvalidation: unknown }).onmerchantvalidation = validateMerchant;
  return pr;
}

/** One wallet payment at a time (see payWithWallet in wallet.ts). */
export async function payWithWallet(
  wallet: Wallet,
  onPaid: (orderId: number) => void,
  { $placing, readyForWallet, failed, newIdempotencyKey }: WalletPayContext,
): Promise<void> {
  if (!$order.value || $order.value.status !== 'open' || $placing.get()) return;
  $placing.set(true);
  try {
    const ready = await readyForWallet();
    const order = $order.value;
    if (!ready.ok || !ready.value || !order) return;
    let sheet: PaymentRequest;
    try {
      sheet = request(wallet, order.charges.total_cents);
    } catch (err) {
      failed(err, null);
      return;
    }
    let response: PaymentResponse;
    try {
      response = await sheet.show();
    } catch {
      return; // the guest closed the wallet sheet
    }
    try {
      await callApi(calls.walletPayment, {
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
