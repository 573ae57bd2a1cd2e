/** Paths of a store's screens (docs/product.md §2.1), without the route table. */

/**
 * A URL-safe store name for the optional storeName segment (docs/product.md §2.1).
 * @example storeSlug('Harbor Burger Co.', 'Fulton Street') // 'harbor-burger-co-fulton-street'
 */
export function storeSlug(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((p): p is string => !!p)
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The Menu path of a store (docs/product.md §2.1 /{storeId}/{storeName?}).
 * @example menuPath({ store_id: 101, name: 'Harbor Burger Co. Fulton Street' }) // '/101/harbor-burger-co-fulton-street'
 */
export function menuPath(store: { store_id: number; name: string }): string {
  const slug = storeSlug(store.name);
  return slug ? `/${store.store_id}/${slug}` : `/${store.store_id}`;
}
