/**
 * What PLACE ORDER and a wallet payment run once pressed (docs/product.md §4.6, §7.3): the checks,
 * the time's re-check with the scheduling engine, the order's extras, then the payment once per
 * attempt. Loaded on the first press (pay.ts), so none of it weighs on Checkout's first load
 * (docs/architecture.md §8).
 */
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import {
  afterOutcome,
  attemptFingerprint,
  attemptFor,
  newIdempotencyKey,
  outcomeOf,
} from '../../lib/checkout/attempt.ts';
import { guestPayload } from '../../lib/checkout/guest.ts';
import { methodSignature, paymentRequest, type Method } from '../../lib/checkout/payment.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { $order } from '../order/current.ts';
import { $fraudSessionId, $merchantId, paymentTokenChecked } from './data.ts';
import { $deviceFingerprintId } from '../fraud/device.ts';
import { fingerprintBeforePaying } from '../fraud/fingerprint.ts';
import { timeStillOk } from './time.ts';
import { $loggedIn } from '../account/session.ts';
import { $checkoutErrors, $guestInfo, $newCardData } from './checkout.ts';
import {
  CHECK_CONTACT,
  CHOOSE_PAYMENT,
  chosenGiftCard,
  contactOk,
  readyToPay,
  sendGuestInfo,
  syncExtras,
} from './prepare.ts';
import { $attempt, failed, openDetails, placed } from './pay.ts';
import { blockedBeforePaying } from './availability-gate.ts';
import * as calls from '../../generated/api-calls.ts';

export { newIdempotencyKey };

/** PLACE ORDER's work, run while $placing is set (see placeOrder in pay.ts). */
export async function attemptPlacement(): Promise<void> {
  // A card just returned by the payment page may still be being checked: wait for it.
  await paymentTokenChecked();
  const method = readyToPay();
  if (method === false) return;
  if (!timeStillOk()) return openDetails('order-time-passed');
  if (!(await sendGuestInfo()).ok || !(await syncExtras()).ok) return;
  // Never a payment for a sold-out line or at a paused store (docs/kitchen.md §2).
  const blocked = await blockedBeforePaying($order.value!.store_id);
  if (blocked) return void $checkoutErrors.setKey('place', blocked);
  await pay(method);
}

/**
 * What a wallet payment needs before its sheet opens, as PLACE ORDER does: the contact checked, the
 * time re-checked, and the guest's details and the order's extras (tip, note…) sent, so the sheet
 * shows the final total.
 */
export async function readyForWallet(): Promise<Result<boolean>> {
  if (!contactOk()) return fail(CHECK_CONTACT);
  if (!timeStillOk()) {
    // Not a failure to read: the order details modal asks for a new time instead.
    openDetails('order-time-passed');
    return ok(false);
  }
  const guest = await sendGuestInfo();
  if (!guest.ok) return guest;
  const extras = await syncExtras();
  if (!extras.ok) return extras;
  const blocked = await blockedBeforePaying($order.value!.store_id);
  return blocked ? fail(blocked) : ok(true);
}

async function pay(method: Method | null): Promise<void> {
  const order = $order.value!;
  const gift = chosenGiftCard();
  const total = order.charges.total_cents;
  const fingerprint = attemptFingerprint({
    orderId: order.order_id,
    totalCents: total,
    lines: order.items,
    method: methodSignature(method, gift?.card_id ?? null),
  });
  const attempt = attemptFor($attempt.get(), fingerprint, () => newIdempotencyKey());
  $attempt.set(attempt);
  await fingerprintBeforePaying();
  const built = paymentRequest({
    key: attempt.key,
    totalCents: total,
    method,
    giftCard: gift ? { cardId: gift.card_id, balanceCents: gift.balance_cents ?? 0 } : null,
    billing: $newCardData.get(),
    guest: $loggedIn.get() ? undefined : guestPayload($guestInfo.get()),
    risk: {
      device_fingerprint_id: $deviceFingerprintId.get() ?? undefined,
      fraud_session_id: $fraudSessionId.get() ?? undefined,
      merchant_id: $merchantId.get() ?? undefined,
    },
  });
  if (!built.ok) return void $checkoutErrors.setKey('place', CHOOSE_PAYMENT);
  try {
    await callApi(calls.pay, { params: { orderId: order.order_id }, payload: built.request });
    $attempt.set(afterOutcome(attempt, 'approved'));
    // The processor scores one session per transaction: the next order starts its own.
    $fraudSessionId.set(null);
    placed(order.order_id);
  } catch (err) {
    const status = err instanceof ApiError ? err.status : 0;
    $attempt.set(afterOutcome(attempt, outcomeOf(status)));
    failed(err, method);
  }
}
