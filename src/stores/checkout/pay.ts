/**
 * PLACE ORDER (SPEC §4.6, §7.3): checks what the guest entered, re-checks the time with the
 * scheduling engine, sends the order's extras, then pays once per attempt (idempotency key) and
 * goes to Confirmation.
 */
import { atom } from 'nanostores';
import { nullable, object, string } from '../persist/decode.ts';
import { callApi } from '../../api/client.ts';
import { ApiError, MESSAGES } from '../../api/errors.ts';
import {
  afterOutcome,
  attemptFingerprint,
  attemptFor,
  newIdempotencyKey,
  outcomeOf,
} from '../../lib/checkout/attempt.ts';
import { guestPayload, validateGuest } from '../../lib/checkout/guest.ts';
import { methodSignature, paymentRequest, type Method } from '../../lib/checkout/payment.ts';
import { orderNote } from '../../lib/checkout/sections.ts';
import { $order } from '../order/current.ts';
import { $dayAndTimeSelected, $orderId } from '../order/order.ts';
import { paymentTokenChecked } from './data.ts';
import { timeStillOk } from './time.ts';
import { sessionAtom } from '../persist/session.ts';
import { $loggedIn, expireSession } from '../account/session.ts';
import {
  $checkoutErrors,
  $deliveryInstructions,
  $extraOptions,
  $giftCardId,
  $giftCards,
  $guestInfo,
  $guestTouched,
  $includeUtensils,
  $newCardData,
  $orderNote,
  $paymentToken,
  $newCard,
  $saveNewCard,
  $selectedPaymentMethod,
  clearCheckout,
  orderCustomerId,
  sendTip,
  updateOrder,
} from './checkout.ts';

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

function chosenMethod(): Method | null {
  const m = $selectedPaymentMethod.get();
  if (m?.type === 'saved_card') return { type: 'saved_card', cardId: m.card_id };
  if (m?.type === 'pay_in_store') return { type: 'pay_in_store' };
  const token = $paymentToken.get();
  return m?.type === 'new_card' && token && $newCard.get()
    ? { type: 'card_token', token, saveCard: $loggedIn.get() && $saveNewCard.get() }
    : null;
}

/** Sends what the guest typed that the order does not have yet. */
async function syncExtras(): Promise<boolean> {
  const order = $order.value!;
  const ticked = Object.entries($extraOptions.get())
    .filter(([, v]) => v)
    .map(([k]) => k);
  const note = orderNote($orderNote.get(), ticked);
  const changes: Parameters<typeof updateOrder>[0] = {};
  if (note !== (order.note ?? '')) changes.note = note;
  const utensils = $includeUtensils.get();
  if (utensils !== null && utensils !== order.include_utensils) changes.include_utensils = utensils;
  const instructions = $deliveryInstructions.get().trim();
  if (instructions !== (order.delivery_instructions ?? ''))
    changes.delivery_instructions = instructions;
  if (Object.keys(changes).length && !(await updateOrder(changes))) return false;
  return sendTip();
}

async function sendGuestInfo(): Promise<boolean> {
  const customerId = orderCustomerId();
  if ($loggedIn.get() || !customerId) return true;
  try {
    await callApi('updateCustomer', {
      params: { customerId },
      payload: guestPayload($guestInfo.get()),
    });
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.sessionExpired) expireSession(MESSAGES.sessionExpired);
    else
      $checkoutErrors.setKey(
        'guest',
        err instanceof ApiError && err.message ? err.message : MESSAGES.somethingWentWrongLater,
      );
    return false;
  }
}

/** A guest's contact details pass SPEC §5's rules; otherwise their fields get the messages. */
function contactOk(): boolean {
  $checkoutErrors.set({});
  if ($loggedIn.get()) return true;
  const fields = validateGuest($guestInfo.get());
  $guestTouched.set(true);
  if (!Object.keys(fields).length) return true;
  $checkoutErrors.set({ fields, place: 'Please check your contact details.' });
  return false;
}

/** Validates what the page holds; the first problem's section gets the message. */
function readyToPay(): Method | null | false {
  if (!contactOk()) return false;
  const method = chosenMethod();
  const gift = $giftCards.get().find((c) => c.card_id === $giftCardId.get());
  const covered = !!gift && (gift.balance_cents ?? 0) >= ($order.value?.charges.total_cents ?? 0);
  if (!method && !covered) {
    $checkoutErrors.set({
      payment: 'Please choose how you want to pay.',
      place: 'Please choose how you want to pay.',
    });
    return false;
  }
  return method;
}

/** PLACE ORDER. Never throws; a second call while one runs does nothing. */
export async function placeOrder(): Promise<void> {
  const order = $order.value;
  if ($placing.get() || !order || order.status !== 'open') return;
  $placing.set(true);
  try {
    // A card just returned by the payment page may still be being checked: wait for it.
    await paymentTokenChecked();
    const method = readyToPay();
    if (method === false) return;
    if (!timeStillOk()) return openDetails('order-time-passed');
    if (!(await sendGuestInfo()) || !(await syncExtras())) return;
    await pay(method);
  } finally {
    $placing.set(false);
  }
}

/**
 * What a wallet payment needs before its sheet opens, as PLACE ORDER does: the contact checked, the
 * time re-checked, and the guest's details and the order's extras (tip, note…) sent, so the sheet
 * shows the final total.
 */
export async function readyForWallet(): Promise<boolean> {
  if (!contactOk()) return false;
  if (!timeStillOk()) {
    openDetails('order-time-passed');
    return false;
  }
  return (await sendGuestInfo()) && (await syncExtras());
}

async function pay(method: Method | null): Promise<void> {
  const order = $order.value!;
  const gift = $giftCards.get().find((c) => c.card_id === $giftCardId.get());
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
  if (!built.ok) return void $checkoutErrors.setKey('place', 'Please choose how you want to pay.');
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
  if (!(err instanceof ApiError))
    return void $checkoutErrors.setKey('place', MESSAGES.somethingWentWrongLater);
  if (err.sessionExpired) return expireSession(MESSAGES.sessionExpired);
  if (err.code === 'ready_ts_passed') return openDetails('order-time-passed');
  if (err.code === 'lead_time') return openDetails('need-more-time', err.message);
  if (err.code === 'already_paid') return placed($order.value!.order_id);
  if (err.status === 402 && method?.type === 'card_token') {
    // A declined card's token cannot pay again: the guest enters another card.
    $paymentToken.set(null);
    $newCard.set(null);
  }
  const message =
    err.code === 'network' || !err.message ? MESSAGES.somethingWentWrongLater : err.message;
  $checkoutErrors.set({ place: message });
}
