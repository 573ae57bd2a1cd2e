/**
 * What the store locator's status region says (docs/product.md §2.1 Home, §8). One sentence at a
 * time, so a screen reader hears each change once. Browser-safe.
 */
import * as m from '#messages';

/** docs/product.md §8's text when a store call fails, as for loading a store's days. */
export const STORES_FAILED = m.errors_somethingWentWrongLater;

export interface LocatorState {
  list: { status: 'idle' | 'loading' | 'done' | 'error'; count: number };
  search: {
    by: 'address' | 'text';
    label: string;
    status: 'idle' | 'loading' | 'done' | 'error';
    count: number;
  } | null;
}

/**
 * The status line: what is loading, what a search found, or what failed; '' when the full list is
 * simply shown.
 * @example locatorStatus({ list: { status: 'done', count: 4 }, search: { by: 'text', label: '99999', status: 'done', count: 0 } }) // "No stores match '99999'"
 */
export function locatorStatus({ list, search }: LocatorState): string {
  if (search) {
    const { by, label, status, count } = search;
    if (status === 'error') return STORES_FAILED;
    if (status === 'loading' || status === 'idle')
      return by === 'address'
        ? m.stores_lookingNear({ place: label })
        : m.stores_lookingMatching({ query: label });
    if (by === 'address')
      return count === 0
        ? m.stores_noneNear({ place: label })
        : m.stores_foundNear({ count, place: label });
    return count === 0
      ? m.stores_noneMatch({ query: label })
      : m.stores_foundMatching({ count, query: label });
  }
  if (list.status === 'error') return STORES_FAILED;
  if (list.status === 'done') return list.count === 0 ? m.stores_noneYet : '';
  return m.stores_loading;
}
