import { useStore } from '@nanostores/react';
import { useState, type SyntheticEvent } from 'react';
import { formatMoney } from '../../lib/format/money.ts';
import { $storeConfig } from '../../stores/chain/config.ts';
import { $order } from '../../stores/order/current.ts';
import {
  $availableDiscounts,
  $checkoutErrors,
  $promoDraft,
} from '../../stores/checkout/checkout.ts';
import { applyDiscount, redeemCode, removeDiscount } from '../../stores/checkout/data.ts';
import { TextField } from '../../ui/TextField.tsx';
import { button } from '../../theme/recipes.css.ts';
import * as css from './checkout.css.ts';

/** Discounts the order can use, the applied ones, and a promo code (server's text on error). */
export function Discounts() {
  const order = useStore($order);
  const available = useStore($availableDiscounts);
  const error = useStore($checkoutErrors).promo;
  const symbol = useStore($storeConfig)?.localization?.currency_symbol;
  const code = useStore($promoDraft);
  const setCode = (v: string) => $promoDraft.set(v);
  const [busy, setBusy] = useState(false);
  const applied = order?.discounts ?? [];
  const offered = available.filter((d) => !applied.some((a) => a.discount_id === d.discount_id));
  const run = async (action: () => Promise<boolean>) => {
    if (busy) return;
    setBusy(true);
    const ok = await action();
    setBusy(false);
    return ok;
  };
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (await run(() => redeemCode(code))) setCode('');
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
                className={button({ kind: 'secondary' })}
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
            onValue={(v) => setCode(v.slice(0, 40))}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
          />
        </div>
        <button type="submit" className={button({ kind: 'secondary' })} disabled={busy}>
          APPLY
        </button>
      </form>
    </section>
  );
}
