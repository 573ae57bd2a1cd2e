import { describe, expect, it } from 'vitest';
import { withoutFavorites } from '../../../src/lib/stores/favorites.ts';

const s = (storeId: number) => ({ storeId });

// docs/product.md §2.1 Home and §7.2 favourite stores: a favourite appears under "Your favorite
// stores" only.
describe('withoutFavorites', () => {
  it.each([
    ['no favourites section', [s(101), s(102)], null, [101, 102]],
    ['an empty favourites list', [s(101), s(102)], new Set<number>(), [101, 102]],
    ['one favourite', [s(101), s(102), s(103)], new Set([101]), [102, 103]],
    ['every store a favourite', [s(101), s(102)], new Set([101, 102]), []],
    ['a favourite not in the list', [s(101)], new Set([999]), [101]],
  ])('%s', (_name, stores, favorites, expected) => {
    expect(withoutFavorites(stores, favorites).map((x) => x.storeId)).toEqual(expected);
  });

  it('keeps the order and does not change the list it was given', () => {
    const list = [s(103), s(101), s(102)];
    expect(withoutFavorites(list, new Set([101]))).toEqual([s(103), s(102)]);
    expect(list).toHaveLength(3);
  });
});
