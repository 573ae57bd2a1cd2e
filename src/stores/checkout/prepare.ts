/**
 * What PLACE ORDER and a wallet payment check and send before paying (docs/product.md §4.6, §5,
 * §7.3): the guest's contact details, the chosen payment method, and the extras the order does not
 * have yet. Each problem becomes its section's message in $checkoutErrors.
 */
import * as m from '#messages';
import { callApi } from '../../api/client.ts';
import { guestPayload } from '../../lib/checkout/guest.ts';
import { validateGuest } from '../../lib/checkout/guest-check.ts';
import type { Method } from '../../lib/checkout/payment.ts';
import { orderNote } from '../../lib/checkout/sections.ts';
import { ok, type Result } from '../../lib/result.ts';
import { $order } from '../order/current.ts';
import { orderChangeFailed } from '../order/failure.ts';
import { $loggedIn } from '../account/session.ts';
import {
  $checkoutErrors,
  $deliveryInstructions,
  $extraOptions,
  $giftCardId,
  $giftCards,
  $guestInfo,
  $guestTouched,
  $includeUtensils,
  $newCard,
  $orderNote,
  $paymentToken,
  $saveNewCard,
  $selectedPaymentMethod,
  currentCustomerId,
  sendTip,
  updateOrder,
} from './checkout.ts';
import * as calls from '../../generated/api-calls.ts';

/** The texts PLACE ORDER shows for what the guest still has to do. */
export const CHECK_CONTACT = m.checkout_checkContact;
export const CHOOSE_PAYMENT = m.checkout_choosePayment;

/** The payment method chosen, or null when none is usable yet (a new card not back from the page). */
export function chosenMethod(): Method | null {
  const m = $selectedPaymentMethod.get();
  if (m?.type === 'saved_card') return { type: 'saved_card', cardId: m.card_id };
  if (m?.type === 'pay_in_store') return { type: 'pay_in_store' };
  const token = $paymentToken.get();
  return m?.type === 'new_card' && token && $newCard.get()
    ? { type: 'card_token', token, saveCard: $loggedIn.get() && $saveNewCard.get() }
    : null;
}

/** The gift card chosen, if the customer has it. */
export const chosenGiftCard = () => $giftCards.get().find((c) => c.card_id === $giftCardId.get());

/** Sends what the guest typed that the order does not have yet, then the tip. */
export async function syncExtras(): Promise<Result> {
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
  if (Object.keys(changes).length) {
    const result = await updateOrder(changes);
    if (!result.ok) {
      $checkoutErrors.setKey('place', result.message);
      return result;
    }
  }
  return sendTip();
}

/** A guest's contact details go to their customer record before paying. */
export async function sendGuestInfo(): Promise<Result> {
  const customerId = currentCustomerId();
  if ($loggedIn.get() || !customerId) return ok();
  try {
    await callApi(calls.updateCustomer, {
      params: { customerId },
      payload: guestPayload($guestInfo.get()),
    });
    return ok();
  } catch (err) {
    const result = orderChangeFailed(err);
    if (!result.ok) $checkoutErrors.setKey('guest', result.message);
    return result;
  }
}

/**
 * A guest's contact details pass docs/product.md §5's rules; otherwise their fields get the
 * messages.
 */
export function contactOk(): boolean {
  $checkoutErrors.set({});
  if ($loggedIn.get()) return true;
  const fields = validateGuest($guestInfo.get());
  $guestTouched.set(true);
  if (!Object.keys(fields).length) return true;
  $checkoutErrors.set({ fields, place: CHECK_CONTACT });
  return false;
}

/** Validates what the page holds; the first problem's section gets the message. */
export function readyToPay(): Method | null | false {
  if (!contactOk()) return false;
  const method = chosenMethod();
  const gift = chosenGiftCard();
  const covered = !!gift && (gift.balance_cents ?? 0) >= ($order.value?.charges.total_cents ?? 0);
  if (!method && !covered) {
    $checkoutErrors.set({ payment: CHOOSE_PAYMENT, place: CHOOSE_PAYMENT });
    return false;
  }
  return method;
}
