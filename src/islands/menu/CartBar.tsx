import { useStore } from '@nanostores/react';
import { cartBarLabel } from '../../lib/cart/bar.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { $currencySymbol } from '../../stores/chain/config.ts';
import { $cartCount, openCart } from '../../stores/cart/state.ts';
import { $order } from '../../stores/order/current.ts';
import * as css from './cart-bar.css.ts';

/**
 * Phones: the cart in reach at the bottom of the Menu once it holds items (docs/architecture.md
 * §8). The header's cart button stays the cart's disclosure (docs/product.md §2.3); this is a
 * second way in.
 */
export default function CartBar() {
  const count = useStore($cartCount);
  const order = useStore($order);
  const symbol = useStore($currencySymbol);
  // Kept while the cart is open: the cart's dialog gives focus back to this button on close.
  if (count === 0 || !order) return null;
  return (
    <div className={css.bar} data-cart-bar="">
      <button type="button" className={css.button} onClick={openCart}>
        {cartBarLabel(count, formatMoney(order.charges.subtotal_cents, symbol))}
      </button>
    </div>
  );
}
