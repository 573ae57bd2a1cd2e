import * as m from '#messages';

/** The screens of the storefront (docs/product.md §2.1). */
export type ScreenKey =
  | 'home'
  | 'login-callback'
  | 'menu'
  | 'checkout'
  | 'account'
  | 'account-profile'
  | 'account-addresses'
  | 'account-order-history'
  | 'account-external-links'
  | 'account-manage-cards'
  | 'account-gift-cards'
  | 'account-rewards'
  | 'account-favorite-items'
  | 'confirmation'
  | 'content-hub'
  | 'password-reset'
  | 'order-quote'
  | 'checkin'
  | 'login'
  | 'not-found';

export interface Screen {
  key: ScreenKey;
  /** Heading and document title part. */
  title: string;
  /** Where the shell for this screen is prerendered, below /t/<tenant>/. */
  shellPath: string;
  /** Fixed public path, for screens that have one. */
  path?: string;
  /** The account guard applies (docs/product.md §2.1). */
  requiresLogin?: boolean;
  /** The header nav is replaced by the confirmation header (docs/product.md §2.1, §2.3). */
  confirmationHeader?: boolean;
  /** HTTP status the shell is served with. */
  status?: number;
  /**
   * The current order and the customer are not loaded at start-up (docs/product.md §2.1 Order
   * quote).
   */
  skipsStartupLoad?: boolean;
}

const account = (key: ScreenKey, slug: string, title: string): Screen => ({
  key,
  title,
  path: `/account/${slug}`,
  shellPath: `account/${slug}`,
  requiresLogin: true,
});

/** Every screen, in docs/product.md §2.1 order. */
export const SCREENS: readonly Screen[] = [
  {
    key: 'login-callback',
    title: m.screens_loginCallback,
    path: '/login/callback',
    shellPath: 'login/callback',
  },
  { key: 'home', title: m.screens_home, path: '/', shellPath: '' },
  { key: 'menu', title: m.screens_menu, shellPath: '_menu' },
  { key: 'checkout', title: m.screens_checkout, shellPath: '_checkout' },
  {
    key: 'account',
    title: m.screens_account,
    path: '/account',
    shellPath: 'account',
    requiresLogin: true,
  },
  account('account-profile', 'profile', m.screens_accountProfile),
  account('account-addresses', 'addresses', m.screens_accountAddresses),
  account('account-order-history', 'order-history', m.screens_accountOrderHistory),
  account('account-external-links', 'external-links', m.screens_accountExternalLinks),
  account('account-manage-cards', 'manage-cards', m.screens_accountManageCards),
  account('account-gift-cards', 'gift-cards', m.screens_accountGiftCards),
  account('account-rewards', 'rewards', m.screens_accountRewards),
  account('account-favorite-items', 'favorite-items', m.screens_accountFavoriteItems),
  {
    key: 'confirmation',
    title: m.screens_confirmation,
    shellPath: '_confirmation',
    confirmationHeader: true,
  },
  {
    key: 'content-hub',
    title: m.screens_contentHub,
    path: '/content-hub',
    shellPath: 'content-hub',
  },
  {
    key: 'password-reset',
    title: m.screens_passwordReset,
    path: '/password_reset',
    shellPath: 'password_reset',
  },
  {
    key: 'order-quote',
    title: m.screens_orderQuote,
    path: '/order-quote',
    shellPath: 'order-quote',
    skipsStartupLoad: true,
  },
  { key: 'checkin', title: m.screens_checkin, path: '/checkin', shellPath: 'checkin' },
  { key: 'login', title: m.screens_login, path: '/login', shellPath: 'login' },
  { key: 'not-found', title: m.screens_notFound, shellPath: '_not-found', status: 404 },
];

const byKey = new Map(SCREENS.map((s) => [s.key, s]));
const byPath = new Map(SCREENS.filter((s) => s.path).map((s) => [s.path!, s]));

/** The screen with this key. */
export function screen(key: ScreenKey): Screen {
  return byKey.get(key)!;
}

/** A matched route: the screen and its path parameters. */
export interface RouteMatch {
  screen: Screen;
  params: { storeId?: string; storeName?: string; orderId?: string };
}

const SEGMENT = /^[^/]+$/;

/**
 * Matches a public path to its screen (docs/product.md §2.1). Store ids are numeric, so
 * `/12/burger-barn` is a menu while `/nope` is Not found. A trailing slash is ignored.
 * @example matchRoute('/12/main-st/checkout') // { screen: checkout, params: { storeId: '12', storeName: 'main-st' } }
 */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = byPath.get(path);
  if (fixed) return { screen: fixed, params: {} };
  const parts = path
    .split('/')
    .slice(1)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return '\u0000';
      }
    });
  if (parts.some((p) => !SEGMENT.test(p) || p.includes('\u0000')))
    return { screen: screen('not-found'), params: {} };
  if (parts[0] === 'confirmation' && parts.length === 2)
    return { screen: screen('confirmation'), params: { orderId: parts[1]! } };
  const [storeId, ...rest] = parts;
  if (storeId && /^\d+$/.test(storeId)) {
    if (rest.length === 0) return { screen: screen('menu'), params: { storeId } };
    if (rest.length === 1 && rest[0] === 'checkout')
      return { screen: screen('checkout'), params: { storeId } };
    if (rest.length === 1)
      return { screen: screen('menu'), params: { storeId, storeName: rest[0]! } };
    if (rest.length === 2 && rest[1] === 'checkout')
      return { screen: screen('checkout'), params: { storeId, storeName: rest[0]! } };
  }
  return { screen: screen('not-found'), params: {} };
}

export { guardRedirect } from './guard.ts';

// Kept apart so screens that only link to a Menu don't download the route table.
export { menuPath, storeSlug } from './store-path.ts';
