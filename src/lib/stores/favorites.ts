/**
 * Home's store lists (docs/product.md §2.1 Home, §7.2 favourite stores): each store is listed once.
 */

/**
 * The full list without the stores the favourites section above already shows; a guest with no
 * favourites section (not logged in, or favourites not loaded) sees every store.
 * @example withoutFavorites([{ storeId: 101 }, { storeId: 102 }], new Set([101])) // [{ storeId: 102 }]
 */
export function withoutFavorites<T extends { storeId: number }>(
  stores: readonly T[],
  favoriteIds: ReadonlySet<number> | null,
): T[] {
  if (!favoriteIds?.size) return [...stores];
  return stores.filter((s) => !favoriteIds.has(s.storeId));
}
