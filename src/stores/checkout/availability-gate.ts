/**
 * Checkout's first word on availability (docs/kitchen.md §2): what stands in the way of paying, said
 * before anything is filled in. On open it asks the tenant API; the rules that word the reason
 * (./availability.ts) load only when something is unavailable, which most orders never meet, so
 * Checkout's first load carries the question and not the rules.
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import { $selectedStore } from '../order/current.ts';
import * as calls from '../../generated/api-calls.ts';

/** Why the order cannot be paid for now; null while nothing is known to stand in the way. */
export const $checkoutBlock = atom<string | null>(null);

let following = false;

/** The rules, loaded once; from then on the reason Checkout shows follows them. */
async function rules() {
  const loaded = await import('./availability.ts');
  if (!following) {
    following = true;
    loaded.$blockReason.subscribe((reason) => $checkoutBlock.set(reason));
  }
  return loaded;
}

/**
 * Right before a payment: asks again, then the reason not to pay (null: go ahead), which Checkout
 * also shows above its forms.
 */
export async function blockedBeforePaying(storeId: number): Promise<string | null> {
  return (await rules()).blockedBeforePaying(storeId);
}

/** Asks once Checkout knows its store; an API without the call, or a failure, changes nothing. */
export async function checkAtOpen(storeId: number): Promise<void> {
  if ($selectedStore.get()?.is_paused) {
    await (await rules()).recheckAvailability(storeId);
    return;
  }
  let answer;
  try {
    ({ availability: answer } = await callApi(calls.availability, { params: { storeId } }));
  } catch {
    // Asked again right before paying (./availability.ts), which also says why it failed.
    return;
  }
  if (!answer.is_paused && !answer.sold_out_item_ids.length && !answer.sold_out_option_ids.length)
    return;
  (await rules()).keepAnswer(storeId, answer);
}
