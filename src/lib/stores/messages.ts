/**
 * What the store locator's status region says (docs/product.md §2.1 Home, §8). One sentence at a
 * time, so a screen reader hears each change once. Browser-safe.
 */
import { MESSAGES } from '../../api/errors.ts';

/** docs/product.md §8's text when a store call fails, as for loading a store's days. */
export const STORES_FAILED = MESSAGES.somethingWentWrongLater;

export interface LocatorState {
  list: { status: 'idle' | 'loading' | 'done' | 'error'; count: number };
  search: {
    by: 'address' | 'text';
    label: string;
    status: 'idle' | 'loading' | 'done' | 'error';
    count: number;
  } | null;
}

const stores = (n: number) => `${n} ${n === 1 ? 'store' : 'stores'}`;

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
        ? `Looking for stores near ${label}…`
        : `Looking for stores matching '${label}'…`;
    if (by === 'address')
      return count === 0
        ? `No stores near '${label}'`
        : `${stores(count)} near ${label}, nearest first`;
    return count === 0
      ? `No stores match '${label}'`
      : `${stores(count)} ${count === 1 ? 'matches' : 'match'} '${label}'`;
  }
  if (list.status === 'error') return STORES_FAILED;
  if (list.status === 'done')
    return list.count === 0 ? 'No stores are taking online orders yet.' : '';
  return 'Loading stores…';
}
