/** Single sign-on from the login and sign-up modals (SPEC §1, §2.5, §2.6, §4.1, §8). */
import { userMessage } from '../../../api/errors.ts';
import type { Branding } from '../../../generated/branding.ts';
import { enabledProviders, type SsoProvider } from '../../../lib/account/sso.ts';
import { fail, ok, type Result } from '../../../lib/result.ts';
import type { StoreConfig } from '../../../generated/store-config';
import { closeModal } from '../../app/modal.ts';
import { $storeConfig } from '../../chain/config.ts';
import { logInWithSso } from '../sign-in.ts';
import { signInWithOkta, SsoError } from './okta.ts';

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
  const okta = $storeConfig.get()?.foreign_auth_providers?.okta;
  let idToken: string;
  try {
    if (provider !== 'okta' || !okta) throw new Error('unavailable');
    ({ idToken } = await signInWithOkta({ issuerUrl: okta.issuer_url, clientId: okta.client_id }));
  } catch (err) {
    if (err instanceof SsoError && err.cancelled) return ok('cancelled');
    return fail(userMessage('sso', err));
  }
  const signedIn = await logInWithSso({ provider: 'okta', auth_info: { access_token: idToken } });
  if (!signedIn.ok) return signedIn;
  closeModal();
  return ok('signedIn');
}
