/**
 * PLACE ORDER (SPEC §4.6, §7.3): checks what the guest entered, re-checks the time with the
 * scheduling engine, sends the order's extras, then pays once per attempt (idempotency key) and
 * goes to Confirmation.
 */
import { atom } from 'nanostores';
import { nullable, object, string } from '../persist/decode.ts';
import { callApi } from '../../api/client.ts';
import { ApiError, serverText } from '../../api/errors.ts';
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
import { orderChangeFailed } from '../order/failure.ts';
import { $dayAndTimeSelected, $orderId } from '../order/order.ts';
import { paymentTokenChecked } from './data.ts';
import { timeStillOk } from './time.ts';
import { sessionAtom } from '../persist/session.ts';
import { $loggedIn } from '../account/session.ts';
import {
  $checkoutErrors,
  $guestInfo,
  $newCard,
  $newCardData,
  $paymentToken,
  clearCheckout,
} from './checkout.ts';
import {
  CHECK_CONTACT,
  CHOOSE_PAYMENT,
  chosenGiftCard,
  contactOk,
  readyToPay,
  sendGuestInfo,
  syncExtras,
} from './prepare.ts';

/** The payment attempt and its key (kept for this tab until the order is placed or changes). */
export const $attempt = sessionAtom(
  'paymentAttempt',
  nullable(
    object({
      key: string({ pattern: /^[A-Za-z0-9_-]{16,64}$/ }),
      fingerprint: string({ max: 2000 }),
    }),
  ),
  null,
);
export const $placing = atom(false);

const openDetails = (origin: 'order-time-passed' | 'need-more-time', message?: string) =>
  void import('../order/details.ts').then((m) => m.openOrderDetails({ origin, message }));

/**
 * PLACE ORDER. Never throws; a second call while one runs does nothing. A failure is also its
 * sections' messages in $checkoutErrors; success goes to Confirmation (or reopens the order's time).
 */
export async function placeOrder(): Promise<Result> {
  const order = $order.value;
  if ($placing.get() || !order || order.status !== 'open') return ok();
  $placing.set(true);
  try {
    await attemptPlacement();
  } finally {
    $placing.set(false);
  }
  const message = $checkoutErrors.get().place;
  return message ? fail(message) : ok();
}

async function attemptPlacement(): Promise<void> {
  // A card just returned by the payment page may still be being checked: wait for it.
  await paymentTokenChecked();
  const method = readyToPay();
  if (method === false) return;
  if (!timeStillOk()) return openDetails('order-time-passed');
  if (!(await sendGuestInfo()).ok || !(await syncExtras()).ok) return;
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
  return extras.ok ? ok(true) : extras;
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
  const built = paymentRequest({
    key: attempt.key,
    totalCents: total,
    method,
    giftCard: gift ? { cardId: gift.card_id, balanceCents: gift.balance_cents ?? 0 } : null,
    billing: $newCardData.get(),
    guest: $loggedIn.get() ? undefined : guestPayload($guestInfo.get()),
  });
  if (!built.ok) return void $checkoutErrors.setKey('place', CHOOSE_PAYMENT);
  try {
    await callApi('pay', { params: { orderId: order.order_id }, payload: built.request });
    $attempt.set(afterOutcome(attempt, 'approved'));
    placed(order.order_id);
  } catch (err) {
    const status = err instanceof ApiError ? err.status : 0;
    $attempt.set(afterOutcome(attempt, outcomeOf(status)));
    failed(err, method);
  }
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
    if (err.code === 'lead_time') return openDetails('need-more-time', serverText(err));
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
