import { atom, computed, onMount } from 'nanostores';
import { callApi } from '../../api/client.ts';
import type { StoreConfig } from '../../generated/store-config';
import { fillBranding, type ResolvedBranding } from '../../lib/branding/defaults.ts';
import { DEFAULT_CURRENCY_SYMBOL } from '../../lib/format/currency.ts';
import {
  decodeProviders,
  NO_PROVIDERS,
  PROVIDERS_SCRIPT_ID,
  type Providers,
} from '../../lib/providers/config.ts';
import * as calls from '../../generated/api-calls.ts';
import { BRANDING_EVENT, BRANDING_TAG_ID } from '../../lib/branding/event.ts';

/** Chain-wide store configuration (docs/product.md §3), loaded once per page. */
export const $storeConfig = atom<StoreConfig | undefined>(undefined);

onMount($storeConfig, () => {
  callApi(calls.storeConfiguration)
    .then((config) => $storeConfig.set(config as StoreConfig))
    .catch(() => $storeConfig.set({})); // docs/product.md §8: other failures are only logged
});

/**
 * The chain's currency symbol (docs/product.md §3 "Store configuration" localization, §9 "Money and
 * dates"), read here once for every island and store that shows money through formatMoney.
 */
export const $currencySymbol = computed(
  $storeConfig,
  (config): string => config?.localization?.currency_symbol ?? DEFAULT_CURRENCY_SYMBOL,
);

/**
 * The branding the shell states (src/layouts/Shell.astro's sf-branding), already filled over the
 * defaults by the build, so the defaults' code stays out of every page's first load
 * (docs/architecture.md §8). The server renders islands with the defaults; a live tenant's shell
 * states them too, until its theme-config arrives (src/layouts/live-branding.ts, which rewrites the
 * tag and tells this store by BRANDING_EVENT).
 */
function readBranding(): ResolvedBranding {
  if (import.meta.env.SSR) return fillBranding({});
  // The tag is the build's own output, like the providers' (pageProviders below).
  return JSON.parse(
    document.getElementById(BRANDING_TAG_ID)?.textContent ?? '',
  ) as ResolvedBranding;
}

/** The page's branding: the shell's, replaced when a live theme-config arrives. */
export const $branding = atom<ResolvedBranding>(readBranding());

// A live tenant's theme-config, applied by src/layouts/live-branding.ts after this store started
// (before, the shell's tag already states it).
if (!import.meta.env.SSR)
  document.addEventListener(BRANDING_EVENT, (event) =>
    $branding.set((event as CustomEvent<ResolvedBranding>).detail),
  );

/** Tenant facts the shell states on <html>. */
export function tenantName(): string {
  return typeof document === 'undefined' ? '' : (document.documentElement.dataset.tenantName ?? '');
}

let providers: Providers | undefined;

/**
 * The page's providers (address search, hosted card page, wallets) as the shell states them
 * (src/components/ProviderCsp.astro); read once, they are fixed per build. None outside a page.
 */
export function pageProviders(): Providers {
  if (typeof document === 'undefined') return NO_PROVIDERS;
  providers ??= decodeProviders(document.getElementById(PROVIDERS_SCRIPT_ID)?.textContent);
  return providers;
}
