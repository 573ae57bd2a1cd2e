/**
 * Checkout's values (docs/product.md §3 "Other client-persisted values": selectedTip,
 * otherTipAmount, newCardData, selected payment method) and the typed fields that must survive a
 * reload, with the actions that send them to the order (docs/product.md §7.3). Card numbers are
 * never here: a new card is a hosted-payment token and its brand and last four digits.
 */
import { atom, computed, map } from 'nanostores';
import {
  anyOf,
  boolean,
  int,
  literal,
  nullable,
  number,
  object,
  record,
  string,
  type Infer,
} from '../persist/decode.ts';
import { callApi } from '../../api/client.ts';
import type { CallRequest } from '../../api/contract.ts';
import type { SavedCard } from '../../api/schemas/customer.ts';
import { EMPTY_GUEST, FORMAT, type GuestField, type GuestInfo } from '../../lib/checkout/guest.ts';
import { TIP_INVALID, tipCents, tipChoice, type TipChoice } from '../../lib/checkout/tip.ts';
import { orderCustomerId } from '../../lib/order/customer.ts';
import { persistent } from '../persist/local.ts';
import { sessionAtom } from '../persist/session.ts';
import { $order } from '../order/current.ts';
import { $promoDraft } from '../discounts/discounts.ts';
import { $customerId, $guestCustomerId, $loggedIn } from '../account/session.ts';
import { orderChangeFailed } from '../order/failure.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import * as calls from '../../generated/api-calls.ts';

const text = (max: number) => string({ max });

export const $selectedTip = persistent(
  'selectedTip',
  nullable(anyOf(literal('other'), literal('none'), number())),
  null,
);
export const $otherTipAmount = persistent('otherTipAmount', text(12), '');
/**
 * docs/product.md §3 "Card billing data" only (docs/architecture.md §6): never a number, expiry or
 * CVC.
 */
const billing = object({
  first_name: text(60),
  last_name: text(60),
  address1: text(200),
  city: text(100),
  state: text(10),
  postal_code: text(12),
});
export type BillingData = Infer<typeof billing>;
export const EMPTY_BILLING: BillingData = {
  first_name: '',
  last_name: '',
  address1: '',
  city: '',
  state: '',
  postal_code: '',
};
export const $newCardData = persistent('newCardData', billing, EMPTY_BILLING);
const methodChoice = anyOf(
  object({ type: literal('new_card') }),
  object({ type: literal('saved_card'), card_id: int() }),
  object({ type: literal('pay_in_store') }),
);
export type MethodChoice = Infer<typeof methodChoice>;
export const $selectedPaymentMethod = persistent(
  'selectedPaymentMethod',
  nullable(methodChoice),
  null,
);

export const $guestInfo = sessionAtom<GuestInfo>(
  'guestInfo',
  object({ firstName: text(60), lastName: text(60), email: text(254), phone: text(14) }),
  EMPTY_GUEST,
);
export const $orderNote = sessionAtom('orderNote', text(500), '');
export const $deliveryInstructions = sessionAtom('deliveryInstructions', text(500), '');
export const $includeUtensils = sessionAtom('includeUtensils', nullable(boolean()), null);
export const $extraOptions = sessionAtom('extraOptions', record(boolean()), {});
export const $giftCardId = sessionAtom('giftCardId', nullable(int()), null);
/** The hosted payment page's token for a new card; a token, not card data. */
export const $paymentToken = sessionAtom(
  'paymentToken',
  nullable(string({ pattern: /^[A-Za-z0-9_-]{8,100}$/ })),
  null,
);
export const $saveNewCard = sessionAtom('saveNewCard', boolean(), false);

/** What the hosted page reported for $paymentToken. */
export const $newCard = atom<{ brand: string; last4: string } | null>(null);
export const $paymentMethods = atom<string[] | null>(null);
export const $savedCards = atom<SavedCard[]>([]);
export const $giftCards = atom<SavedCard[]>([]);
/** Messages shown by the sections, keyed by section. */
export const $checkoutErrors = map<
  Partial<Record<'guest' | 'tip' | 'payment' | 'place', string>> & {
    fields?: Partial<Record<GuestField, string>>;
  }
>({});
export const $guestTouched = atom(false);

export const $tipChoice = computed($selectedTip, (t) => tipChoice(t));
/** The tip the choice gives for the current subtotal (undefined: the typed amount is not money). */
export const $tipCents = computed([$tipChoice, $otherTipAmount, $order], (choice, other, order) =>
  tipCents(choice ?? 'none', order?.charges.subtotal_cents ?? 0, other),
);

export function setGuestField(field: GuestField, value: string): void {
  $guestInfo.set({ ...$guestInfo.get(), [field]: FORMAT[field](value) });
  const fields = $checkoutErrors.get().fields;
  // A corrected field loses its message; the others keep theirs until the next PLACE ORDER.
  if (fields?.[field]) $checkoutErrors.setKey('fields', { ...fields, [field]: undefined });
}

export const setBilling = (field: keyof BillingData, value: string) =>
  $newCardData.set({ ...$newCardData.get(), [field]: value });

/** Sends an order update (tip, note, extras) and keeps the server's answer. */
export async function updateOrder(order: CallRequest<'updateOrder'>['order']): Promise<Result> {
  const current = $order.value;
  if (!current) return orderChangeFailed(undefined);
  try {
    const { order: next } = await callApi(calls.updateOrder, {
      params: { orderId: current.order_id },
      payload: { order },
    });
    $order.set(next);
    return ok();
  } catch (err) {
    return orderChangeFailed(err);
  }
}

/** Chooses a tip and sends it (docs/product.md §9: rounded down to the cent). */
export async function chooseTip(choice: TipChoice): Promise<Result> {
  $selectedTip.set(choice);
  $checkoutErrors.setKey('tip', undefined);
  return sendTip();
}

/**
 * Sends the chosen tip unless the order has it already. An "Other" amount that is not money is the
 * tip section's message; a failed update is PLACE ORDER's.
 */
export async function sendTip(): Promise<Result> {
  const cents = $tipCents.get();
  if (cents === undefined) {
    $checkoutErrors.setKey('tip', TIP_INVALID);
    return fail(TIP_INVALID);
  }
  $checkoutErrors.setKey('tip', undefined);
  if ($order.value?.charges.tip_cents === cents) return ok();
  const result = await updateOrder({ tip_cents: cents });
  if (!result.ok) $checkoutErrors.setKey('place', result.message);
  return result;
}

/** The customer the order is for (docs/product.md §4.5): the signed-in customer, else the guest. */
export const currentCustomerId = () =>
  orderCustomerId({
    loggedIn: $loggedIn.get(),
    customerId: $customerId.get(),
    guestCustomerId: $guestCustomerId.get(),
  });

/** Forgets every value Checkout kept, once the order is placed. */
export function clearCheckout(): void {
  $selectedTip.set(null);
  $otherTipAmount.set('');
  $guestInfo.set(EMPTY_GUEST);
  $newCardData.set(EMPTY_BILLING);
  $selectedPaymentMethod.set(null);
  $orderNote.set('');
  $deliveryInstructions.set('');
  $includeUtensils.set(null);
  $extraOptions.set({});
  $giftCardId.set(null);
  $promoDraft.set('');
  $paymentToken.set(null);
  $saveNewCard.set(false);
  $newCard.set(null);
}
