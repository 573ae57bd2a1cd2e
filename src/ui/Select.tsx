import { useEffect, useMemo, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import * as css from './select.css.ts';
import { label as labelClass, field } from './form.css.ts';
import { selectKey, typeAhead, TYPE_AHEAD_MS } from './listbox-keys.ts';

export interface SelectOption {
  value: string;
  label: string;
  /** Listed but not choosable (aria-disabled), e.g. a full time slot. */
  disabled?: boolean | undefined;
}

/** A run of options; a group with a label is drawn with that label as a divider above it (e.g. the next day's date where time slots cross midnight) and is a role="group" named by it inside the listbox. */
export interface SelectGroup {
  label?: string | undefined;
  options: SelectOption[];
}

export interface SelectProps {
  /** Base id: the combobox itself; the listbox and options derive theirs from it. */
  id: string;
  label: string;
  value: string | null;
  groups: SelectGroup[];
  onChange: (value: string) => void;
  /** Shown while value is null, e.g. "Select a time". */
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
  /** Ids of the error or hint read with the field. */
  describedBy?: string | undefined;
}

/**
 * The WAI-ARIA select-only combobox: focus stays on the trigger while arrows, Home, End, PageUp,
 * PageDown and type-ahead move the highlight; Enter, Space, Tab or a click choose; Escape closes
 * the list without letting the surrounding dialog close too.
 */
export function Select({
  id,
  label,
  value,
  groups,
  onChange,
  placeholder = '',
  disabled = false,
  invalid,
  describedBy,
}: SelectProps): JSX.Element {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapRef = useRef<HTMLDivElement>(null);
  const optionRefs = useRef<(HTMLElement | null)[]>([]);
  const buffer = useRef('');
  const bufferTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const flat = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const selected = flat.findIndex((o) => o.value === value);
  const current = flat[selected];

  useEffect(() => {
    if (open && active >= 0) optionRefs.current[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => () => clearTimeout(bufferTimer.current), []);

  // The options can change under an open list (a new day's times); keep the highlight in range.
  if (active >= flat.length && active !== -1) setActive(flat.length - 1);
  if (open && flat.length === 0) setOpen(false);

  function choose(index: number) {
    const option = flat[index];
    // A disabled option stays highlighted and the list stays open: nothing is chosen.
    if (option?.disabled) return;
    setOpen(false);
    if (option && option.value !== value) onChange(option.value);
  }

  function typeChar(char: string, from: number): number {
    clearTimeout(bufferTimer.current);
    buffer.current += char;
    bufferTimer.current = setTimeout(() => void (buffer.current = ''), TYPE_AHEAD_MS);
    return typeAhead(
      flat.map((o) => o.label),
      buffer.current,
      from,
    );
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const next = selectKey(
      { open, active, count: flat.length, selected, typing: buffer.current !== '' },
      e,
    );
    if (next.handled) {
      e.preventDefault();
      e.stopPropagation();
    }
    if (next.commit) choose(next.active);
    else setOpen(next.open);
    let target = next.active;
    if (next.type) {
      const hit = typeChar(next.type, open ? active : selected);
      if (hit >= 0) target = hit;
    }
    setActive(target);
  }

  function toggle() {
    if (disabled) return;
    if (open) return setOpen(false);
    if (flat.length === 0) return;
    setActive(selected >= 0 ? selected : 0);
    setOpen(true);
  }

  let index = 0;
  return (
    <div className={field}>
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <div className={css.anchor} ref={wrapRef}>
        <div
          id={id}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          className={css.trigger}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-labelledby={labelId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-disabled={disabled || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onClick={toggle}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        >
          {current ? (
            <span>{current.label}</span>
          ) : (
            <span className={css.placeholder}>{placeholder}</span>
          )}
          <span className={css.chevron} aria-hidden="true" />
        </div>
        {/* Pressing an option must not take focus from the combobox, which owns the keyboard: */}
        {/* the listbox and its options are never focused (aria-activedescendant). */}
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
        <div
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          className={css.listbox}
          hidden={!open}
          onMouseDown={(e) => e.preventDefault()}
        >
          {groups.map((group, g) => {
            const options = group.options.map((o) => {
              const i = index++;
              return (
                // Chosen by keyboard from the combobox (aria-activedescendant); the click is the
                // pointer's way only.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                <div
                  key={`${i}-${o.value}`}
                  ref={(el) => void (optionRefs.current[i] = el)}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === selected}
                  aria-disabled={o.disabled || undefined}
                  data-active={i === active || undefined}
                  className={css.option}
                  onClick={() => choose(i)}
                >
                  <span className={css.check} aria-hidden="true">
                    {i === selected ? '✓' : ''}
                  </span>
                  {o.label}
                </div>
              );
            });
            if (!group.label) return options;
            const groupId = `${id}-group-${g}`;
            return (
              <div key={groupId} role="group" aria-labelledby={groupId}>
                <span id={groupId} role="presentation" className={css.groupLabel}>
                  {group.label}
                </span>
                {options}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
