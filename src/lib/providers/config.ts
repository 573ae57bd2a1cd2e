/**
 * Which provider implementation a tenant's pages use (DESIGN §6): the tenant file's `providers`,
 * else the sandbox's stand-in while the tenant runs on the sandbox API, else none: a storefront on
 * a chain's own API never points at /__sandbox. The shell renders the result as JSON for the
 * browser (PROVIDERS_SCRIPT_ID) and the browser reads it back with decodeProviders.
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

const rec = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function decodeAddress(v: unknown): AddressConfig | null {
  const a = rec(v);
  if (a?.kind === 'sandbox') return { kind: 'sandbox' };
  const base = str(a?.base_url);
  const key = str(a?.public_key);
  return (a?.kind === 'radar' || a?.kind === 'places') && base && key
    ? { kind: a.kind, base_url: base, public_key: key }
    : null;
}

function decodePaymentPage(v: unknown): PaymentPageConfig | null {
  const p = rec(v);
  if (p?.kind === 'sandbox') return { kind: 'sandbox' };
  const base = str(p?.base_url);
  return p?.kind === 'hosted' && base ? { kind: 'hosted', base_url: base } : null;
}

function decodeWallet(v: unknown): WalletConfig | null {
  const w = rec(v);
  if (!w || !Array.isArray(w.enabled)) return null;
  return {
    sandbox: w.sandbox === true,
    enabled: w.enabled.filter((e): e is WalletKind => e === 'google_pay' || e === 'apple_pay'),
    merchant_id: str(w.merchant_id),
    platform_merchant_id: str(w.platform_merchant_id),
    display_name: str(w.display_name) ?? '',
  };
}

/**
 * The page's providers read back from the shell's JSON; anything malformed is "not offered", so a
 * damaged page can never send a guest to a wrong or sandbox address.
 * @example decodeProviders('{"address":{"kind":"sandbox"}}').address // { kind: 'sandbox' }
 */
export function decodeProviders(json: string | null | undefined): Providers {
  try {
    const doc = rec(JSON.parse(json ?? 'null'));
    if (!doc) return NO_PROVIDERS;
    return {
      address: decodeAddress(doc.address),
      payment_page: decodePaymentPage(doc.payment_page),
      wallet: decodeWallet(doc.wallet),
    };
  } catch {
    return NO_PROVIDERS;
  }
}
