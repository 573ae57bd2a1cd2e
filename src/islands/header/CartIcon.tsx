import { useStore } from '@nanostores/react';
import { cartIconLabel } from '../../lib/cart/count.ts';
import { $branding } from '../../stores/chain/config.ts';
import { $cartCount, $cartOpen, CART_PANEL_ID, toggleCart } from '../../stores/cart/state.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import * as css from './nav.css.ts';

/**
 * The header's cart button (docs/product.md §2.3): the count of items the guest chose, and the
 * panel's disclosure. Stored values wait for hydration, so the server's HTML and the first render
 * agree.
 */
export function CartIcon() {
  const hydrated = useHydrated();
  const count = useStore($cartCount);
  const open = useStore($cartOpen) && hydrated;
  const icons = useStore($branding).display_options.icons;
  const image = hydrated ? icons?.cart : undefined;
  const colour = hydrated ? icons?.color_on_cart_icon : undefined;
  const shown = hydrated ? count : 0;
  return (
    <button
      type="button"
      // The Menu's "Skip to cart" link (components/Header.astro) points here.
      id="header-cart"
      className={css.cart}
      aria-label={cartIconLabel(shown)}
      aria-expanded={open}
      aria-controls={open ? CART_PANEL_ID : undefined}
      data-cart-icon=""
      onClick={toggleCart}
      style={colour ? { color: colour } : undefined}
    >
      {image ? (
        <img className={css.cartImage} src={image} alt="" width="24" height="24" />
      ) : (
        <svg
          className={css.cartImage}
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2H1Z"
          />
        </svg>
      )}
      <span className={css.badge} aria-hidden="true">
        {shown}
      </span>
    </button>
  );
}
