/**
 * The guest's marketing consent, asked once per tenant and kept in localStorage (storage is per
 * origin, and the key names the tenant besides). Fraud detection and error monitoring are
 * necessary services and never wait for it. A stored value that is not one of ours reads as
 * "not asked yet", so a corrupted entry asks again instead of breaking the page.
 */
export type Consent = 'granted' | 'denied';

/** The event the banner dispatches on window once the guest has chosen. */
export const CONSENT_EVENT = 'storefront:consent';

/** @example consentKey('burger') // 'sf.consent.burger' */
export const consentKey = (tenant: string) => `sf.consent.${tenant}`;

/**
 * What a stored value means.
 * @example decodeConsent('{"v":1,"choice":"granted"}') // 'granted'
 * @example decodeConsent('granted!!') // undefined
 */
export function decodeConsent(raw: string | null): Consent | undefined {
  if (!raw) return undefined;
  try {
    const doc: unknown = JSON.parse(raw);
    const choice = (doc as { choice?: unknown } | null)?.choice;
    return choice === 'granted' || choice === 'denied' ? choice : undefined;
  } catch {
    return undefined;
  }
}

/** The guest's choice for a tenant, or undefined when not asked yet (or unreadable). */
export function readConsent(
  tenant: string,
  storage: Pick<Storage, 'getItem'> | undefined,
): Consent | undefined {
  try {
    return decodeConsent(storage?.getItem(consentKey(tenant)) ?? null);
  } catch {
    return undefined;
  }
}

/** Keeps the choice and tells the loaded services (which start marketing only when granted). */
export function saveConsent(
  tenant: string,
  choice: Consent,
  storage: Pick<Storage, 'setItem'> | undefined,
): void {
  try {
    storage?.setItem(
      consentKey(tenant),
      JSON.stringify({ v: 1, choice, at: new Date().toISOString() }),
    );
  } catch {
    // Private modes may refuse storage: the choice then holds for this page only.
  }
  if (typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { tenant, choice } }));
}
