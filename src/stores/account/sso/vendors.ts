/**
 * The platform-account (apple) and web-account (google) sign-in (docs/product.md §1, §7.8): their
 * scripts, loaded 500 ms after a sign-in screen appears (docs/product.md §9), and the popup sign-in
 * each offers. The apple button exists only once its script is on the page; $ssoScriptsLoaded tells
 * the buttons.
 */
import { atom } from 'nanostores';
import type { Branding } from '../../../generated/branding.ts';
import { appleRedirectUri } from '../../../lib/account/sso.ts';
import {
  scriptProviders,
  ssoScriptUrl,
  SSO_SCOPES,
  SSO_WIDGET_DELAY_MS,
  type ScriptProvider,
} from '../../../lib/sso/scripts.ts';
import { SsoError } from './okta.ts';

/** How many sign-in scripts have loaded; the buttons re-render when it changes. */
export const $ssoScriptsLoaded = atom(0);

const requested = new Set<ScriptProvider>();

function usesSandbox(): boolean {
  return document.documentElement.dataset.api === 'sandbox';
}

/** Adds the enabled providers' scripts to the page, 500 ms from now, once each. */
export function startSsoWidgets(sso: Branding['sso'] | null | undefined): () => void {
  const timer = setTimeout(() => {
    for (const provider of scriptProviders(sso)) {
      if (requested.has(provider)) continue;
      requested.add(provider);
      const el = document.createElement('script');
      el.src = ssoScriptUrl(provider, usesSandbox());
      el.async = true;
      el.onload = () => $ssoScriptsLoaded.set($ssoScriptsLoaded.get() + 1);
      // A blocked or failed script leaves its button out; a later screen may try again.
      el.onerror = () => requested.delete(provider);
      document.head.append(el);
    }
  }, SSO_WIDGET_DELAY_MS);
  return () => clearTimeout(timer);
}

interface AppleAnswer {
  authorization: { id_token: string };
  user?: { name?: { firstName?: string; lastName?: string } };
}
interface AppleId {
  auth: { init(c: Record<string, unknown>): void; signIn(): Promise<AppleAnswer> };
}
interface GoogleTokenClient {
  requestAccessToken(o?: { prompt?: string }): void;
}
interface GoogleAccounts {
  oauth2: {
    initTokenClient(c: {
      client_id: string;
      scope: string;
      prompt?: string;
      callback: (r: { access_token?: string; error?: string }) => void;
      error_callback?: (e: { type?: string }) => void;
    }): GoogleTokenClient;
  };
}

export interface VendorSignIn {
  accessToken: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

const closedByUser = (e: unknown) =>
  !!e &&
  typeof e === 'object' &&
  ['popup_closed_by_user', 'user_cancelled_authorize'].includes(
    String((e as { error?: unknown }).error),
  );

/** Apple's popup sign-in; the name comes only on a customer's first sign-in. */
export async function signInWithApple(sso: Branding['sso']): Promise<VendorSignIn> {
  const apple = (window as unknown as { AppleID?: AppleId }).AppleID;
  const config = sso?.apple;
  if (!apple || !config?.client_id)
    throw new SsoError('invalid_configuration', 'Apple sign-in is not available');
  apple.auth.init({
    clientId: config.client_id,
    scope: SSO_SCOPES.apple,
    redirectURI: appleRedirectUri(config.return_url, location.origin),
    usePopup: true,
  });
  try {
    const answer = await apple.auth.signIn();
    return {
      accessToken: answer.authorization.id_token,
      firstName: answer.user?.name?.firstName,
      lastName: answer.user?.name?.lastName,
    };
  } catch (err) {
    if (closedByUser(err)) throw new SsoError('cancelled', 'Apple sign-in was closed');
    throw new SsoError('popup_blocked', 'Apple sign-in failed');
  }
}

/**
 * Google's token popup. An empty prompt lets Google pick the account automatically when the
 * guest has one signed in, and ask only otherwise.
 */
export function signInWithGoogle(sso: Branding['sso']): Promise<VendorSignIn> {
  const google = (window as unknown as { google?: { accounts?: GoogleAccounts } }).google?.accounts;
  const clientId = sso?.google?.client_id;
  if (!google || !clientId)
    return Promise.reject(new SsoError('invalid_configuration', 'Google sign-in is not available'));
  return new Promise((resolve, reject) => {
    google.oauth2
      .initTokenClient({
        client_id: clientId,
        scope: SSO_SCOPES.google,
        prompt: '',
        callback: (r) =>
          r.access_token
            ? resolve({ accessToken: r.access_token })
            : reject(new SsoError('provider_error', 'Google sign-in failed', r.error)),
        error_callback: (e) =>
          reject(
            e.type === 'popup_closed'
              ? new SsoError('cancelled', 'Google sign-in was closed')
              : new SsoError('popup_blocked', 'Google sign-in could not open'),
          ),
      })
      .requestAccessToken();
  });
}
