/**
 * One shape for the account screens' lists (addresses, cards, gift cards): loading, loaded or
 * failed with the guest's words, so every screen has the same three states and a retry.
 */
import { atom, type WritableAtom } from 'nanostores';
import type { Result } from '../../lib/result.ts';

export type SavedList<T> =
  | { status: 'loading' }
  | { status: 'ready'; items: readonly T[] }
  | { status: 'error'; message: string };

/** A list atom and its (re)load action; a failed reload keeps nothing stale on screen. */
export function savedList<T>(load: () => Promise<Result<readonly T[]>>): {
  $list: WritableAtom<SavedList<T>>;
  reload: () => Promise<void>;
} {
  const $list = atom<SavedList<T>>({ status: 'loading' });
  let latest = 0;
  async function reload(): Promise<void> {
    const run = ++latest;
    if ($list.get().status === 'error') $list.set({ status: 'loading' });
    const result = await load();
    // An older answer arriving after a newer one must not replace it.
    if (run !== latest) return;
    $list.set(
      result.ok
        ? { status: 'ready', items: result.value }
        : { status: 'error', message: result.message },
    );
  }
  return { $list, reload };
}

/** The items of a loaded list, else none. */
export const itemsOf = <T>(list: SavedList<T>): readonly T[] =>
  list.status === 'ready' ? list.items : [];
