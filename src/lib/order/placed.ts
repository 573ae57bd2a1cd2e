/**
 * The texts of Confirmation (docs/product.md §2.1 Confirmation, §3 Order, Address): where and how
 * it was paid.
 */
import * as m from '#messages';
import { storeAddressLine, type StoreAddressLike } from '../stores/format.ts';

/** What the delivery line needs of a saved address (docs/product.md §3 Address). */
export interface DeliveryAddressLike {
  address1: string;
  address2?: string | null | undefined;
  city: string;
  state_code: string;
  postal_code: string;
}

/**
 * "address1, address2, city, state postal_code" (address2 only when given).
 * @example deliveryAddressLine({ address1: '1 Main St', address2: 'Apt 2', city: 'Brooklyn', state_code: 'NY', postal_code: '11211' }) // '1 Main St, Apt 2, Brooklyn, NY 11211'
 */
export function deliveryAddressLine(a: DeliveryAddressLike): string {
  const region = [a.state_code.trim(), a.postal_code.trim()].filter(Boolean).join(' ');
  return [a.address1.trim(), a.address2?.trim() ?? '', a.city.trim(), region]
    .filter(Boolean)
    .join(', ');
}

/**
 * Where a placed order goes: the delivery address when it is the order's (the browser only knows
 * its own), else the store's address unless branding hides it; '' when there is nothing to say.
 * @example placedWhere({ delivery: false, store: { address1: '120 Fulton St', city: 'New York', state: 'NY', postal_code: '10038' }, hideStoreAddress: false }) // '120 Fulton St, New York, NY 10038'
 */
export function placedWhere(p: {
  delivery: boolean;
  address?: DeliveryAddressLike | null | undefined;
  store?: StoreAddressLike | null | undefined;
  hideStoreAddress: boolean;
}): string {
  if (p.delivery) return p.address ? deliveryAddressLine(p.address) : '';
  return p.store ? (storeAddressLine(p.store, p.hideStoreAddress) ?? '') : '';
}

const PAYMENT_NAMES: Readonly<Record<string, string>> = {
  credit_card: m.order_paymentCard,
  saved_card: m.order_paymentSavedCard,
  gift_card: m.order_paymentGiftCard,
  google_pay: 'Google Pay',
  apple_pay: 'Apple Pay',
  pay_in_store: m.order_paymentInStore,
};

/**
 * A payment of the order as Confirmation lists it.
 * @example paymentLabel('saved_card', '4242') // 'Saved card ending in 4242'
 */
export function paymentLabel(type: string, last4: string | null): string {
  const name = PAYMENT_NAMES[type] ?? m.order_payment;
  return last4 ? m.order_endingIn({ name, last4 }) : name;
}
