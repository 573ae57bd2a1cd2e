/**
 * Which provider implementation a tenant's pages use (docs/architecture.md §6): the tenant file's
 * `providers`, else the sandbox's stand-in while the tenant runs on the sandbox API, else none: a
 * storefront on a chain's own API never points at /__sandbox. The shell renders the result as JSON
 * for the browser (PROVIDERS_SCRIPT_ID) and the browser reads it back with decodeProviders.
 */
import type { Tenant } from '../../generated/tenant';

/** The id of the shell's JSON script tag that carries the page's providers. */
export const PROVIDERS_SCRIPT_ID = 'sf-providers';

export type AddressConfig =
  { kind: 'sandbox' } | { kind: 'radar' | 'places'; base_url: string; public_key: string };

export type PaymentPageConfig = { kind: 'sandbox' } | { kind: 'hosted'; base_url: string };

export type WalletKind = 'google_pay' | 'apple_pay';

export interface WalletConfig {
  /**
   * The sandbox's implicit test wallets (no wallet configured on a sandbox tenant): no merchant ids,
   * and no outside origins declared for them.
   */
  sandbox: boolean;
  enabled: WalletKind[];
  merchant_id: string | null;
  platform_merchant_id: string | null;
  display_name: string;
}

/** What the browser needs to know; null means "not offered on this storefront". */
export interface Providers {
  address: AddressConfig | null;
  payment_page: PaymentPageConfig | null;
  wallet: WalletConfig | null;
}

export const NO_PROVIDERS: Providers = { address: null, payment_page: null, wallet: null };

type TenantProviders = Pick<Tenant, 'name' | 'api_base' | 'providers' | 'integrations'>;

/**
 * The providers of a tenant's pages. Kinds the file leaves out fall back to the sandbox only when
 * api_base is "sandbox".
 * @example resolveProviders({ name: 'X', api_base: 'https://api.x.example' }).address // null
 */
export function resolveProviders(tenant: TenantProviders): Providers {
  const onSandbox = tenant.api_base === 'sandbox';
  const p = tenant.providers ?? {};
  const keys = tenant.integrations ?? {};

  let address: AddressConfig | null = onSandbox ? { kind: 'sandbox' } : null;
  if (p.address?.kind === 'sandbox') address = { kind: 'sandbox' };
  else if (p.address?.base_url) {
    const key =
      p.address.public_key ??
      (p.address.kind === 'radar' ? keys.address_autocomplete_key : keys.maps_api_key);
    if (key) address = { kind: p.address.kind, base_url: p.address.base_url, public_key: key };
  }

  let payment_page: PaymentPageConfig | null = onSandbox ? { kind: 'sandbox' } : null;
  if (p.payment_page?.kind === 'sandbox') payment_page = { kind: 'sandbox' };
  else if (p.payment_page?.base_url)
    payment_page = { kind: 'hosted', base_url: p.payment_page.base_url };

  const wallet: WalletConfig | null = p.wallet
    ? {
        sandbox: false,
        enabled: [...new Set(p.wallet.enabled)],
        merchant_id: p.wallet.merchant_id ?? null,
        platform_merchant_id: p.wallet.platform_merchant_id ?? null,
        display_name: p.wallet.display_name ?? tenant.name,
      }
    : onSandbox
      ? {
          sandbox: true,
          enabled: ['apple_pay', 'google_pay'],
          merchant_id: null,
          platform_merchant_id: null,
          display_name: tenant.name,
        }
      : null;
  return { address, payment_page, wallet };
}

/**
 * The page's providers read back from the shell's JSON. The tag is the build's own output (like
 * sf-branding), so only its presence and syntax are checked here, keeping first-load JavaScript
 * small (docs/architecture.md §8); the adapters treat a kind they do not know as no provider.
 * @example decodeProviders('{"address":{"kind":"sandbox"}}').address // { kind: 'sandbox' }
 */
export function decodeProviders(json: string | null | undefined): Providers {
  try {
    return { ...NO_PROVIDERS, ...(JSON.parse(json ?? 'null') as Partial<Providers> | null) };
  } catch {
    return NO_PROVIDERS;
  }
}
