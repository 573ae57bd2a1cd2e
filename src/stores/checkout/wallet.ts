/**
 * Wallet payments (docs/product.md §7.3 "Wallet payment"): offered only where the browser has the
 * Payment Request API and can pay with that wallet and the storefront takes it; paid once per
 * attempt like cards. Paying itself is loaded on the first press of a wallet button (wallet-pay.ts,
 * docs/architecture.md §8).
 */
import { atom } from 'nanostores';
import type { WalletKind as Wallet } from '../../lib/providers/config.ts';
import { pageProviders } from '../chain/config.ts';
import { $placing, failed, run } from './pay.ts';

/** The wallets this browser can pay with. */
export const $walletsAvailable = atom<Wallet[]>([]);

/**
 * Which wallets this browser offers, without asking the wallets' servers (a probe would fetch their
 * payment-method manifests, which the page's connect-src does not allow): Apple Pay where Safari
 * says it can pay, Google Pay in Google Chrome's Payment Request. Headless and other browsers: none.
 */
export function detectWallets(): void {
  if (typeof window === 'undefined' || !('PaymentRequest' in window)) return;
  const found: Wallet[] = [];
  const apple = (window as { ApplePaySession?: { canMakePayments?: () => boolean } })
    .ApplePaySession;
  if (apple?.canMakePayments?.() === true) found.push('apple_pay');
  const brands =
    (navigator as { userAgentData?: { brands?: { brand: string }[] } }).userAgentData?.brands ?? [];
  if (brands.some((b) => b.brand === 'Google Chrome')) found.push('google_pay');
  // Only the wallets this storefront takes: none without a wallet provider on a chain's own API.
  const enabled = pageProviders().wallet?.enabled ?? [];
  $walletsAvailable.set(found.filter((w) => enabled.includes(w)));
}

/**
 * Pays with a wallet, once per click: the same checks and extras as PLACE ORDER first, then the
 * wallet's sheet for the order's total, then the payment. On approval the caller goes on to
 * Confirmation; a failure says why and keeps the cart and everything typed.
 */
export const payWithWallet = (wallet: Wallet, onPaid: (orderId: number) => void): Promise<void> =>
  Promise.all([import('./wallet-pay.ts'), run()]).then(
    ([m, { readyForWallet, newIdempotencyKey }]) =>
      m.payWithWallet(wallet, onPaid, { $placing, readyForWallet, failed, newIdempotencyKey }),
    (err: unknown) => failed(err, null),
  );
