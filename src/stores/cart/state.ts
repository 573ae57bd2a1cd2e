/**
 * What the header's cart button and the panel's gate need (docs/product.md §2.3): the shared open
 * state and the count, without the cart's actions.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { boolean } from '../persist/decode.ts';
import { cartCount } from '../../lib/cart/count.ts';
import { persistent } from '../persist/local.ts';

/** The id of the cart panel, which the header's cart button controls. */
export const CART_PANEL_ID = 'cart-panel';

/** The cart panel is open; kept across screens (docs/product.md §2.3). */
export const $cartOpen = persistent('cartOpen', boolean(), false);

const count = atom(0);

/**
 * The cart icon's count: quantities of the items that are not auto-added. The order store (and the
 * order request it starts) is fetched once the icon is on screen, not as part of the first load.
 */
export const $cartCount: ReadableAtom<number> = count;

onMount(count, () => {
  let stop: (() => void) | undefined;
  let live = true;
  void import('../order/current.ts').then(({ $order }) => {
    if (live) stop = $order.subscribe((order) => count.set(cartCount(order?.items)));
  });
  return () => {
    live = false;
    stop?.();
  };
});

export const toggleCart = () => $cartOpen.set(!$cartOpen.get());
export const openCart = () => $cartOpen.set(true);
export const closeCart = () => $cartOpen.set(false);
