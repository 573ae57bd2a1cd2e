/**
 * PLACE ORDER (docs/product.md §4.6, §7.3): checks what the guest entered, re-checks the time with
 * the scheduling engine, sends the order's extras, then pays once per attempt (idempotency key) and
 * goes to Confirmation. What the islands read at first paint lives here; the work itself is in
 * pay-run.ts, loaded on the first press.
 */
import { atom } from 'nanostores';
import { nullable, object, string } from '../persist/decode.ts';
import { ApiError, serverText } from '../../api/errors.ts';
import type { Method } from '../../lib/checkout/payment.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { $order } from '../order/current.ts';
import { orderChangeFailed } from '../order/failure.ts';
import { $dayAndTimeSelected, $orderId } from '../order/order.ts';
import { sessionAtom } from '../persist/session.ts';
import { $checkoutErrors, $newCard, $paymentToken, clearCheckout } from './checkout.ts';
import { requestOrderDetails } from '../order/open-details.ts';
import { PAYMENT_ATTEMPT_FINGERPRINT_MAX } from '../../lib/limits.ts';
import { SLOT_FULL } from '../../lib/schedule/slot-full.ts';

/** The payment attempt and its key (kept for this tab until the order is placed or changes). */
export const $attempt = sessionAtom(
  'paymentAttempt',
  nullable(
    object({
      key: string({ pattern: /^[A-Za-z0-9_-]{16,64}$/ }),
      fingerprint: string({ max: PAYMENT_ATTEMPT_FINGERPRINT_MAX }),
    }),
  ),
  null,
);
export const $placing = atom(false);

export const openDetails = (origin: 'order-time-passed' | 'need-more-time', message?: string) =>
  void requestOrderDetails({ origin, message });

/** The checks and the payment itself, loaded on the first press (docs/architecture.md §8). */
export const run = () => import('./pay-run.ts');

/**
 * PLACE ORDER. Never throws; a second call while one runs (or while its code loads) does nothing. A
 * failure is also its sections' messages in $checkoutErrors; success goes to Confirmation (or
 * reopens the order's time).
 */
export async function placeOrder(): Promise<Result> {
  const order = $order.value;
  if ($placing.get() || !order || order.status !== 'open') return ok();
  $placing.set(true);
  try {
    await (await run()).attemptPlacement();
  } catch (err) {
    failed(err, null);
  } finally {
    $placing.set(false);
  }
  const message = $checkoutErrors.get().place;
  return message ? fail(message) : ok();
}

/** The order is placed: Checkout forgets its values and shows Confirmation. */
export function placed(orderId: number): void {
  clearCheckout();
  $orderId.set(null);
  $dayAndTimeSelected.set(false);
  location.assign(`/confirmation/${orderId}`);
}

/** Says why a payment failed, keeping everything the guest entered; some answers reopen the order's time. */
export function failed(err: unknown, method: Method | null): void {
  if (err instanceof ApiError) {
    if (err.code === 'ready_ts_passed') return openDetails('order-time-passed');
    if (err.code === 'lead_time' || err.code === SLOT_FULL)
      return openDetails('need-more-time', serverText(err));
    if (err.code === 'already_paid') return placed($order.value!.order_id);
    if (err.status === 402 && method?.type === 'card_token') {
      // A declined card's token cannot pay again: the guest enters another card.
      $paymentToken.set(null);
      $newCard.set(null);
    }
  }
  const result = orderChangeFailed(err);
  if (!result.ok) $checkoutErrors.set({ place: result.message });
}
