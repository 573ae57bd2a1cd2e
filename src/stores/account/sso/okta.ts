/**
 * Sign-in with the chain's OIDC provider (docs/product.md §7.8, key `okta`): a popup to the
 * provider's authorization endpoint, answered on /login/callback, whose page (./callback.ts) posts
 * the fragment back here. Resolves with the id_token for the single sign-on call (docs/product.md
 * §7.2).
 */
import {
  authorizationEndpoint,
  authorizeUrl,
  callbackUri,
  checkCallback,
  discoveryUrl,
  isCallbackMessage,
  randomValue,
  resolveIssuer,
  type CallbackFailure,
} from '../../../lib/sso/oidc.ts';

export type SsoErrorCode =
  | CallbackFailure
  | 'invalid_configuration'
  | 'discovery_failed'
  | 'popup_blocked'
  | 'popup_closed'
  | 'cancelled'
  | 'timeout';

export class SsoError extends Error {
  readonly code: SsoErrorCode;
  /** The provider's `error` value for code 'provider_error' (e.g. access_denied). */
  readonly providerError: string | undefined;

  constructor(code: SsoErrorCode, message: string, providerError?: string) {
    super(message);
    this.name = 'SsoError';
    this.code = code;
    this.providerError = providerError;
  }

  /** The user gave up (closed the popup, pressed Cancel, or a newer attempt replaced this one): no error message is due. */
  get cancelled(): boolean {
    return (
      this.code === 'popup_closed' ||
      this.code === 'cancelled' ||
      this.providerError === 'access_denied'
    );
  }
}

export interface OktaOptions {
  /** store configuration foreign_auth_providers.okta.issuer_url: absolute, or a site path on this origin. */
  issuerUrl: string;
  clientId: string;
  /** Aborting closes the popup and rejects with code 'cancelled'. */
  signal?: AbortSignal;
}

export const POPUP_WIDTH = 480;
export const POPUP_HEIGHT = 640;
export const SSO_TIMEOUT_MS = 5 * 60_000;
const POLL_MS = 500;
const POPUP_NAME = 'storefront-sso';

const endpoints = new Map<string, string>();
let current: ((error: SsoError) => void) | undefined;

async function discover(issuer: string, signal: AbortSignal): Promise<string> {
  const known = endpoints.get(issuer);
  if (known) return known;
  let endpoint: string | undefined;
  try {
    const res = await fetch(discoveryUrl(issuer), {
      credentials: 'omit',
      headers: { accept: 'application/json' },
      signal,
    });
    endpoint = res.ok ? authorizationEndpoint(await res.json(), issuer) : undefined;
  } catch (err) {
    if (signal.aborted) throw err;
  }
  if (!endpoint)
    throw new SsoError('discovery_failed', 'The sign-in provider could not be reached');
  endpoints.set(issuer, endpoint);
  return endpoint;
}

function popupFeatures(win: Window): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens the provider's sign-in in a popup and resolves with its id_token. Call it directly from the
 * click handler, before any await: browsers only allow popups opened during a user gesture.
 * Rejects with an SsoError: popup_blocked, popup_closed, provider_error, state_mismatch,
 * nonce_mismatch, invalid_response, discovery_failed, invalid_configuration, cancelled or timeout
 * (after 5 minutes).
 */
export function signInWithOkta(
  { issuerUrl, clientId, signal }: OktaOptions,
  win: Window = window,
): Promise<{ idToken: string }> {
  current?.(new SsoError('cancelled', 'A newer sign-in replaced this one'));
  const origin = win.location.origin;
  const issuer = resolveIssuer(issuerUrl, origin);
  if (!issuer || !clientId)
    return Promise.reject(
      new SsoError('invalid_configuration', 'Single sign-on is not configured'),
    );
  if (signal?.aborted)
    return Promise.reject(new SsoError('cancelled', 'The sign-in was cancelled'));

  // Opened blank now, while the click still counts as a user gesture; it is sent on once the
  // provider's endpoint is known.
  const popup = win.open('', POPUP_NAME, popupFeatures(win));
  if (!popup)
    return Promise.reject(new SsoError('popup_blocked', 'The sign-in window was blocked'));

  const state = randomValue();
  const nonce = randomValue();
  const discovery = new AbortController();

  return new Promise((resolve, reject) => {
    let closedSeen = false;
    const cleanup = () => {
      win.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      win.clearInterval(poll);
      win.clearTimeout(timer);
      discovery.abort();
      if (current === fail) current = undefined;
      try {
        if (!popup.closed) popup.close();
      } catch {
        // A popup that went cross-origin may refuse; it is the user's to close then.
      }
    };
    const fail = (error: SsoError) => {
      cleanup();
      reject(error);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup || !isCallbackMessage(event.data))
        return;
      const result = checkCallback(event.data.hash, { state, nonce });
      if (result.ok) {
        cleanup();
        resolve({ idToken: result.idToken });
      } else if (result.code === 'provider_error')
        fail(
          new SsoError(
            'provider_error',
            result.description ?? 'The sign-in provider refused the sign-in',
            result.error,
          ),
        );
      else
        fail(
          new SsoError(
            result.code,
            'The sign-in provider sent an answer that does not match this sign-in',
          ),
        );
    };
    const onAbort = () => fail(new SsoError('cancelled', 'The sign-in was cancelled'));
    // The callback page posts, then closes itself: a closed popup gets one more poll for its message.
    const poll = win.setInterval(() => {
      if (!popup.closed) return;
      if (closedSeen) fail(new SsoError('popup_closed', 'The sign-in window was closed'));
      closedSeen = true;
    }, POLL_MS);
    const timer = win.setTimeout(
      () => fail(new SsoError('timeout', 'The sign-in took too long')),
      SSO_TIMEOUT_MS,
    );

    current = fail;
    win.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort);

    discover(issuer, discovery.signal).then(
      (endpoint) => {
        if (current !== fail) return;
        popup.location.replace(
          authorizeUrl({ endpoint, clientId, redirectUri: callbackUri(origin), state, nonce }),
        );
      },
      (err: unknown) => {
        if (current !== fail) return;
        fail(
          err instanceof SsoError
            ? err
            : new SsoError('discovery_failed', 'The sign-in provider could not be reached'),
        );
      },
    );
  });
}
