import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import * as m from '#messages';
import * as css from './form.css.ts';
import { srOnly } from '../theme/recipes.css.ts';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  error?: string | undefined;
  /** Adds the show/hide toggle of a password field. */
  revealable?: boolean;
}

/**
 * A labelled input with its hint and error tied to it (aria-describedby, aria-invalid), so a
 * screen reader hears the message with the field.
 */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, value, onValue, hint, error, revealable, type = 'text', ...rest },
  ref,
) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <div className={css.inputWrap}>
        <input
          ref={ref}
          id={id}
          className={css.input}
          type={revealable ? (shown ? 'text' : 'password') : type}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {revealable && (
          // Named by its content, not aria-label, so "Password" labels only the field itself.
          <button
            type="button"
            className={css.reveal}
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? m.common_hidePassword : m.common_showPassword}
            <span className={srOnly}>{m.common_passwordNoun}</span>
          </button>
        )}
      </div>
      {hint && (
        <div id={hintId} className={css.hint}>
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className={css.error}>
          {error}
        </div>
      )}
    </div>
  );
});
