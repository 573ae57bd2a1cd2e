import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as css from './menu.css.ts';

export interface MenuEntry {
  key: string;
  label: string;
  /** A link entry… */
  href?: string;
  /** …or an action entry. */
  onSelect?: () => void;
}

interface Props {
  /** The button's content (its accessible name). */
  label: ReactNode;
  buttonClassName?: string;
  entries: readonly MenuEntry[];
  /**
   * Opens at mount on this item (negative counts from the end), for a menu whose code arrived after
   * the guest had already pressed its button.
   */
  openAtStart?: number | undefined;
}

/**
 * The WAI-ARIA menu button: Enter, Space or ArrowDown open it on the first item, ArrowUp on the
 * last; arrows, Home and End move; Escape closes and returns to the button; a click outside or Tab
 * closes it.
 */
export function MenuButton({ label, buttonClassName, entries, openAtStart }: Props) {
  const [open, setOpen] = useState(openAtStart !== undefined);
  const [focusIndex, setFocusIndex] = useState(
    openAtStart !== undefined && openAtStart < 0
      ? entries.length + openAtStart
      : (openAtStart ?? 0),
  );
  const menuId = useId();
  const buttonId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function openAt(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKey(e: React.KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(entries.length - 1);
    }
  }

  function onMenuKey(e: React.KeyboardEvent) {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setFocusIndex(moves[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  function choose(entry: MenuEntry) {
    close(!entry.href);
    entry.onSelect?.();
  }

  return (
    <div className={css.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={css.menu}
          onKeyDown={onMenuKey}
        >
          {entries.map((entry, i) => (
            <li key={entry.key} role="none">
              {entry.href ? (
                <a
                  ref={(el) => void (itemRefs.current[i] = el)}
                  role="menuitem"
                  tabIndex={-1}
                  className={css.item}
                  href={entry.href}
                  onClick={() => choose(entry)}
                >
                  {entry.label}
                </a>
              ) : (
                <button
                  ref={(el) => void (itemRefs.current[i] = el)}
                  role="menuitem"
                  tabIndex={-1}
                  type="button"
                  className={css.item}
                  onClick={() => choose(entry)}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
