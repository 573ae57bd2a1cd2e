/**
 * A reorder on its way: the old order's lines wait here, in localStorage like the
 * deep-link item (docs/product.md §3), until START MY ORDER creates the new order (reorder-fill.ts,
 * loaded only then, puts them in its cart).
 */
import type { ChosenOption } from '../../api/schemas/order.ts';
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
