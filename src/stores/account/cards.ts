/**
 * The Manage cards screen's actions (docs/product.md §7.2 saved cards, save card, delete card). A
 * new card is entered on the payment provider's hosted page, never on ours (docs/architecture.md
 * §6): the page comes back with a token, the provider says whether it approved the card, and only
 * then is the token saved.
 */
import * as m from '#messages';
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import type { SavedCard } from '../../api/schemas/customer.ts';
import { cardLabel } from '../../lib/account/cards.ts';
import {
  CARD_ENTRY_UNAVAILABLE,
  hostedPaymentUrl,
  returnedPaymentToken,
} from '../../lib/checkout/hosted-page.ts';
import { pageProviders } from '../chain/config.ts';
import { CARD_DECLINED } from '../../lib/account/cards.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { customerCall } from './customer-call.ts';
import { itemsOf, savedList } from './saved-list.ts';
import * as calls from '../../generated/api-calls.ts';

const cards = savedList<SavedCard>(async () => {
  const r = await customerCall(calls.savedCards, 'generic', { payload: { type: 'credit_card' } });
  return r.ok ? ok(r.value.cards) : r;
});

export const $cards = cards.$list;
export const loadCards = cards.reload;

/** What became of the card the hosted page came back with: shown once above the list. */
export const $cardOutcome = atom<{ kind: 'added' | 'failed'; message: string } | null>(null);

/** Goes to the hosted card page, which comes back here with ?payment_token=… */
export function addCardOnHostedPage(): void {
  const page = hostedPaymentUrl(location.pathname, pageProviders().payment_page, location.origin);
  $cardOutcome.set(page ? null : { kind: 'failed', message: CARD_ENTRY_UNAVAILABLE });
  if (page) location.assign(page);
}

/**
 * Back from the hosted page: the token leaves the address bar at once (a reload or a shared link
 * must not replay it); an approved card is saved, a declined one says why.
 */
export async function takeReturnedCard(): Promise<void> {
  const returned = returnedPaymentToken(location.href);
  if (!returned.present) return;
  history.replaceState(history.state, '', returned.cleaned);
  if (!returned.token) return;
  const result = await saveReturnedCard(returned.token);
  $cardOutcome.set(
    result.ok
      ? { kind: 'added', message: m.cards_added({ card: cardLabel(result.value) }) }
      : { kind: 'failed', message: result.message },
  );
}

async function saveReturnedCard(token: string): Promise<Result<SavedCard>> {
  let status: 'pending' | 'approved' | 'declined';
  let message: string | null;
  try {
    ({ status, message } = await callApi(calls.checkPayment, { params: { token } }));
  } catch (err) {
    console.warn('Checking the card failed', err);
    return fail(m.cards_addFailed);
  }
  if (status !== 'approved') return fail(message || CARD_DECLINED);
  const r = await customerCall(calls.saveCard, 'generic', { payload: { token } });
  if (!r.ok) return r;
  const card = r.value.card;
  const list = itemsOf($cards.get());
  if (!list.some((c) => c.card_id === card.card_id))
    $cards.set({ status: 'ready', items: [...list, card] });
  return ok(card);
}

/** Deletes a saved card once the customer confirmed. */
export async function deleteCard(cardId: number): Promise<Result> {
  const r = await customerCall(calls.deleteCard, 'generic', { payload: { card_id: cardId } });
  if (!r.ok) return r;
  $cards.set({
    status: 'ready',
    items: itemsOf($cards.get()).filter((c) => c.card_id !== cardId),
  });
  return ok();
}
