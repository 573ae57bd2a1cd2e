/**
 * A reorder on its way (issue 13 item 4): the old order's lines wait here, in localStorage like the
 * deep-link item (SPEC §3), until START MY ORDER creates the new order; then they go into its cart
 * (SPEC §4.6 "After creating an order") and the guest is told what went in and what did not.
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import type { ChosenOption } from '../../api/schemas/order.ts';
import { reorderAddedMessage } from '../../lib/order/reorder.ts';
import {
  int,
  nullable,
  object,
  optional,
  string,
  type Guard,
  type Infer,
} from '../persist/decode.ts';
import { persistent } from '../persist/local.ts';
import { showToast, showToastAfterNavigation } from '../app/toasts.ts';
import { openCart } from '../cart/state.ts';
import { $order } from './current.ts';

const MAX_LINES = 100;

const arrayOf =
  <T>(g: Guard<T>, max: number): Guard<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.length <= max && v.every(g);

const chosenOption: Guard<ChosenOption> = (v): v is ChosenOption =>
  object({
    option_id: int({ positive: true }),
    quantity: optional(int({ positive: true })),
    options: optional(arrayOf(chosenOption, 50)),
  })(v);

const pendingLine = object({
  menu_item_id: int({ positive: true }),
  name: string({ max: 200 }),
  quantity: (v: unknown): v is number => int({ positive: true })(v) && v <= 99,
  options: arrayOf(chosenOption, 100),
  note: optional(string({ max: 300 })),
});

const pendingReorder = object({
  storeId: int({ positive: true }),
  serviceTypeId: int({ positive: true }),
  storeName: string({ max: 200 }),
  guestCount: nullable(int({ positive: true })),
  lines: arrayOf(pendingLine, MAX_LINES),
  /** Names of what the guest was told is left out, repeated once the cart is filled. */
  leftOut: arrayOf(string({ max: 200 }), MAX_LINES),
});
export type PendingReorder = Infer<typeof pendingReorder>;

/** Exported for the decoder's tests. */
export const isPendingReorder: Guard<PendingReorder | null> = nullable(pendingReorder);

/** The reorder waiting for its new order, or null. */
export const $pendingReorder = persistent('pendingReorder', isPendingReorder, null);

/** What filling the new order's cart came to, until the modal has said so. */
const $outcome = atom<{ added: number; leftOut: string[] } | null>(null);

/**
 * After a new order is created (SPEC §4.6): a pending reorder for this store and service fills its
 * cart, line by line; a line the server refuses is named with the rest. A pending reorder for
 * another store or service is dropped, so it never lands in an unrelated order.
 */
export async function addReorderLines(
  orderId: number,
  storeId: number,
  serviceTypeId: number,
): Promise<void> {
  const pending = $pendingReorder.get();
  if (!pending) return;
  $pendingReorder.set(null);
  if (pending.storeId !== storeId || pending.serviceTypeId !== serviceTypeId) return;
  const leftOut = [...pending.leftOut];
  let added = 0;
  for (const line of pending.lines) {
    try {
      const { order } = await callApi('saveItem', {
        params: { orderId },
        payload: {
          menu_item_id: line.menu_item_id,
          quantity: line.quantity,
          ...(line.options.length ? { options: line.options } : {}),
          ...(line.note ? { note: line.note } : {}),
        },
      });
      $order.set(order);
      added += 1;
    } catch (err) {
      console.warn('A reordered item could not be added', err);
      leftOut.push(line.name);
    }
  }
  $outcome.set({ added, leftOut });
  if (added) openCart();
}

/** Says what the reorder put in the cart, on the Menu the guest is taken to (or here). */
export function announceReorder(navigating: boolean): void {
  const outcome = $outcome.get();
  if (!outcome) return;
  $outcome.set(null);
  const message = reorderAddedMessage(outcome.added, outcome.leftOut);
  const kind = outcome.leftOut.length ? 'info' : 'success';
  if (navigating) showToastAfterNavigation(message, kind);
  else showToast(message, { kind, durationMs: 8000 });
}
