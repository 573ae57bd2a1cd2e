import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { visibleSections } from '../../lib/checkout/sections.ts';
import { ORDER_NOTE_MAX } from '../../lib/limits.ts';
import { $branding } from '../../stores/chain/config.ts';
import { $order } from '../../stores/order/current.ts';
import {
  $deliveryInstructions,
  $extraOptions,
  $includeUtensils,
  $orderNote,
} from '../../stores/checkout/checkout.ts';
import * as form from '../../ui/form.css.ts';
import * as css from './checkout.css.ts';

function Area({
  label,
  value,
  onValue,
  hint,
}: {
  label: string;
  value: string;
  onValue: (v: string) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={css.textarea}
        value={value}
        maxLength={ORDER_NOTE_MAX}
        onChange={(e) => onValue(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** Order note, utensils, delivery instructions and the chain's extra options (display_options). */
export function Extras({ requiresAddress }: { requiresAddress: boolean }) {
  const branding = useStore($branding);
  const order = useStore($order);
  const note = useStore($orderNote);
  const instructions = useStore($deliveryInstructions);
  const utensils = useStore($includeUtensils);
  const extra = useStore($extraOptions);
  const show = visibleSections({
    displayOptions: branding.display_options,
    requiresAddress,
    loggedIn: false,
    methods: [],
    walletsAvailable: false,
  });
  if (!show.note && !show.utensils && !show.deliveryInstructions && show.extraOptions.length === 0)
    return null;
  return (
    <section className={css.card} aria-labelledby="checkout-extras">
      <h2 id="checkout-extras" className={css.heading}>
        {m.checkout_extras}
      </h2>
      {show.note && (
        <Area
          label={m.checkout_orderNote}
          value={note}
          onValue={(v) => $orderNote.set(v)}
          hint={m.checkout_orderNoteHint}
        />
      )}
      {show.deliveryInstructions && (
        <Area
          label={m.checkout_deliveryInstructions}
          value={instructions}
          onValue={(v) => $deliveryInstructions.set(v)}
          hint={m.checkout_deliveryInstructionsHint}
        />
      )}
      {show.utensils && (
        <label className={form.check}>
          <input
            className={form.checkbox}
            type="checkbox"
            checked={utensils ?? order?.include_utensils ?? false}
            onChange={(e) => $includeUtensils.set(e.target.checked)}
          />
          {m.checkout_utensils}
        </label>
      )}
      {show.extraOptions.map((o) => (
        <label key={o.label} className={form.check}>
          <input
            className={form.checkbox}
            type="checkbox"
            checked={extra[o.label] ?? o.checked}
            onChange={(e) =>
              $extraOptions.set({ ...$extraOptions.get(), [o.label]: e.target.checked })
            }
          />
          {o.label}
        </label>
      ))}
    </section>
  );
}
