import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { formatMoney, percentOf } from '../../lib/format/money.ts';
import { TIP_PRESETS, type TipChoice } from '../../lib/checkout/tip.ts';
import { $currencySymbol } from '../../stores/chain/config.ts';
import { $order } from '../../stores/order/current.ts';
import {
  $checkoutErrors,
  $otherTipAmount,
  $tipChoice,
  chooseTip,
  sendTip,
} from '../../stores/checkout/checkout.ts';
import { TextField } from '../../ui/TextField.tsx';
import * as css from './checkout.css.ts';

/**
 * Tip: preset percentages of the subtotal or another amount (docs/product.md §3, §9: rounded down).
 */
export function Tip() {
  const choice = useStore($tipChoice);
  const other = useStore($otherTipAmount);
  const order = useStore($order);
  const error = useStore($checkoutErrors).tip;
  const symbol = useStore($currencySymbol);
  const subtotal = order?.charges.subtotal_cents ?? 0;
  const options: { value: TipChoice; label: string; amount?: string }[] = [
    { value: 'none', label: m.tip_none },
    ...TIP_PRESETS.map((p) => ({
      value: p,
      label: m.tip_percent({ percent: p }),
      amount: formatMoney(percentOf(subtotal, p), symbol),
    })),
    { value: 'other', label: m.tip_other },
  ];
  return (
    <section className={css.card} aria-labelledby="checkout-tip">
      <h2 id="checkout-tip" className={css.heading}>
        {m.tip_heading}
      </h2>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{m.tip_legend}</legend>
        <div className={css.pills}>
          {options.map((o) => (
            <label key={String(o.value)} className={css.pill}>
              <input
                className={css.pillInput}
                type="radio"
                name="tip"
                value={String(o.value)}
                checked={choice === o.value}
                onChange={() => void chooseTip(o.value)}
              />
              <span>{o.label}</span>
              {o.amount && <span className={css.small}>{o.amount}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'other' && (
        <TextField
          label={m.tip_amount}
          value={other}
          onValue={(v) => $otherTipAmount.set(v.slice(0, 12))}
          onBlur={() => void sendTip()}
          inputMode="decimal"
          error={error}
          autoComplete="off"
        />
      )}
    </section>
  );
}
