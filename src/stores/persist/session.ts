import { atom, type WritableAtom } from 'nanostores';
import type { Guard } from './decode.ts';

/**
 * An atom kept in sessionStorage: typed values at checkout survive a reload and the trip to the
 * hosted payment page, but not the tab. What is read back is checked; bad data
 * falls back to the initial value (docs/architecture.md §5).
 */
export function sessionAtom<T>(key: string, check: Guard<T>, initial: T): WritableAtom<T> {
  const store = atom<T>(read(key, check, initial));
  store.listen((value) => {
    try {
      if (value === initial) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* storage unavailable or full: the value lives for this page only */
    }
  });
  return store;
}

function read<T>(key: string, check: Guard<T>, initial: T): T {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
    if (raw === null) return initial;
    const parsed: unknown = JSON.parse(raw);
    return check(parsed) ? parsed : initial;
  } catch {
    return initial;
  }
}
