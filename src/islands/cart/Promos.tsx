import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { PROMO_CODE_MAX } from '../../lib/limits.ts';
import type { Result } from '../../lib/result.ts';
import {
  $discountPending,
  $offeredDiscounts,
  $loyaltyPoints,
  $promoDraft,
  applyDiscount,
  applyPromoCode,
  $discountsKnownFor,
  loadAvailableDiscounts,
  loadLoyalty,
  removeDiscount,
} from '../../stores/discounts/discounts.ts';
import { $loggedIn } from '../../stores/account/session.ts';
import { button, srOnly } from '../../theme/recipes.css.ts';
import { TextField } from '../../ui/TextField.tsx';

/**
 * Each place's own classes, passed in: checkout then loads none of the cart's styles' code, and
 * the cart none of checkout's.
 */
export interface PromoClasses {
  section: string;
  heading: string;
  meta: string;
  list: string;
  row: string;
  /** Apply and Remove in the lists. */
  action: string;
  form: string;
  field?: string;
  alert: string;
}

interface Props {
  order: Order;
  symbol: string | undefined;
  classes: PromoClasses;
  /** At checkout: headed "Discounts" (a level-2 heading), without the points. */
  checkout?: boolean;
}

/**
 * The order's discounts, in the cart (branding display_promos_and_rewards_on_cart, "Promos and
 * rewards", with the customer's points) and at checkout ("Discounts", docs/product.md §2.15): the
 * applied ones with Remove, the offered ones with Apply, and a promo code field. The typed code is
 * kept for the session, so a refusal, a reload or moving from cart to checkout loses nothing.
 */
export function Promos({ order, symbol, classes: css, checkout = false }: Props) {
  const available = useStore($offeredDiscounts);
  const points = useStore($loyaltyPoints);
  const loggedIn = useStore($loggedIn);
  const pending = useStore($discountPending);
  const code = useStore($promoDraft);
  // A refused code marks the field; a refused Apply or Remove is only said.
  const [error, setError] = useState<{ message: string; onField: boolean } | null>(null);
  const titleId = useId();
  const errorId = useId();
  const rewards = !checkout;

  // What the order qualifies for changes with its subtotal and its discounts. Checkout has just
  // loaded the list with the order when this is first drawn there (./OrderCheckout.tsx).
  const loadedWithOrder = useRef(checkout && $discountsKnownFor.get() === order.order_id);
  useEffect(() => {
    if (loadedWithOrder.current) loadedWithOrder.current = false;
    else void loadAvailableDiscounts();
  }, [order.order_id, order.charges.subtotal_cents, order.discounts.length]);
  useEffect(() => {
    if (rewards) void loadLoyalty();
  }, [loggedIn, rewards]);

  // aria-disabled, not disabled, while a change is sent: the pressed button keeps the focus.
  const run = async (change: () => Promise<Result<boolean>>, onField = false) => {
    if (pending) return;
    // Cleared first, so the same refusal twice is announced twice.
    setError(null);
    const result = await change();
    if (!result.ok) setError({ message: result.message, onField });
    else if (result.value && onField) $promoDraft.set('');
  };
  const fieldError = error?.onField ? error : null;
  const title: ReactNode = checkout ? (
    <h2 id={titleId} className={css.heading}>
      {m.cart_discounts}
    </h2>
  ) : (
    <h3 id={titleId} className={css.heading}>
      {m.cart_promosAndRewards}
    </h3>
  );

  return (
    <section className={css.section} aria-labelledby={titleId}>
      {title}
      {rewards && loggedIn && points !== null && (
        <p className={css.meta}>
          {m.cart_points({ count: points, points: points.toLocaleString(m.INTL_LOCALE) })}
        </p>
      )}
      {order.discounts.length > 0 && (
        <ul className={css.list} aria-label={m.cart_appliedDiscounts}>
          {order.discounts.map((d) => (
            <li key={d.discount_id} className={css.row}>
              <span>
                {d.name}
                {d.code ? ` (${d.code})` : ''} {formatMoney(-d.amount_cents, symbol)}
              </span>
              <button
                type="button"
                className={css.action}
                aria-disabled={pending || undefined}
                onClick={() => void run(() => removeDiscount(d.discount_id))}
              >
                {m.cart_remove}
                <span className={srOnly}> {m.cart_removeDiscountFor({ name: d.name })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {available.length > 0 && (
        <ul className={css.list} aria-label={m.cart_availableDiscounts}>
          {available.map((d) => (
            <li key={d.discount_id} className={css.row}>
              <span>
                {d.name}
                <br />
                <span className={css.meta}>{d.description}</span>
              </span>
              <button
                type="button"
                className={css.action}
                aria-disabled={pending || undefined}
                onClick={() => void run(() => applyDiscount(d.discount_id))}
              >
                {m.cart_apply}
                <span className={srOnly}> {d.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className={css.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => applyPromoCode(code), true);
        }}
      >
        <div className={css.field}>
          <TextField
            label={m.cart_promoCode}
            value={code}
            onValue={(v) => $promoDraft.set(v)}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={PROMO_CODE_MAX}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
          />
        </div>
        <button type="submit" className={button.secondary} aria-disabled={pending || undefined}>
          {m.cart_apply}
        </button>
      </form>
      {error && (
        <p id={errorId} role="alert" className={css.alert}>
          {error.message}
        </p>
      )}
    </section>
  );
}
