/**
 * docs/product.md §5 "Order details": the checks START MY ORDER / UPDATE makes before anything is
 * sent, and the rule that keeps the button disabled.
 */
import * as m from '#messages';
import { hasStreetNumber, INVALID_ADDRESS_MESSAGE } from '../address/parse.ts';

/** Guest count minimum (docs/product.md §9). */
export const MIN_GUEST_COUNT = 1;

/**
 * Strict address checking (docs/product.md §5): a delivery needs a door to deliver to, so an
 * address without a street number is refused for every address-requiring service.
 */
export const STRICT_ADDRESS_CHECK = true;

export const ORDER_DETAILS_MESSAGES = {
  enterAddress: m.orderDetails_enterAddress,
  selectSuggested: m.orderDetails_selectSuggested,
  invalidAddress: INVALID_ADDRESS_MESSAGE,
  enterGuestCount: m.orderDetails_enterGuestCount,
  minimumGuestCount: m.orderDetails_minimumGuestCount,
} as const;

export interface DetailsInput {
  requiresAddress: boolean;
  /** What is typed in the address field. */
  addressText: string;
  /** The suggestion picked for that text, if any. */
  picked: { street_number?: string | null | undefined } | null | undefined;
  requiresGuestCount: boolean;
  /** The Guest Count field as typed. */
  guestCount: string;
  strict?: boolean | undefined;
}

export interface DetailsErrors {
  address?: string | undefined;
  guestCount?: string | undefined;
}

/**
 * The messages of docs/product.md §5 "Order details", one per field.
 * @example validateDetails({ requiresAddress: true, addressText: '', picked: null, requiresGuestCount: false, guestCount: '' }) // { address: 'Please enter your address' }
 */
export function validateDetails(input: DetailsInput): DetailsErrors {
  const errors: DetailsErrors = {};
  if (input.requiresAddress) {
    if (!input.picked && input.addressText.trim() === '')
      errors.address = ORDER_DETAILS_MESSAGES.enterAddress;
    else if (!input.picked) errors.address = ORDER_DETAILS_MESSAGES.selectSuggested;
    else if ((input.strict ?? STRICT_ADDRESS_CHECK) && !hasStreetNumber(input.picked))
      errors.address = ORDER_DETAILS_MESSAGES.invalidAddress;
  }
  if (input.requiresGuestCount) {
    const text = input.guestCount.trim();
    if (text === '') errors.guestCount = ORDER_DETAILS_MESSAGES.enterGuestCount;
    else if (!/^-?\d+$/.test(text) || Number(text) < MIN_GUEST_COUNT)
      errors.guestCount = ORDER_DETAILS_MESSAGES.minimumGuestCount;
  }
  return errors;
}

/**
 * docs/product.md §5: the start button stays disabled until the days, a day and an hour exist,
 * unless the store is closed (then it is the SELECT ANOTHER STORE button).
 * @example startDisabled({ closed: false, days: 3, day: '2026-11-22', hour: null }) // true
 */
export function startDisabled(s: {
  closed: boolean;
  days: number;
  day: string | null;
  hour: string | null;
}): boolean {
  if (s.closed) return false;
  return s.days === 0 || !s.day || !s.hour;
}

/** The main button's label (docs/product.md §2.10). */
export function startLabel(s: { closed: boolean; dayAndTimeSelected: boolean }): string {
  if (s.closed) return m.orderDetails_selectAnotherStore;
  return s.dayAndTimeSelected ? m.orderDetails_update : m.orderDetails_start;
}
