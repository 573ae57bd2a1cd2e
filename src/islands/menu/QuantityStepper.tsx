import * as m from '#messages';
import type { JSX } from 'react';
import { clampQuantity, QUANTITY_MAX, QUANTITY_MIN } from '../../lib/menu/modifiers.ts';
import * as css from './dialog.css.ts';

/** Quantity 1–99 with − and + buttons; the count is announced as it changes. */
export function QuantityStepper({
  value,
  onChange,
}: {
  value: number;
  onChange: (n: number) => void;
}): JSX.Element {
  return (
    <div className={css.stepper} role="group" aria-label={m.item_quantity}>
      <button
        type="button"
        className={css.stepButton}
        aria-label={m.item_decrease}
        disabled={value <= QUANTITY_MIN}
        onClick={() => onChange(clampQuantity(value - 1))}
      >
        −
      </button>
      <span className={css.quantity} aria-live="polite">
        {value}
      </span>
      <button
        type="button"
        className={css.stepButton}
        aria-label={m.item_increase}
        disabled={value >= QUANTITY_MAX}
        onClick={() => onChange(clampQuantity(value + 1))}
      >
        +
      </button>
    </div>
  );
}
