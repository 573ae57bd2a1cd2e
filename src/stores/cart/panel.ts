/**
 * The cart panel's changes (docs/product.md §2.3 cart): each line's change in flight and the last
 * failure, so controls wait instead of sending twice and errors show in the panel. Loaded with the
 * panel only.
 */
import { atom } from 'nanostores';
import type { Result } from '../../lib/result.ts';
import { removeLine, saveLine, setQuantity } from './cart.ts';

/**
 * Cart changes on their way to the server, by key ("line:{itemId}", "add:{menuItemId}"): their
 * controls wait, so a double click sends once.
 */
export const $pendingLines = atom<ReadonlySet<string>>(new Set());

/** The last failed cart change's text, shown in the panel until the next change or dismissal. */
export const $cartError = atom<string | null>(null);

export const clearCartError = () => $cartError.set(null);

async function track(key: string, change: () => Promise<Result<unknown>>): Promise<void> {
  if ($pendingLines.get().has(key)) return;
  $pendingLines.set(new Set([...$pendingLines.get(), key]));
  $cartError.set(null);
  try {
    const result = await change();
    $cartError.set(result.ok ? null : result.message);
  } finally {
    const left = new Set($pendingLines.get());
    left.delete(key);
    $pendingLines.set(left);
  }
}

/** The panel's − and + (removing the line at 0); a second press while one is pending is ignored. */
export const changeQuantity = (itemId: number, quantity: number) =>
  track(`line:${itemId}`, () => setQuantity(itemId, quantity));

/** The panel's Remove. */
export const removeCartLine = (itemId: number) => track(`line:${itemId}`, () => removeLine(itemId));

/** Adds one of an item that needs no choices (the cart's suggestions). */
export const addOne = (menuItemId: number, name: string) =>
  track(`add:${menuItemId}`, () => saveLine({ menu_item_id: menuItemId, quantity: 1 }, name));
