/**
 * A short message on screen (docs/product.md §2.12): what the toast store holds and the toast stack
 * draws.
 */
export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'error';
}

/**
 * Home with docs/product.md §4.1's expiry notice: the navigation itself carries it, so it cannot be
 * lost to a race with storage written just before the page unloads. Only this exact URL counts, so
 * no link can put words on the page, and no other parameter is ever lost when it is taken away.
 */
export const EXPIRED_HOME = '/?notice=expired';

/**
 * Whether the page is Home arrived at with the expiry notice.
 * @example carriesExpiry({ pathname: '/', search: '?notice=expired' }) // true
 */
export function carriesExpiry(at: { pathname: string; search: string }): boolean {
  return at.pathname + at.search === EXPIRED_HOME;
}
