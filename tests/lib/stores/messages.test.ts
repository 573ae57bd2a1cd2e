import { describe, expect, it } from 'vitest';
import { locatorStatus, type LocatorState } from '../../../src/lib/stores/messages.ts';

const done = { status: 'done', count: 4 } as const;
const search = (
  by: 'address' | 'text',
  status: 'loading' | 'done' | 'error',
  count = 0,
): LocatorState['search'] => ({
  by,
  label: by === 'address' ? '120 Fulton St, New York, NY 10038 US' : '10038',
  status,
  count,
});

// docs/product.md §2.1 Home; docs/product.md §8 "Something went wrong. Please try again later" when
// a store call fails.
describe('locatorStatus (docs/product.md §2.1, §8)', () => {
  it.each<[string, LocatorState, string]>([
    ['the full list says nothing', { list: done, search: null }, ''],
    [
      'the list loading',
      { list: { status: 'loading', count: 0 }, search: null },
      'Loading stores…',
    ],
    [
      'before the list is asked for',
      { list: { status: 'idle', count: 0 }, search: null },
      'Loading stores…',
    ],
    [
      'the list failed',
      { list: { status: 'error', count: 0 }, search: null },
      'Something went wrong. Please try again later',
    ],
    [
      'a chain without stores',
      { list: { status: 'done', count: 0 }, search: null },
      'No stores are taking online orders yet.',
    ],
    [
      'address search running',
      { list: done, search: search('address', 'loading') },
      'Looking for stores near 120 Fulton St, New York, NY 10038 US…',
    ],
    [
      'address search found',
      { list: done, search: search('address', 'done', 4) },
      '4 stores near 120 Fulton St, New York, NY 10038 US, nearest first',
    ],
    [
      'address search found none',
      { list: done, search: search('address', 'done') },
      "No stores near '120 Fulton St, New York, NY 10038 US'",
    ],
    [
      'text search running',
      { list: done, search: search('text', 'loading') },
      "Looking for stores matching '10038'…",
    ],
    [
      'text search found one',
      { list: done, search: search('text', 'done', 1) },
      "1 store matches '10038'",
    ],
    [
      'text search found two',
      { list: done, search: search('text', 'done', 2) },
      "2 stores match '10038'",
    ],
    [
      'text search found none',
      { list: done, search: search('text', 'done') },
      "No stores match '10038'",
    ],
    [
      'a search failed',
      { list: done, search: search('text', 'error') },
      'Something went wrong. Please try again later',
    ],
    [
      'a search after the list failed',
      { list: { status: 'error', count: 0 }, search: search('address', 'done', 1) },
      '1 store near 120 Fulton St, New York, NY 10038 US, nearest first',
    ],
  ])('%s', (_name, state, text) => {
    expect(locatorStatus(state)).toBe(text);
  });
});
