/**
 * Runs on /login/callback, where the identity provider sends the popup back (docs/product.md §7.8):
 * hands the fragment (id_token, state, or an error) to the storefront window that opened the popup,
 * which checks it (./okta.ts), and closes the popup. Opened any other way, the page is left as it
 * is.
 */
import { CALLBACK_PATH, SSO_MESSAGE_TYPE, type SsoCallbackMessage } from '../../../lib/sso/oidc.ts';
import { pagePath } from '../../../lib/i18n/page-path.ts';

/** Returns whether the fragment was handed over. */
export function relayCallback(win: Window): boolean {
  const { hash, origin, pathname, search } = win.location;
  // The token must not stay in the address bar or the history, whoever reads it.
  if (hash) win.history.replaceState(win.history.state, '', `${pathname}${search}`);
  let opener: Window | null = null;
  try {
    opener = win.opener as Window | null;
  } catch {
    opener = null;
  }
  if (!opener || opener.closed) return false;
  const message: SsoCallbackMessage = { type: SSO_MESSAGE_TYPE, hash };
  // Only a storefront window on this very origin may receive it.
  opener.postMessage(message, origin);
  win.close();
  return true;
}

/** Whether a path is the callback screen's (the shells are served with or without a trailing slash). */
export function isCallbackPath(pathname: string): boolean {
  return pathname === CALLBACK_PATH || pathname === `${CALLBACK_PATH}/`;
}

// Stripping the fragment elsewhere would break in-page links, so it acts on the callback screen only.
if (typeof window !== 'undefined' && isCallbackPath(pagePath(window.location.pathname)))
  relayCallback(window);
