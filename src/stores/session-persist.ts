import { atom, type WritableAtom } from 'nanostores';
import type * as z from 'zod/mini';

/**
 * An atom kept in sessionStorage: typed values at checkout survive a reload and the trip to the
 * hosted payment page, but not the tab. What is read back is checked by the schema; bad data
 * falls back to the initial value (DESIGN §5).
 */
export function sessionAtom<T>(key: string, schema: z.ZodMiniType<T>, initial: T): WritableAtom<T> {
  const store = atom<T>(read(key, schema, initial));
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

function read<T>(key: string, schema: z.ZodMiniType<T>, initial: T): T {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
    if (raw === null) return initial;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : initial;
  } catch {
    return initial;
  }
}
