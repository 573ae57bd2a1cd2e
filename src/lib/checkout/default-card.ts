/**
 * Which payment method Checkout starts with for a signed-in customer once their saved cards are
 * known (docs/product.md §7.3): what they chose stays chosen while it can still pay; a saved card
 * that is gone, or no choice yet, gives way to the card they marked as their default. Where the
 * store takes no saved cards (Checkout hides them), no saved card is chosen.
 */

/** The payment choice as Checkout keeps it. */
export type PaymentChoice =
  { type: 'new_card' } | { type: 'saved_card'; card_id: number } | { type: 'pay_in_store' };

/** What the rule needs of a saved card. */
export interface CardChoice {
  card_id: number;
  is_default?: boolean | undefined;
}

/**
 * @example initialPaymentChoice(null, [{ card_id: 7, is_default: true }], true) // { type: 'saved_card', card_id: 7 }
 * @example initialPaymentChoice(null, [{ card_id: 7, is_default: true }], false) // null
 * @example initialPaymentChoice({ type: 'new_card' }, [{ card_id: 7, is_default: true }], true) // { type: 'new_card' }
 */
export function initialPaymentChoice(
  chosen: PaymentChoice | null,
  cards: readonly CardChoice[],
  savedCardsOffered: boolean,
): PaymentChoice | null {
  const usable = savedCardsOffered ? cards : [];
  const stillThere =
    chosen !== null &&
    (chosen.type !== 'saved_card' || usable.some((c) => c.card_id === chosen.card_id));
  if (stillThere) return chosen;
  const preferred = usable.find((c) => c.is_default);
  return preferred ? { type: 'saved_card', card_id: preferred.card_id } : null;
}
