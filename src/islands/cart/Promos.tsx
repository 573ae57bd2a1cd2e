import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { PROMO_CODE_MAX } from '../../lib/limits.ts';
import type { Result } from '../../lib/result.ts';
import {
  $discountPending,
  $offeredDiscounts,
  $loyaltyPoints,
  applyDiscount,
  applyPromoCode,
  loadAvailableDiscounts,
  loadLoyalty,
  removeDiscount,
} from '../../stores/discounts/discounts.ts';
import { $loggedIn } from '../../stores/account/session.ts';
import { button, srOnly } from '../../theme/recipes.css.ts';
import { TextField } from '../../ui/TextField.tsx';
import * as css from './cart.css.ts';

/** Promos and rewards on the cart (branding display_promos_and_rewards_on_cart). */
export function Promos({ order, symbol }: { order: Order; symbol: string | undefined }) {
  const available = useStore($offeredDiscounts);
  const points = useStore($loyaltyPoints);
  const loggedIn = useStore($loggedIn);
  const pending = useStore($discountPending);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const errorId = useId();

  // What the order qualifies for changes with its subtotal and its discounts.
  useEffect(
    () => void loadAvailableDiscounts(),
    [order.order_id, order.charges.subtotal_cents, order.discounts.length],
  );
  useEffect(() => void loadLoyalty(), [loggedIn]);

  const run = async (change: Promise<Result<boolean>>, onDone?: () => void) => {
    setError(null);
    const result = await change;
    if (!result.ok) setError(result.message);
    else if (result.value) onDone?.();
  };

  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={css.subtitle}>
        Promos and rewards
      </h3>
      {loggedIn && points !== null && (
        <p className={css.meta}>You have {points.toLocaleString('en-US')} points</p>
      )}
      {order.discounts.length > 0 && (
        <ul className={css.list} aria-label="Applied discounts">
          {order.discounts.map((d) => (
            <li key={d.discount_id} className={css.row}>
              <span>
                {d.name}
                {d.code ? ` (${d.code})` : ''} {formatMoney(-d.amount_cents, symbol)}
              </span>
              <button
                type="button"
                className={css.textButton}
                aria-disabled={pending || undefined}
                onClick={() => !pending && void run(removeDiscount(d.discount_id))}
              >
                Remove<span className={srOnly}> discount {d.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {available.length > 0 && (
        <ul className={css.list} aria-label="Available discounts">
          {available.map((d) => (
            <li key={d.discount_id} className={css.row}>
              <span>
                {d.name}
                <br />
                <span className={css.meta}>{d.description}</span>
              </span>
              <button
                type="button"
                className={css.textButton}
                aria-disabled={pending || undefined}
                onClick={() => !pending && void run(applyDiscount(d.discount_id))}
              >
                Apply<span className={srOnly}> {d.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className={css.promoForm}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!pending) void run(applyPromoCode(code), () => setCode(''));
        }}
      >
        <TextField
          label="Promo code"
          value={code}
          onValue={setCode}
          autoComplete="off"
          maxLength={PROMO_CODE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className={button.secondary} aria-disabled={pending || undefined}>
          Apply
        </button>
      </form>
      {error && (
        <p id={errorId} role="alert" className={css.alert}>
          {error}
        </p>
      )}
    </section>
  );
}
