import { forwardRef, useState } from 'react';
import { PIN_LENGTH } from '../lib/limits.ts';
import * as css from './pin.css.ts';

interface Props {
  label: string;
  value: string;
  onValue: (digits: string) => void;
  /** Called when the sixth digit arrives (typed or pasted). */
  onComplete?: (digits: string) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * The 6-digit PIN input (docs/product.md §2.8): six boxes drawn over one real input, so it has one
 * accessible label, takes a pasted code or the platform's one-time-code suggestion whole, advances
 * as digits are typed and goes back a box on Backspace — the input's own caret does all of it.
 */
export const PinInput = forwardRef<HTMLInputElement, Props>(function PinInput(
  { label, value, onValue, onComplete, describedBy, invalid },
  ref,
) {
  const [focused, setFocused] = useState(false);
  function update(raw: string) {
    const digits = raw.replace(/\D/g, '').slice(0, PIN_LENGTH);
    onValue(digits);
    if (digits.length === PIN_LENGTH) onComplete?.(digits);
  }
  // The box the next digit goes to (the last one once all six are in).
  const active = Math.min(value.length, PIN_LENGTH - 1);
  return (
    <div className={css.wrap}>
      <div className={css.boxes} aria-hidden="true">
        {Array.from({ length: PIN_LENGTH }, (_, i) => (
          <span key={i} className={css.box} data-active={focused && i === active}>
            {value[i] ?? ''}
          </span>
        ))}
      </div>
      <input
        ref={ref}
        className={css.input}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={PIN_LENGTH}
        value={value}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(e) => update(e.target.value)}
      />
    </div>
  );
});
