/**
 * The outside origins a page needs for its tenant's providers (docs/architecture.md §6), per CSP
 * directive, only on the screens that use each provider. A provider on the storefront's own origin
 * (a site path, the sandbox's stand-ins) needs nothing beyond 'self'.
 */
import type { ScreenKey } from '../routes.ts';
import type { Providers, WalletKind } from './config.ts';

export type ProviderDirective = 'script-src' | 'connect-src' | 'frame-src' | 'form-action';
export type ProviderSources = Partial<Record<ProviderDirective, string[]>>;

/**
 * Address search runs on Home (store search) and in the order details modal, which the header
 * opens on every screen but these; Manage addresses uses it too.
 */
const NO_ADDRESS_SEARCH: ReadonlySet<ScreenKey> = new Set(['confirmation', 'login-callback']);
/** The hosted card page is opened from Checkout and from Manage cards. */
const CARD_SCREENS: ReadonlySet<ScreenKey> = new Set(['checkout', 'account-manage-cards']);
/** Wallets pay for an order: Checkout only. */
const WALLET_SCREENS: ReadonlySet<ScreenKey> = new Set(['checkout']);

/**
 * What each wallet's Payment Request fetches: the payment-method manifest at the method's URL and
 * the wallet's own pages it points to.
 */
const WALLET_ORIGINS: Record<WalletKind, ProviderSources> = {
  google_pay: {
    'connect-src': ['https://google.com', 'https://pay.google.com'],
    'frame-src': ['https://pay.google.com'],
  },
  apple_pay: { 'connect-src': ['https://apple.com'] },
};

/**
 * The https origin of a configured URL; null for a site path (our own origin) or anything else.
 * @example httpsOrigin('https://api.radar.io/v1') // 'https://api.radar.io'
 */
export function httpsOrigin(url: string): string | null {
  if (!/^https:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The sources a screen declares for its providers; empty when the tenant uses only its own origin.
 * @example providerSources({ address: { kind: 'radar', base_url: 'https://api.radar.io', public_key: 'k' }, payment_page: null, wallet: null }, 'home') // { 'connect-src': ['https://api.radar.io'] }
 */
export function providerSources(providers: Providers, screen: ScreenKey): ProviderSources {
  const out: Record<ProviderDirective, Set<string>> = {
    'script-src': new Set(),
    'connect-src': new Set(),
    'frame-src': new Set(),
    'form-action': new Set(),
  };
  const add = (sources: ProviderSources) => {
    for (const [name, list] of Object.entries(sources) as [ProviderDirective, string[]][])
      list.forEach((o) => out[name].add(o));
  };
  const address = providers.address;
  if (address && address.kind !== 'sandbox' && !NO_ADDRESS_SEARCH.has(screen)) {
    const origin = httpsOrigin(address.base_url);
    if (origin) add({ 'connect-src': [origin] });
  }
  const page = providers.payment_page;
  if (page?.kind === 'hosted' && CARD_SCREENS.has(screen)) {
    // The page is reached by navigation, which connect-src does not govern; a provider may also
    // show it in a frame or post back to it (3-D Secure), which frame-src and form-action do.
    const origin = httpsOrigin(page.base_url);
    if (origin) add({ 'frame-src': [origin], 'form-action': [origin] });
  }
  const wallet = providers.wallet;
  if (wallet && !wallet.sandbox && WALLET_SCREENS.has(screen))
    wallet.enabled.forEach((w) => add(WALLET_ORIGINS[w]));
  return Object.fromEntries(
    Object.entries(out)
      .filter(([, set]) => set.size > 0)
      .map(([name, set]) => [name, [...set]]),
  );
}
