import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { cartPaths } from '../../lib/cart/paths.ts';
import { splitLines } from '../../lib/cart/lines.ts';
import type { ScreenKey } from '../../lib/routes.ts';
import { closeCart } from '../../stores/cart/cart.ts';
import { $cartError, clearCartError } from '../../stores/cart/panel.ts';
import { $branding, $currencySymbol } from '../../stores/chain/config.ts';
import { $minimumNotice } from '../../stores/checkout/minimum.ts';
import { $order, $orderLoadError, loadOrder } from '../../stores/order/current.ts';
import { $orderId } from '../../stores/order/order.ts';
import { button } from '../../theme/recipes.css.ts';
import { sheetFooter } from '../../ui/dialog.css.ts';
import { CartLines, IncludedLines } from './CartLines.tsx';
import { CartTotals } from './CartTotals.tsx';
import { Promos, type PromoClasses } from './Promos.tsx';
import { Upsell } from './Upsell.tsx';
import { Bone, Skeleton } from '../../ui/Skeleton.tsx';
import * as css from './cart.css.ts';
import { pagePath } from '../../lib/i18n/page-path.ts';

interface Props {
  screen: ScreenKey;
  /** Where focus goes when the control that had it disappears (a removed line). */
  focusHome: () => void;
  /** Called as the guest follows CHECKOUT. */
  onCheckout?: (() => void) | undefined;
}

const PROMO_CLASSES: PromoClasses = {
  section: css.section,
  heading: css.subtitle,
  meta: css.meta,
  list: css.list,
  row: css.row,
  action: css.textButton,
  form: css.promoForm,
  alert: css.alert,
};

/** The cart's lines, charges, promos, suggestions and the way to checkout. */
export function CartContents({ screen, focusHome, onCheckout }: Props) {
  const orderId = useStore($orderId);
  const order = useStore($order);
  const loadError = useStore($orderLoadError);
  const error = useStore($cartError);
  const symbol = useStore($currencySymbol);
  const promos = !!useStore($branding).display_options.display_promos_and_rewards_on_cart;
  const minimum = useStore($minimumNotice);
  const emptyId = useId();
  const paths =
    typeof location === 'undefined' ? undefined : cartPaths(pagePath(location.pathname));
  const { own, extras } = splitLines(order?.items);
  const empty = own.length === 0;

  if (orderId && !order && loadError)
    return (
      <div role="alert" className={css.alert}>
        <span>{loadError}</span>
        <button type="button" className={css.textButton} onClick={() => void loadOrder()}>
          {m.cart_tryAgain}
        </button>
      </div>
    );
  if (orderId && !order)
    return (
      <Skeleton label={m.cart_loading}>
        {/* The cart's lines, then its total and checkout button. */}
        <Bone width="wide" />
        <Bone width="most" />
        <Bone width="half" height="title" />
        <Bone height="pill" />
      </Skeleton>
    );

  return (
    <div className={css.body}>
      {error && (
        <div role="alert" className={css.alert}>
          <span>{error}</span>
          <button type="button" className={css.textButton} onClick={clearCartError}>
            {m.cart_dismiss}
          </button>
        </div>
      )}
      {empty ? (
        <div className={css.section}>
          <p id={emptyId}>{m.cart_empty}</p>
          {screen === 'menu' || !paths ? (
            <button type="button" className={button.secondary} onClick={closeCart}>
              {m.cart_browseMenu}
            </button>
          ) : (
            <a className={button.secondary} href={paths.menu}>
              {m.cart_backToMenu}
            </a>
          )}
        </div>
      ) : (
        <>
          <CartLines lines={own} symbol={symbol} screen={screen} focusHome={focusHome} />
          <IncludedLines lines={extras} symbol={symbol} />
          {order && <CartTotals order={order} symbol={symbol} />}
          {minimum && (
            <p id={`${emptyId}-minimum`} role="status" className={css.meta}>
              {minimum}
            </p>
          )}
        </>
      )}
      {order && promos && <Promos order={order} symbol={symbol} classes={PROMO_CLASSES} />}
      {order && <Upsell order={order} symbol={symbol} screen={screen} />}
      {empty || !paths ? (
        <div className={sheetFooter}>
          {/* A link with nowhere to go yet: announced as a disabled link, not focusable. */}
          <span
            role="link"
            aria-disabled="true"
            aria-describedby={`${emptyId}-why`}
            className={`${button.primary} ${css.checkoutDisabled}`}
          >
            {m.cart_checkout}
          </span>
          <p id={`${emptyId}-why`} className={css.meta}>
            {m.cart_checkoutNeedsItem}
          </p>
        </div>
      ) : (
        screen !== 'checkout' && (
          <div className={sheetFooter}>
            <a
              className={`${button.primary} ${css.checkout}`}
              href={paths.checkout}
              aria-describedby={minimum ? `${emptyId}-minimum` : undefined}
              // A cart shown as a dialog (phones) must not open again by itself over Checkout: its
              // open state is kept across screens (docs/product.md §2.3).
              onClick={onCheckout}
            >
              {m.cart_checkout}
            </a>
          </div>
        )
      )}
    </div>
  );
}
