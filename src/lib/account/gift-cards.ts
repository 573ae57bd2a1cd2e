/**
 * Adding a gift card by number and PIN (docs/product.md §7.2 "Save card" with the gift-card
 * params): the checks made before anything is sent, and the words for the API's refusals.
 */

import * as m from '#messages';

export const GIFT_CARD_NUMBER_INVALID = m.giftCards_numberInvalid;
export const GIFT_CARD_PIN_INVALID = m.giftCards_pinInvalid;
export const GIFT_CARD_REFUSED = m.giftCards_refused;
export const GIFT_CARD_PIN_REQUIRED = m.giftCards_pinRequired;

/** What the customer typed, as the API takes it. */
export interface GiftCardEntry {
  gift_card_number: string;
  pin?: string;
}

export type GiftCardCheck =
  { ok: true; entry: GiftCardEntry } | { ok: false; fields: { number?: string; pin?: string } };

/**
 * Spaces and dashes are how numbers are printed on cards, so they are allowed and dropped; the
 * number is 12–19 digits and the PIN, when given, 3–8 digits.
 * @example checkGiftCard('6006 4912 3456 7890', '1234') // { ok: true, entry: { gift_card_number: '6006491234567890', pin: '1234' } }
 */
export function checkGiftCard(number: string, pin: string): GiftCardCheck {
  const digits = number.replace(/[\s-]/g, '');
  const code = pin.trim();
  const fields: { number?: string; pin?: string } = {};
  if (!/^\d{12,19}$/.test(digits)) fields.number = GIFT_CARD_NUMBER_INVALID;
  if (code !== '' && !/^\d{3,8}$/.test(code)) fields.pin = GIFT_CARD_PIN_INVALID;
  if (fields.number || fields.pin) return { ok: false, fields };
  return {
    ok: true,
    entry: code ? { gift_card_number: digits, pin: code } : { gift_card_number: digits },
  };
}

/**
 * The API's refusal of a gift card, by its code, in our words and on the field it concerns; other
 * refusals are not the customer's to fix (undefined: the caller's generic text).
 * @example giftCardRefusal('pin_required') // { message: 'Please enter the gift card PIN', field: 'pin' }
 */
export function giftCardRefusal(
  code: string,
): { message: string; field?: 'number' | 'pin' } | undefined {
  if (code === 'pin_required') return { message: GIFT_CARD_PIN_REQUIRED, field: 'pin' };
  if (code === 'invalid_gift_card') return { message: GIFT_CARD_REFUSED };
  return undefined;
}
