import * as m from '#messages';
import type { ScreenKey } from '../routes.ts';

/**
 * The header "Login" link (docs/product.md §2.3): not logged in, login not disabled, not on the
 * Login screen.
 * @example showLoginLink({ loggedIn: false, disableLogin: false, screen: 'menu' }) // true
 */
export function showLoginLink(s: {
  loggedIn: boolean;
  disableLogin?: boolean | undefined;
  screen: ScreenKey;
}): boolean {
  return !s.loggedIn && s.disableLogin !== true && s.screen !== 'login';
}

/** What the Login screen offers: nothing yet, the login modal, or the words that sign-in is off. */
export type LoginScreenFace = 'pending' | 'login' | 'unavailable';

/**
 * The Login screen (docs/product.md §2.1, §6): with store config disable_login set, sign-in is off
 * chain-wide, so the screen says so instead of opening a login modal whose LOGIN cannot work.
 * Until the configuration is known (undefined) nothing is decided.
 * @example loginScreenFace({ disable_login: true }) // 'unavailable'
 * @example loginScreenFace(undefined) // 'pending'
 */
export function loginScreenFace(
  config: { disable_login?: boolean | undefined } | undefined,
): LoginScreenFace {
  if (config === undefined) return 'pending';
  return config.disable_login === true ? 'unavailable' : 'login';
}

/**
 * The admin link's label (docs/product.md §2.3): "Admin" below 900px.
 * @example adminLabel(899) // 'Admin'
 */
export function adminLabel(width: number): string {
  return width >= 900 ? m.header_jumpToAdmin : m.header_admin;
}

/**
 * Whether the "Profile" link toggles the dropdown (900px or less) instead of going to Profile.
 * @example profileOpensDropdown(900) // true
 */
export function profileOpensDropdown(width: number): boolean {
  return width <= 900;
}

/**
 * Where the header's "Profile" goes: at 900px or less it toggles the dropdown (null); above that it
 * goes to the Profile screen, which carries the account navigation (docs/product.md §2.3).
 * @example profileLinkHref(1280) // '/account/profile'
 * @example profileLinkHref(900) // null
 */
export function profileLinkHref(width: number): string | null {
  return profileOpensDropdown(width) ? null : '/account/profile';
}

const isProfileArea = (key: ScreenKey) => key === 'account' || key.startsWith('account-');

/**
 * The "Order Now" button: on the content hub, the account screen and its profile-area children.
 * @example showOrderNow('account-rewards') // true
 */
export function showOrderNow(screenKey: ScreenKey): boolean {
  return screenKey === 'content-hub' || isProfileArea(screenKey);
}

/**
 * Where "Order Now" goes: the stored store's Menu when there is a current order, else Home.
 * @example orderNowHref({ hasOrder: true, selectedStoreId: 12 }) // '/12'
 */
export function orderNowHref(s: {
  hasOrder: boolean;
  selectedStoreId?: string | number | null | undefined;
}): string {
  const id = s.selectedStoreId == null ? '' : String(s.selectedStoreId).trim();
  return s.hasOrder && id !== '' ? `/${encodeURIComponent(id)}` : '/';
}

/**
 * The cart icon: on Menu, and on Checkout at 1000px or less (wider, the cart is already on screen).
 * @example showCartIcon('checkout', 1001) // false
 */
export function showCartIcon(screenKey: ScreenKey, width: number): boolean {
  return screenKey === 'menu' || (screenKey === 'checkout' && width <= 1000);
}

const NO_SUMMARY_BAR: ReadonlySet<ScreenKey> = new Set<ScreenKey>([
  'home',
  'checkout',
  'not-found',
  'confirmation',
  'content-hub',
  'login',
]);

/**
 * The middle summary bar (docs/product.md §2.3): not on Home, Checkout, Account, Not found,
 * Confirmation, Content hub, the profile area or Login, and only once day/time, service, store and
 * order are set.
 * @example showSummaryBar({ screen: 'menu', dayAndTime: true, service: true, store: true, order: true }) // true
 */
export function showSummaryBar(s: {
  screen: ScreenKey;
  dayAndTime: boolean;
  service: boolean;
  store: boolean;
  order: boolean;
}): boolean {
  if (NO_SUMMARY_BAR.has(s.screen) || isProfileArea(s.screen)) return false;
  return s.dayAndTime && s.service && s.store && s.order;
}

/** What the admin dashboard's autologin page receives. */
export interface AdminAutologin {
  /** The session cookies by name (__ac, the session cookie, ROUTE_ID). */
  cookies: Readonly<Record<string, string>>;
  /** The tenant API base. */
  apiBase: string;
  chainName: string;
}

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The "Jump To Admin" target (docs/product.md §2.3): the autologin URL with query parameter
 * `params` set to standard base64 of the UTF-8 JSON `{"cookies": {…}, "api_base": "…", "chainName":
 * "…"}` (keys exactly so). Undefined when the URL is not absolute http(s), so no script URL is ever
 * linked.
 * @example adminAutologinUrl('https://admin.example.com/autologin', { cookies: {}, apiBase: 'https://api.example.com', chainName: 'burger' })
 * // 'https://admin.example.com/autologin?params=eyJjb29raWVzIjp7fSwi…'
 */
export function adminAutologinUrl(
  adminDashboardUrl: string,
  s: AdminAutologin,
): string | undefined {
  let url: URL;
  try {
    url = new URL(adminDashboardUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.searchParams.set(
    'params',
    base64Utf8(JSON.stringify({ cookies: s.cookies, api_base: s.apiBase, chainName: s.chainName })),
  );
  return url.toString();
}
