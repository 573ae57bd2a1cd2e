import * as m from '#messages';

/**
 * The phone's cart bar on Menu (docs/architecture.md §8: the cart is always in reach): what its
 * button says.
 * @example cartBarLabel(1, '$8.99') // 'View cart · 1 item · $8.99'
 */
export function cartBarLabel(count: number, amount: string): string {
  return m.cart_barLabel({ count, amount });
}
