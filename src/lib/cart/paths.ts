import { matchRoute } from '../routes.ts';

/**
 * The Menu and Checkout paths of the store whose Menu or Checkout is open (docs/product.md §2.1
 * /{storeId}/{storeName?}[/checkout]); undefined elsewhere.
 * @example cartPaths('/102/harbor-burger-co-williamsburg') // { menu: '/102/harbor-burger-co-williamsburg', checkout: '/102/harbor-burger-co-williamsburg/checkout' }
 */
export function cartPaths(pathname: string): { menu: string; checkout: string } | undefined {
  const { params } = matchRoute(pathname);
  if (!params.storeId) return undefined;
  const menu = `/${encodeURIComponent(params.storeId)}${params.storeName ? `/${encodeURIComponent(params.storeName)}` : ''}`;
  return { menu, checkout: `${menu}/checkout` };
}
