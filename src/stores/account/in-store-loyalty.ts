/**
 * In-store loyalty collection (docs/product.md §4.9): once the store is known and a ticket is
 * stored, the points are collected for the logged-in customer; the modal shows loading, then the
 * result, and the ticket is cleared.
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import { serverText } from '../../api/errors.ts';
import {
  collectRequest,
  collectResult,
  type CollectResult,
} from '../../lib/account/loyalty-collect.ts';
import { $storeConfig, tenantName } from '../chain/config.ts';
import { fetchStore } from '../order/current.ts';
import { $inStoreTicket } from '../order/order.ts';
import { $customerId, $loggedIn } from './session.ts';
import { openModal } from '../app/modal.ts';
import * as calls from '../../generated/api-calls.ts';

export type CollectState =
  { state: 'waiting' } | { state: 'loading' } | ({ state: 'done' } & CollectResult);

export const $collect = atom<CollectState>({ state: 'waiting' });

/**
 * The chain's name from its configuration (docs/product.md §3 store configuration), else the
 * tenant's.
 */
async function chainName(): Promise<string> {
  const known = $storeConfig.value?.chain_name;
  if (known) return known;
  try {
    const name = (await callApi(calls.storeConfiguration)).chain_name;
    return typeof name === 'string' && name ? name : tenantName();
  } catch {
    return tenantName();
  }
}

/**
 * Collects the stored ticket's points at the restaurant the guest chose; does nothing without a
 * ticket or a login.
 */
export async function collectAtStore(restaurantStoreId: number): Promise<void> {
  const ticket = $inStoreTicket.get();
  const customerId = $customerId.get();
  if (!ticket || !customerId || !$loggedIn.get() || $collect.get().state === 'loading') return;
  $collect.set({ state: 'loading' });
  openModal('in-store-loyalty');
  try {
    const [restaurant, chain] = await Promise.all([fetchStore(restaurantStoreId), chainName()]);
    const answer = await callApi(
      calls.collectInStore,
      collectRequest({
        ticket,
        chain,
        storeId: restaurantStoreId,
        customerId,
        restaurantId: restaurant.restaurant_id,
      }),
    );
    $collect.set({ state: 'done', ...collectResult(answer) });
  } catch (err) {
    $collect.set({
      state: 'done',
      // docs/product.md §8 "the response data": the API's own sentence, else collectResult's
      // docs/product.md text.
      ...collectResult({ failed: serverText(err) }),
    });
  } finally {
    $inStoreTicket.set(null);
  }
}
