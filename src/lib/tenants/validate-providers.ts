/**
 * Rules of a tenant file's `providers` that its JSON Schema cannot state (docs/architecture.md §6:
 * a production storefront never points at /__sandbox; each real provider needs where it lives and
 * its key). They read the raw parsed file defensively, so they report even when the schema found
 * errors elsewhere.
 */
import type { Issue } from './validate.ts';
import { show } from './words.ts';
import { isHttpUrl } from './formats.ts';

const obj = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : undefined;

/** A site path under /__sandbox: the sandbox's stand-ins, which only a sandbox storefront serves. */
export function isSandboxPath(value: string): boolean {
  return /^\/__sandbox(?:[/?#]|$)/i.test(value);
}

const SANDBOX_HINT =
  'configure the chain\'s real provider (https://…), leave the provider out (it is then not offered), or set "environment": "development"';

/**
 * Provider issues of a tenant file.
 * @example providerIssues({ api_base: 'https://api.example', providers: { address: { kind: 'sandbox' } } })[0].path // 'providers.address.kind'
 */
export function providerIssues(doc: unknown): Issue[] {
  const root = obj(doc);
  const providers = obj(root?.providers);
  if (!root) return [];
  if (!providers) return integrationIssues(root);
  const integrations = obj(root.integrations);
  // The sandbox's stand-ins exist only where the sandbox does: a sandbox tenant, or local work.
  const sandboxServed = root.api_base === 'sandbox' || root.environment === 'development';
  const out: Issue[] = [];
  const sandboxUse = (path: string, value: string) => {
    if (!sandboxServed)
      out.push({
        path,
        message: `${show(value)} points at the sandbox, which a chain's own API does not serve`,
        hint: SANDBOX_HINT,
      });
  };
  const missing = (path: string, why: string, hint = 'add this field') =>
    out.push({ path, message: `is missing: ${why}`, hint });

  const checkSection = (name: 'address' | 'payment_page', real: readonly string[]) => {
    const section = obj(providers[name]);
    if (!section) return;
    const at = `providers.${name}`;
    const kind = text(section.kind);
    const base = text(section.base_url);
    if (kind === 'sandbox') {
      sandboxUse(`${at}.kind`, kind);
      if (base)
        out.push({
          path: `${at}.base_url`,
          message: `${show(base)} is not used by the sandbox's stand-in`,
          hint: 'remove base_url, or choose the provider it belongs to as kind',
        });
    } else if (kind && real.includes(kind)) {
      if (!base) missing(`${at}.base_url`, `a ${kind} provider needs the URL it is reached at`);
      else if (isSandboxPath(base)) sandboxUse(`${at}.base_url`, base);
    }
    if (
      name === 'address' &&
      (kind === 'radar' || kind === 'places') &&
      !text(section.public_key)
    ) {
      const fallback = kind === 'radar' ? 'address_autocomplete_key' : 'maps_api_key';
      if (!text(integrations?.[fallback]))
        missing(
          `${at}.public_key`,
          `a ${kind} provider needs its publishable key`,
          `add the provider's browser key here (or as integrations.${fallback})`,
        );
    }
  };
  checkSection('address', ['radar', 'places']);
  checkSection('payment_page', ['hosted']);

  const wallet = obj(providers.wallet);
  const enabled = Array.isArray(wallet?.enabled) ? wallet.enabled : [];
  if (wallet && root.api_base !== 'sandbox') {
    // The sandbox accepts its own test tokens; a real processor needs the merchant's ids.
    if (enabled.includes('google_pay') && !text(wallet.merchant_id))
      missing('providers.wallet.merchant_id', 'google_pay needs the merchant id it pays to');
    if (enabled.includes('apple_pay') && !text(wallet.platform_merchant_id))
      missing(
        'providers.wallet.platform_merchant_id',
        'apple_pay needs the merchant identifier it pays to',
      );
  }
  return [...out, ...integrationIssues(root)];
}

/** Whether the sandbox serves this tenant's stand-ins: a sandbox tenant, or local work. */
function sandboxServed(root: Record<string, unknown>): boolean {
  return root.api_base === 'sandbox' || root.environment === 'development';
}

/**
 * `integrations` values that only the sandbox answers (a /__sandbox URL, the sandbox's fraud
 * provider), refused for a tenant on its own API in production.
 * @example integrationIssues({ api_base: 'https://api.example', integrations: { fraud_provider: 'sandbox-risk' } })[0].path // 'integrations.fraud_provider'
 */
export function integrationIssues(root: Record<string, unknown>): Issue[] {
  const integrations = obj(root.integrations);
  if (!integrations || sandboxServed(root)) return [];
  const out: Issue[] = [];
  for (const [key, value] of Object.entries(integrations)) {
    if (typeof value !== 'string') continue;
    const sandboxOnly =
      isSandboxPath(value) || (key === 'fraud_provider' && /^sandbox(?:-|$)/.test(value));
    if (sandboxOnly)
      out.push({
        path: `integrations.${key}`,
        message: `${show(value)} is the sandbox's stand-in, which a chain's own API does not serve`,
        hint: 'use the chain\'s real service (https://…), leave the field out, or set "environment": "development"',
      });
  }
  return out;
}

/**
 * Warnings for a production tenant on its own API that would take no card payment or no delivery
 * address: a provider left out is not offered at all there (docs/onboarding.md "Moving to the
 * chain's own API").
 * @example productionWarnings({ api_base: 'https://api.example' }).map((w) => w.path) // ['providers.payment_page', 'providers.address']
 */
export function productionWarnings(doc: unknown): Issue[] {
  const root = obj(doc);
  if (
    !root ||
    typeof root.api_base !== 'string' ||
    !isHttpUrl(root.api_base) ||
    sandboxServed(root)
  )
    return [];
  const providers = obj(root.providers);
  const out: Issue[] = [];
  if (!obj(providers?.payment_page))
    out.push({
      path: 'providers.payment_page',
      message: 'is missing: guests cannot pay by card (only gift cards and pay in store)',
      hint: 'add the chain\'s hosted card page: { "kind": "hosted", "base_url": "https://…" }',
    });
  if (!obj(providers?.address))
    out.push({
      path: 'providers.address',
      message: 'is missing: address search is unavailable, so guests cannot order delivery',
      hint: 'add the chain\'s address provider: { "kind": "radar" or "places", "base_url", "public_key" }',
    });
  return out;
}
