/**
 * Which outside services a page loads, from its tenant file (docs/architecture.md §6b,
 * docs/product.md §1 "outside services"). Pure: the shell renders the result as JSON for the
 * browser and as CSP origins.
 */
import type { Tenant } from '../generated/tenant';

/** Vendor scripts used when a tenant names an id but no script URL. */
export const VENDOR = {
  pixelScript: 'https://connect.facebook.net/en_US/fbevents.js',
  /** Where the real pixel script sends its events. */
  pixelConnect: ['https://www.facebook.com'],
  tagManagerScript: 'https://www.googletagmanager.com/gtm.js',
  tagManagerConnect: ['https://www.google-analytics.com'],
} as const;

/** What one page of one tenant loads; every part is absent when not configured or not allowed. */
export interface PageIntegrations {
  tenant: string;
  /** Marketing (pixel, tag manager): only after consent, never on payment steps. */
  pixel?: { id: string; script: string };
  tagManager?: { id: string; script: string };
  currency: string;
  /** Necessary services: always on. */
  monitoring?: { key: string; collector: string; sampleRate: number };
  widget?: { id: string; script: string };
  /** Necessary: the feature-flag service (docs/product.md §1, §9). */
  flags?: { url: string; clientKey: string };
  /**
   * Necessary: fraud detection (docs/product.md §7.7): the fingerprint, and page and login views.
   */
  fraud?: { provider: string; collector?: string };
  /** Confirmation of a tenant with marketing: the order's total is kept for the next page's tags. */
  notePurchase?: true;
}

/**
 * Screens where no marketing tag runs: Checkout and Confirmation (the payment page is the
 * provider's own), and the sign-in callback, which only passes through.
 */
const NO_MARKETING: ReadonlySet<string> = new Set(['checkout', 'confirmation', 'login-callback']);
/** The sign-in callback redirects at once: nothing is worth loading there. */
const NOTHING: ReadonlySet<string> = new Set(['login-callback']);

type TenantLike = Pick<Tenant, 'id' | 'integrations'> & {
  branding?: { marketing_ids?: { meta_pixel_identifier?: string } } | undefined;
};

/** Whether the tenant configures a marketing service (and so asks for consent at all). */
export function hasMarketing(tenant: TenantLike): boolean {
  return !!(
    tenant.branding?.marketing_ids?.meta_pixel_identifier || tenant.integrations?.tag_manager_id
  );
}

/**
 * The services a screen of a tenant loads, or null when none (the page then carries nothing).
 * @example pageIntegrations({ id: 'x', integrations: { tag_manager_id: 'GTM-1' } }, 'checkout') // null
 */
export function pageIntegrations(tenant: TenantLike, screenKey: string): PageIntegrations | null {
  if (NOTHING.has(screenKey)) return null;
  const i = tenant.integrations ?? {};
  const out: PageIntegrations = { tenant: tenant.id, currency: i.marketing_currency ?? 'USD' };
  if (screenKey === 'confirmation' && hasMarketing(tenant)) out.notePurchase = true;
  if (!NO_MARKETING.has(screenKey)) {
    const pixelId = tenant.branding?.marketing_ids?.meta_pixel_identifier;
    if (pixelId) out.pixel = { id: pixelId, script: i.meta_pixel_script_url ?? VENDOR.pixelScript };
    if (i.tag_manager_id)
      out.tagManager = {
        id: i.tag_manager_id,
        script: i.tag_manager_script_url ?? VENDOR.tagManagerScript,
      };
  }
  if (i.rum_public_key && i.rum_collector_url)
    out.monitoring = {
      key: i.rum_public_key,
      collector: i.rum_collector_url,
      sampleRate: i.rum_sample_rate ?? 1,
    };
  if (i.accessibility_widget_id && i.accessibility_widget_script_url)
    out.widget = { id: i.accessibility_widget_id, script: i.accessibility_widget_script_url };
  if (i.feature_flags_client_key && i.feature_flags_url)
    out.flags = { url: i.feature_flags_url, clientKey: i.feature_flags_client_key };
  // Without a collector, fraud detection has only the fingerprint to do, which the payment takes
  // itself (src/stores/fraud/fingerprint.ts): no page loads anything for it then.
  if (i.fraud_provider && i.fraud_collector_url)
    out.fraud = {
      provider: i.fraud_provider,
      ...(i.fraud_collector_url ? { collector: i.fraud_collector_url } : {}),
    };
  return out.pixel ||
    out.tagManager ||
    out.monitoring ||
    out.widget ||
    out.notePurchase ||
    out.flags ||
    out.fraud
    ? out
    : null;
}

/** Whether a page asks for consent: its tenant has marketing and this page may run it. */
export function asksConsent(tenant: TenantLike, screenKey: string): boolean {
  const page = pageIntegrations(tenant, screenKey);
  return !!(page?.pixel || page?.tagManager);
}

/** The origin of an absolute https URL; undefined for a site path (our own origin, 'self'). */
function originOf(url: string): string | undefined {
  return /^https:\/\//i.test(url) ? new URL(url).origin : undefined;
}

/**
 * The outside origins a page's CSP must allow for its services: each script's origin, and where
 * each sends data. Site-path stand-ins need nothing beyond 'self'.
 */
export function integrationSources(page: PageIntegrations | null): {
  'script-src': string[];
  'connect-src': string[];
} {
  const script = new Set<string>();
  const connect = new Set<string>();
  const add = (url: string, vendorScript: string, vendorConnect: readonly string[]) => {
    const origin = originOf(url);
    if (!origin) return;
    script.add(origin);
    // A vendor's own script reports to the vendor's collector; a self-hosted one to its own origin.
    (url === vendorScript ? vendorConnect : [origin]).forEach((o) => connect.add(o));
  };
  if (page?.pixel) add(page.pixel.script, VENDOR.pixelScript, VENDOR.pixelConnect);
  if (page?.tagManager)
    add(page.tagManager.script, VENDOR.tagManagerScript, VENDOR.tagManagerConnect);
  if (page?.widget) add(page.widget.script, '', []);
  for (const url of [page?.monitoring?.collector, page?.flags?.url, page?.fraud?.collector]) {
    const origin = url && originOf(url);
    if (origin) connect.add(origin);
  }
  return { 'script-src': [...script], 'connect-src': [...connect] };
}
