/**
 * The keyboard decisions of the listbox primitives (WAI-ARIA APG select-only combobox and
 * combobox with list autocomplete), kept free of React so every key is tested in both states.
 */

export interface ListKey {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export interface SelectKeyState {
  open: boolean;
  /** The highlighted option, -1 for none. */
  active: number;
  count: number;
  /** The selected option, -1 for none. */
  selected: number;
  /** A type-ahead is under way, so Space is part of the search rather than a commit. */
  typing?: boolean;
}

export interface SelectKeyResult {
  open: boolean;
  active: number;
  /** Select the `active` option. */
  commit?: boolean;
  /** Prevent the default and stop the key here (an open list owns Escape, not the dialog). */
  handled: boolean;
  /** A character to add to the type-ahead buffer. */
  type?: string;
}

/** Options moved by PageUp / PageDown. */
export const PAGE_SIZE = 10;
/** Silence after which the type-ahead buffer starts afresh. */
export const TYPE_AHEAD_MS = 500;

const clamp = (i: number, count: number) => Math.max(0, Math.min(count - 1, i));

/** A character key that types, as opposed to a shortcut or a named key. */
export function isPrintable(k: ListKey): boolean {
  return k.key.length === 1 && !k.altKey && !k.ctrlKey && !k.metaKey;
}

/**
 * What a key does to a select-only combobox.
 * @example selectKey({ open: false, active: -1, count: 5, selected: 2 }, { key: 'ArrowDown' }) // { open: true, active: 2, handled: true }
 */
export function selectKey(s: SelectKeyState, k: ListKey): SelectKeyResult {
  const same: SelectKeyResult = { open: s.open, active: s.active, handled: false };
  if (s.count === 0) return same;
  const last = s.count - 1;
  // Space commits, unless it is part of a label being typed ("10 am").
  const types = isPrintable(k) && (k.key !== ' ' || s.typing === true);
  if (!s.open) {
    const opened = (active: number): SelectKeyResult => ({ open: true, active, handled: true });
    const fromSelected = s.selected >= 0 ? s.selected : 0;
    if (types) return { ...opened(fromSelected), type: k.key };
    switch (k.key) {
      case 'ArrowDown':
      case 'Enter':
      case ' ':
        return opened(fromSelected);
      case 'ArrowUp':
        return k.altKey ? same : opened(s.selected >= 0 ? s.selected : last);
      case 'Home':
        return opened(0);
      case 'End':
        return opened(last);
      default:
        return same;
    }
  }
  const move = (active: number): SelectKeyResult => ({
    open: true,
    active: clamp(active, s.count),
    handled: true,
  });
  const close = (commit: boolean, handled = true): SelectKeyResult => ({
    open: false,
    active: s.active,
    handled,
    ...(commit && s.active >= 0 ? { commit } : {}),
  });
  if (types) return { open: true, active: s.active, handled: true, type: k.key };
  switch (k.key) {
    case 'ArrowDown':
      return k.altKey ? move(s.active) : move(s.active + 1);
    case 'ArrowUp':
      return k.altKey ? close(true) : move(s.active < 0 ? 0 : s.active - 1);
    case 'Home':
      return move(0);
    case 'End':
      return move(last);
    case 'PageUp':
      return move(s.active - PAGE_SIZE);
    case 'PageDown':
      return move(s.active + PAGE_SIZE);
    case 'Enter':
    case ' ':
      return close(true);
    case 'Escape':
      return close(false);
    case 'Tab':
      // Focus moves on as usual, so the key is not held back.
      return close(true, false);
    default:
      return same;
  }
}

/**
 * The option a type-ahead buffer lands on, or -1. A first (or repeated) letter looks after the
 * active option, so pressing "1" again cycles through the times starting with 1; a longer buffer
 * may keep the active option when it still matches.
 * @example typeAhead(['10:00', '11:00', '11:30'], '11:3', 1) // 2
 */
export function typeAhead(labels: readonly string[], buffer: string, active: number): number {
  const n = labels.length;
  if (n === 0 || buffer === '') return -1;
  const find = (text: string, start: number) => {
    const needle = text.toLocaleLowerCase();
    for (let i = 0; i < n; i++) {
      const at = (((start + i) % n) + n) % n;
      if (labels[at]!.toLocaleLowerCase().startsWith(needle)) return at;
    }
    return -1;
  };
  const repeated = [...buffer].every((c) => c === buffer[0]);
  if (buffer.length === 1) return find(buffer, active + 1);
  const hit = find(buffer, Math.max(active, 0));
  return hit >= 0 || !repeated ? hit : find(buffer[0]!, active + 1);
}

export interface ComboboxKeyState {
  /** The popup (suggestions or a message) is shown. */
  open: boolean;
  active: number;
  count: number;
  /** The input holds text, which Escape clears once the popup is closed. */
  hasText: boolean;
}

export interface ComboboxKeyResult {
  open: boolean;
  active: number;
  commit?: boolean;
  /** Empty the input. */
  clear?: boolean;
  handled: boolean;
}

/**
 * What a key does to a combobox with list autocomplete. Home, End and the other arrows stay with
 * the text field, which moves its caret.
 * @example comboboxKey({ open: false, active: -1, count: 3, hasText: true }, { key: 'ArrowDown' }) // { open: true, active: 0, handled: true }
 */
export function comboboxKey(s: ComboboxKeyState, k: ListKey): ComboboxKeyResult {
  const same: ComboboxKeyResult = { open: s.open, active: s.active, handled: false };
  const last = s.count - 1;
  switch (k.key) {
    case 'ArrowDown':
      if (s.count === 0) return same;
      if (k.altKey) return { open: true, active: s.open ? s.active : -1, handled: true };
      return { open: true, active: s.open ? Math.min(s.active + 1, last) : 0, handled: true };
    case 'ArrowUp':
      if (k.altKey) return s.open ? { open: false, active: -1, handled: true } : same;
      if (s.count === 0) return same;
      return {
        open: true,
        active: s.open && s.active >= 0 ? Math.max(s.active - 1, 0) : last,
        handled: true,
      };
    case 'Enter':
      return s.open && s.active >= 0 && s.active < s.count
        ? { open: false, active: s.active, commit: true, handled: true }
        : same;
    case 'Escape':
      if (s.open) return { open: false, active: -1, handled: true };
      return s.hasText ? { open: false, active: -1, clear: true, handled: true } : same;
    case 'Tab':
      return { open: false, active: -1, handled: false };
    default:
      return same;
  }
}
