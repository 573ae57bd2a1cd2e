/**
 * The Gift cards screen's actions (docs/product.md §7.2 saved cards with the gift-card params, save
 * card, delete card). A gift card added here is one of the customer's saved cards, so Checkout
 * offers it.
 */
import type { SavedCard } from '../../api/schemas/customer.ts';
import { checkGiftCard, giftCardRefusal } from '../../lib/account/gift-cards.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { customerCall } from './customer-call.ts';
import { itemsOf, savedList } from './saved-list.ts';
import * as calls from '../../generated/api-calls.ts';

const gifts = savedList<SavedCard>(async () => {
  const r = await customerCall(calls.savedCards, 'generic', { payload: { type: 'gift_card' } });
  return r.ok ? ok(r.value.cards) : r;
});

export const $giftCards = gifts.$list;
export const loadGiftCards = gifts.reload;

/**
 * Adds a gift card by number and PIN. The number is checked before anything is sent; the API's
 * refusals become field messages (fields `number`, `pin`).
 */
export async function addGiftCard(number: string, pin: string): Promise<Result<SavedCard>> {
  const checked = checkGiftCard(number, pin);
  if (!checked.ok)
    return fail(checked.fields.number ?? checked.fields.pin ?? '', { ...checked.fields });
  // The refusal's code says which field is wrong.
  const saved = await customerCall(calls.saveCard, 'generic', {
    payload: checked.entry,
    refusal: (err) => {
      const r = giftCardRefusal(err.code);
      return r && fail(r.message, r.field ? { [r.field]: r.message } : undefined);
    },
  });
  if (!saved.ok) return saved;
  const { card } = saved.value;
  const list = itemsOf($giftCards.get());
  $giftCards.set({
    status: 'ready',
    items: list.some((c) => c.card_id === card.card_id)
      ? list.map((c) => (c.card_id === card.card_id ? card : c))
      : [...list, card],
  });
  return ok(card);
}

/** Removes a gift card from the account once the customer confirmed. */
export async function removeGiftCard(cardId: number): Promise<Result> {
  const r = await customerCall(calls.deleteCard, 'generic', { payload: { card_id: cardId } });
  if (!r.ok) return r;
  $giftCards.set({
    status: 'ready',
    items: itemsOf($giftCards.get()).filter((c) => c.card_id !== cardId),
  });
  return ok();
}
