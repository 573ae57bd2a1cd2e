import { useStore } from '@nanostores/react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { formatMoney } from '../../lib/format/money.ts';
import { PROMO_CODE_MAX } from '../../lib/discounts/discounts.ts';
import type { Result } from '../../lib/result.ts';
import { $currencySymbol } from '../../stores/chain/config.ts';
import { $order } from '../../stores/order/current.ts';
import {
  $discountPending,
  $offeredDiscounts,
  $promoDraft,
  applyDiscount,
  applyPromoCode,
  loadAvailableDiscounts,
  removeDiscount,
} from '../../stores/discounts/discounts.ts';
import { TextField } from '../../ui/TextField.tsx';
import { button } from '../../theme/recipes.css.ts';
import * as css from './checkout.css.ts';

/** Checkout's view of the discounts store: applied, offered, and a promo code (server's text on error). */
export function Discounts() {
  const order = useStore($order);
  const offered = useStore($offeredDiscounts);
  const symbol = useStore($currencySymbol);
  const code = useStore($promoDraft);
  const busy = useStore($discountPending);
  const [error, setError] = useState<string>();
  const applied = order?.discounts ?? [];
  const orderId = order?.order_id;
  const lines = order?.items.length;

  // What the order qualifies for changes with its lines.
  useEffect(() => void loadAvailableDiscounts(), [orderId, lines]);

  const run = async (change: () => Promise<Result<boolean>>) => {
    if (busy) return false;
    const result = await change();
    setError(result.ok ? undefined : result.message);
    return result.ok && result.value;
  };
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (await run(() => applyPromoCode(code))) $promoDraft.set('');
  };
  return (
    <section className={css.card} aria-labelledby="checkout-discounts">
      <h2 id="checkout-discounts" className={css.heading}>
        Discounts
      </h2>
      {applied.length > 0 && (
        <ul className={css.list} aria-label="Applied discounts">
          {applied.map((d) => (
            <li key={d.discount_id} className={css.row}>
              <span>
                {d.code ? `${d.code}: ` : ''}
                {d.name} ({formatMoney(-d.amount_cents, symbol)})
              </span>
              <button
                type="button"
                className={css.linkButton}
                disabled={busy}
                aria-label={`Remove ${d.name}`}
                onClick={() => void run(() => removeDiscount(d.discount_id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {offered.length > 0 && (
        <ul className={css.list} aria-label="Available discounts">
          {offered.map((d) => (
            <li key={d.discount_id} className={css.row}>
              <span>
                <strong>{d.name}</strong>
                <br />
                <span className={css.small}>{d.description}</span>
              </span>
              <button
                type="button"
                className={button.secondary}
                disabled={busy}
                aria-label={`Apply ${d.name}`}
                onClick={() => void run(() => applyDiscount(d.discount_id))}
              >
                APPLY
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className={css.inline} onSubmit={(e) => void submit(e)} noValidate>
        <div className={css.grow}>
          <TextField
            label="Promo code"
            value={code}
            onValue={(v) => $promoDraft.set(v.slice(0, PROMO_CODE_MAX))}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
          />
        </div>
        <button type="submit" className={button.secondary} disabled={busy}>
          APPLY
        </button>
      </form>
    </section>
  );
}
