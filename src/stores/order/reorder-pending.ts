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
import {
  DISPLAY_NAME_MAX,
  ITEM_NOTE_MAX,
  LINE_OPTIONS_MAX,
  NESTED_OPTIONS_MAX,
  QUANTITY_MAX,
} from '../../lib/limits.ts';

const MAX_LINES = 100;

const arrayOf =
  <T>(g: Guard<T>, max: number): Guard<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.length <= max && v.every(g);

const chosenOption: Guard<ChosenOption> = (v): v is ChosenOption =>
  object({
    option_id: int({ positive: true }),
    quantity: optional(int({ positive: true })),
    options: optional(arrayOf(chosenOption, NESTED_OPTIONS_MAX)),
  })(v);

const pendingLine = object({
  menu_item_id: int({ positive: true }),
  name: string({ max: DISPLAY_NAME_MAX }),
  quantity: (v: unknown): v is number => int({ positive: true })(v) && v <= QUANTITY_MAX,
  options: arrayOf(chosenOption, LINE_OPTIONS_MAX),
  note: optional(string({ max: ITEM_NOTE_MAX })),
});

const pendingReorder = object({
  storeId: int({ positive: true }),
  serviceTypeId: int({ positive: true }),
  storeName: string({ max: DISPLAY_NAME_MAX }),
  guestCount: nullable(int({ positive: true })),
  lines: arrayOf(pendingLine, MAX_LINES),
  /** Names of what the guest was told is left out, repeated once the cart is filled. */
  leftOut: arrayOf(string({ max: DISPLAY_NAME_MAX }), MAX_LINES),
});
export type PendingReorder = Infer<typeof pendingReorder>;

/** Exported for the decoder's tests. */
export const isPendingReorder: Guard<PendingReorder | null> = nullable(pendingReorder);

/** The reorder waiting for its new order, or null. */
export const $pendingReorder = persistent('pendingReorder', isPendingReorder, null);
