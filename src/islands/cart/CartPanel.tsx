import * as m from '#messages';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { showCartIcon } from '../../lib/account/menu.ts';
import type { ScreenKey } from '../../lib/routes.ts';
import { CART_PANEL_ID, closeCart } from '../../stores/cart/cart.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useMediaQuery } from '../../ui/useMediaQuery.ts';
import { CartContents } from './CartContents.tsx';
import * as css from './cart.css.ts';

const icon = () => document.querySelector<HTMLElement>('[data-cart-icon]');

/**
 * The side panel's element: kept just under the header while the header is on screen, and Escape
 * inside it closes it (a non-modal panel, so the key is listened to on the panel itself).
 */
function useSidePanel(active: boolean, onEscape: () => void) {
  const panel = useRef<HTMLElement>(null);
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const place = () => {
      const bottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      el.style.top = `${Math.max(0, bottom)}px`;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      escape();
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    el.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      el.removeEventListener('keydown', onKey);
    };
  }, [active]);
  return panel;
}

/**
 * The cart (docs/product.md §2.3): a non-modal side panel beside the page, or a dialog on narrow
 * screens. Escape and Close shut it and give focus back to the cart button.
 */
export default function CartPanel({ screen }: { screen: ScreenKey }) {
  const narrow = useMediaQuery('(max-width: 640px)');
  // The panel shows where its button does (docs/product.md §2.3): wider Checkouts show the order
  // themselves.
  const shown = showCartIcon(screen, useMediaQuery('(max-width: 1000px)') ? 1000 : 1001);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Opened from the cart button: focus moves in. Restored on reload: focus stays where it is.
  useEffect(() => {
    if (!narrow && document.activeElement === icon()) heading.current?.focus();
  }, [narrow, shown]);

  const close = () => {
    closeCart();
    icon()?.focus();
  };
  const focusHome = () => heading.current?.focus();
  const panel = useSidePanel(shown && !narrow, close);

  if (!shown) return null;
  if (narrow) {
    return (
      <Dialog title={m.cart_title} onClose={closeCart} sheet>
        <div id={CART_PANEL_ID}>
          <CartContents
            screen={screen}
            onCheckout={closeCart}
            focusHome={() =>
              document
                .getElementById(CART_PANEL_ID)
                ?.querySelector<HTMLElement>('button, a[href]')
                ?.focus()
            }
          />
        </div>
      </Dialog>
    );
  }
  return (
    <aside
      ref={panel}
      id={CART_PANEL_ID}
      className={css.panel}
      aria-labelledby={titleId}
      data-state="open"
    >
      <div className={css.head}>
        <h2 id={titleId} ref={heading} className={css.title} tabIndex={-1}>
          {m.cart_title}
        </h2>
        <button type="button" className={css.iconButton} onClick={close}>
          {m.cart_close}
        </button>
      </div>
      <CartContents screen={screen} focusHome={focusHome} />
    </aside>
  );
}
