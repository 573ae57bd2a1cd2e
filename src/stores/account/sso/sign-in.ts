/** Single sign-on from the login and sign-up modals (docs/product.md §1, §2.5, §2.6, §4.1, §8). */
import { userMessage } from '../../../api/errors.ts';
import type { Branding } from '../../../generated/branding.ts';
import { enabledProviders, ssoPayload, type SsoProvider } from '../../../lib/account/sso.ts';
import { fail, ok, type Result } from '../../../lib/result.ts';
import type { StoreConfig } from '../../../generated/store-config';
import { closeModal } from '../../app/modal.ts';
import { $branding, $storeConfig } from '../../chain/config.ts';
import { logInWithSso } from '../sign-in.ts';
import { signInWithOkta, SsoError } from './okta.ts';
import { signInWithApple, signInWithGoogle, type VendorSignIn } from './vendors.ts';

/** The platform and web-account providers need their own scripts on the page. */
function scriptPresent(provider: 'apple' | 'google'): boolean {
  if (typeof window === 'undefined') return false;
  const w = window as unknown as { AppleID?: unknown; google?: { accounts?: unknown } };
  return provider === 'apple' ? !!w.AppleID : !!w.google?.accounts;
}

/** The providers whose buttons can work here: enabled by the chain's branding and usable now. */
export function availableProviders(
  sso: Branding['sso'] | null | undefined,
  chainConfig: StoreConfig | undefined,
): SsoProvider[] {
  const okta = chainConfig?.foreign_auth_providers?.okta;
  return enabledProviders(sso, { appleScriptPresent: scriptPresent('apple') }).filter((p) =>
    p === 'okta' ? !!okta : p === 'google' ? scriptPresent('google') : true,
  );
}

/**
 * Signs in through a provider and closes the modal. Call it straight from the click: the popup
 * opens before the first await, so no popup blocker stops it. `'cancelled'` means the guest closed
 * the popup or gave up, and has nothing to be told.
 */
export async function signInWithProvider(
  provider: SsoProvider,
): Promise<Result<'signedIn' | 'cancelled'>> {
  let answer: VendorSignIn;
  try {
    answer = await vendorSignIn(provider);
  } catch (err) {
    if (err instanceof SsoError && err.cancelled) return ok('cancelled');
    return fail(userMessage('sso', err));
  }
  // docs/product.md §7.2: the name goes with apple's token only, and only when apple returned it.
  const signedIn = await logInWithSso(ssoPayload(provider, answer));
  if (!signedIn.ok) return signedIn;
  closeModal();
  return ok('signedIn');
}

async function vendorSignIn(provider: SsoProvider): Promise<VendorSignIn> {
  const sso = $branding.get().sso;
  if (provider === 'apple') return signInWithApple(sso);
  if (provider === 'google') return signInWithGoogle(sso);
  const okta = $storeConfig.get()?.foreign_auth_providers?.okta;
  if (!okta) throw new Error('unavailable');
  const { idToken } = await signInWithOkta({
    issuerUrl: okta.issuer_url,
    clientId: okta.client_id,
  });
  return { accessToken: idToken };
}
