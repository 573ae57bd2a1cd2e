import { useEffect, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import * as css from './combobox.css.ts';
import { anchor, listbox } from './select.css.ts';
import { field, input, label as labelClass } from './form.css.ts';
import { srOnly } from '../theme/recipes.css.ts';
import { comboboxKey } from './listbox-keys.ts';

export interface ComboboxOption {
  id: string;
  label: string;
}

export interface ComboboxProps {
  /** The input's id; the listbox and options derive theirs from it. */
  id: string;
  label: string;
  inputValue: string;
  /** The parent debounces and searches. */
  onInputChange: (text: string) => void;
  /** The current suggestions (the parent caps them). */
  options: ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /** 'idle' nothing shown; 'loading' shows "Searching…" in the live region; 'done' shows the options or, when none, `emptyText`; 'error' shows errorText. */
  status: 'idle' | 'loading' | 'done' | 'error';
  /** Shown as given, e.g. "No result for '12 zz'". */
  emptyText: string;
  errorText?: string | undefined;
  placeholder?: string | undefined;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
  /** Defaults to "off", so the browser's own suggestions do not cover the list. */
  autoComplete?: string;
  autoFocus?: boolean;
  /** The input's form field name, for a form that is submitted before the page is interactive. */
  name?: string | undefined;
}

function announcement(
  status: ComboboxProps['status'],
  count: number,
  emptyText: string,
  errorText = '',
): string {
  if (status === 'loading') return 'Searching…';
  if (status === 'error') return errorText;
  if (status !== 'done') return '';
  if (count === 0) return emptyText;
  return `${count} ${count === 1 ? 'result' : 'results'} available.`;
}

/**
 * The WAI-ARIA combobox with list autocomplete: focus stays in the text field while the arrows
 * highlight a suggestion and Enter picks it; Escape closes the list, then clears the field, and
 * only then lets the surrounding dialog have it.
 */
export function Combobox(props: ComboboxProps): JSX.Element {
  const {
    id,
    label,
    inputValue,
    onInputChange,
    options,
    onSelect,
    status,
    emptyText,
    errorText,
    placeholder,
    invalid,
    describedBy,
    autoComplete = 'off',
    autoFocus,
    name,
  } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const optionRefs = useRef<(HTMLElement | null)[]>([]);
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  // By content, so a parent that rebuilds an equal array on each render keeps the highlight.
  const optionsKey = options.map((o) => o.id).join('\n');

  // New results drop the highlight, and open the list while the field has focus (adjusted during
  // render, as React recommends for state that follows props).
  const resultsKey = `${status}\n${optionsKey}`;
  const [seenResults, setSeenResults] = useState(resultsKey);
  if (seenResults !== resultsKey) {
    setSeenResults(resultsKey);
    setActive(-1);
    if (
      typeof document !== 'undefined' &&
      document.activeElement?.id === id &&
      (options.length > 0 || status === 'done' || status === 'error')
    )
      setOpen(true);
  }

  // In an effect rather than the autoFocus attribute, so it acts only when the island mounts.
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (active >= 0) optionRefs.current[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const expanded = open && options.length > 0;
  const showMessage = open && options.length === 0 && (status === 'done' || status === 'error');
  const highlighted = expanded && active < options.length ? active : -1;

  function choose(option: ComboboxOption) {
    setOpen(false);
    setActive(-1);
    onSelect(option);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.nativeEvent.isComposing) return;
    const next = comboboxKey(
      { open, active: highlighted, count: options.length, hasText: inputValue !== '' },
      e,
    );
    if (next.handled) {
      e.preventDefault();
      e.stopPropagation();
    }
    const option = next.commit ? options[next.active] : undefined;
    if (option) return choose(option);
    if (next.clear) onInputChange('');
    setOpen(next.open);
    setActive(next.active);
  }

  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={anchor}>
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          className={input}
          value={inputValue}
          placeholder={placeholder}
          autoComplete={autoComplete}
          name={name}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={options.length > 0 ? listboxId : undefined}
          aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            onInputChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
        {options.length > 0 && (
          <ul
            id={listboxId}
            role="listbox"
            aria-label={label}
            className={listbox}
            hidden={!expanded}
          >
            {options.map((o, i) => (
              // Pressing a suggestion must not blur the field, which would close the list first.
              // Options never take focus: the keyboard picks them from the field
              // (aria-activedescendant), so the click is the pointer's way only.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={o.id}
                ref={(el) => void (optionRefs.current[i] = el)}
                id={optionId(i)}
                role="option"
                aria-selected={i === highlighted}
                data-active={i === highlighted || undefined}
                className={css.option}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(o)}
              >
                {o.label}
              </li>
            ))}
          </ul>
        )}
        {/* One element both announces and, for "no result" and errors, shows the state, so the text is on the page once. */}
        <div role="status" className={showMessage ? css.message : srOnly}>
          {announcement(status, options.length, emptyText, errorText)}
        </div>
      </div>
    </div>
  );
}
