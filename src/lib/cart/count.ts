import * as m from '#messages';

/**
 * The cart icon's count (docs/product.md §2.3): the sum of quantities of the items that are not
 * auto-added.
 * @example cartCount([{ quantity: 2, auto: false }, { quantity: 1, auto: true }]) // 2
 */
export function cartCount(
  items: ReadonlyArray<{ quantity: number; auto: boolean }> | null | undefined,
): number {
  return (items ?? []).reduce((n, i) => (i.auto ? n : n + i.quantity), 0);
}

/**
 * The brief toast when an item is added (docs/product.md §2.3).
 * @example addedMessage('Fries', 2) // '2 × Fries added to your order'
 */
export function addedMessage(name: string, quantity: number): string {
  return m.cart_added({ name, quantity });
}

/**
 * The cart icon's accessible name (docs/product.md §2.3: it shows the count of items).
 * @example cartIconLabel(1) // 'Cart, 1 item'
 */
export function cartIconLabel(count: number): string {
  return m.header_cartLabel({ count });
}
