import { persistentAtom } from '@nanostores/persistent';
import type { Guard } from './decode.ts';

/**
 * A localStorage-backed atom under one of docs/product.md §3's key names. Values are JSON; what is
 * read back is checked, so a corrupted or hand-edited value falls back to the initial value instead
 * of breaking the page (docs/architecture.md §5).
 */
export function persistent<T>(key: string, check: Guard<T>, initial: T) {
  return persistentAtom<T>(key, initial, {
    // The initial value is stored as no value at all, so clearing a flag removes its key.
    encode: (value) =>
      value === undefined || value === null || value === initial
        ? undefined
        : JSON.stringify(value),
    decode: (raw) => {
      try {
        const parsed: unknown = JSON.parse(raw);
        return check(parsed) ? parsed : initial;
      } catch {
        return initial;
      }
    },
  });
}

/** Removes keys from localStorage, tolerating a browser where storage is unavailable. */
export function clearStorage(keys: readonly string[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch {
      /* storage disabled: nothing to clear */
    }
  }
}
