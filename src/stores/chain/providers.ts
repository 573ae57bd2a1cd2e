/**
 * The page's providers (address search, hosted card page, wallets) as the shell states them in its
 * JSON script tag (src/components/ProviderCsp.astro). Read once: they are fixed per build.
 */
import { hostedPaymentUrl } from '../../lib/checkout/hosted-page.ts';
import {
  decodeProviders,
  PROVIDERS_SCRIPT_ID,
  type Providers,
} from '../../lib/providers/config.ts';

let read: Providers | undefined;

/** This storefront's providers; none outside a page (tests may set the tag first). */
export function pageProviders(): Providers {
  if (typeof document === 'undefined') return decodeProviders(null);
  read ??= decodeProviders(document.getElementById(PROVIDERS_SCRIPT_ID)?.textContent);
  return read;
}

/**
 * The hosted card page's start URL for coming back to `returnPath`, or null when this storefront
 * has no card payment page (it is then not offered).
 */
export function hostedCardPage(returnPath: string): string | null {
  return hostedPaymentUrl(returnPath, pageProviders().payment_page, location.origin);
}
