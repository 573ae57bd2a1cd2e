import { atom } from 'nanostores';
import type { OrderItemLine } from '../../api/schemas/order.ts';

/** What the item detail dialog shows: a menu item to add, or a cart line to change. */
export interface ItemDialogRequest {
  storeId: number;
  menuItemId: number;
  /** Editing: the cart line whose options, quantity and note the dialog starts from. */
  line?: OrderItemLine | undefined;
}

export const $itemDialog = atom<ItemDialogRequest | null>(null);

/** Opens the item detail dialog (the Menu screen's island renders it). */
export function openItemDialog(request: ItemDialogRequest): void {
  $itemDialog.set(request);
}

export function closeItemDialog(): void {
  $itemDialog.set(null);
}
