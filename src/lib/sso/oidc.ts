/**
 * The OIDC provider sign-in of docs/product.md §7.8 as pure functions: issuer and discovery, the
 * implicit id_token authorization request, and the checks on what comes back to /login/callback.
 * No DOM; src/stores/account/sso/okta.ts drives the popup with them.
 */

export const SSO_SCOPE = 'openid profile email';
export const CALLBACK_PATH = '/login/callback';
/** The `type` of the message /login/callback posts to the window that opened it. */
export const SSO_MESSAGE_TYPE = 'storefront-sso';

export interface SsoCallbackMessage {
  type: typeof SSO_MESSAGE_TYPE;
  hash: string;
}

const isHttpUrl = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

function parseUrl(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/**
 * The issuer identifier for a store configuration's issuer_url: an absolute http(s) URL as it is,
 * or a site path (the sandbox's "/__sandbox/oidc") on the storefront's own origin. No trailing
 * slash, as discovery appends "/.well-known/…". Undefined for anything else.
 * @example resolveIssuer('/__sandbox/oidc', 'http://burger.localhost:4321') // 'http://burger.localhost:4321/__sandbox/oidc'
 * @example resolveIssuer('https://acme.okta.com/oauth2/default/', 'https://order.acme.com') // 'https://acme.okta.com/oauth2/default'
 */
export function resolveIssuer(issuerUrl: string, origin: string): string | undefined {
  const value = issuerUrl.trim();
  const sitePath = /^\/(?!\/)[^\s\\]*$/.test(value);
  if (!sitePath && !/^https?:\/\//i.test(value)) return undefined;
  const url = parseUrl(value, sitePath ? origin : undefined);
  if (!url || !isHttpUrl(url) || url.search || url.hash || url.username || url.password)
    return undefined;
  return url.href.replace(/\/+$/, '');
}

/**
 * @example discoveryUrl('https://acme.okta.com/oauth2/default') // 'https://acme.okta.com/oauth2/default/.well-known/openid-configuration'
 */
export function discoveryUrl(issuer: string): string {
  return `${issuer}/.well-known/openid-configuration`;
}

/**
 * The authorization endpoint of a discovery document, or undefined when the document is not the
 * issuer's own (OIDC Discovery §4.3: its `issuer` must equal the one asked for) or names no http(s)
 * endpoint.
 */
export function authorizationEndpoint(doc: unknown, issuer: string): string | undefined {
  if (!doc || typeof doc !== 'object') return undefined;
  const { issuer: claimed, authorization_endpoint: endpoint } = doc as Record<string, unknown>;
  if (claimed !== issuer || typeof endpoint !== 'string') return undefined;
  const url = parseUrl(endpoint);
  return url && isHttpUrl(url) && !url.hash ? url.href : undefined;
}

/**
 * @example callbackUri('http://burger.localhost:4321') // 'http://burger.localhost:4321/login/callback'
 */
export function callbackUri(origin: string): string {
  return `${origin}${CALLBACK_PATH}`;
}

export interface AuthorizeRequest {
  endpoint: string;
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
}

/** The implicit-flow authorization request: an id_token only, returned in the fragment. */
export function authorizeUrl({
  endpoint,
  clientId,
  redirectUri,
  state,
  nonce,
}: AuthorizeRequest): string {
  const url = new URL(endpoint);
  const params = {
    client_id: clientId,
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: SSO_SCOPE,
    redirect_uri: redirectUri,
    state,
    nonce,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unguessable state or nonce (32 random bytes, base64url). */
export function randomValue(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export interface CallbackParams {
  id_token?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/**
 * The parameters of the callback's fragment (with or without its '#'); unknown ones are dropped.
 * @example parseFragment('#id_token=a.b.c&state=xyz') // { id_token: 'a.b.c', state: 'xyz' }
 */
export function parseFragment(hash: string): CallbackParams {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const out: CallbackParams = {};
  for (const name of ['id_token', 'state', 'error', 'error_description'] as const) {
    const value = params.get(name);
    if (value !== null) out[name] = value;
  }
  return out;
}

/**
 * The payload of a compact JWT, decoded but not verified (the backend verifies the signature).
 * Undefined when it is not a JWT with a JSON object payload.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]+$/.test(parts[1]!)) return undefined;
  try {
    const base64 = parts[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))),
    );
    return json && typeof json === 'object' && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export type CallbackFailure =
  'state_mismatch' | 'provider_error' | 'invalid_response' | 'nonce_mismatch';

export type CallbackResult =
  | { ok: true; idToken: string }
  | { ok: false; code: CallbackFailure; error?: string; description?: string };

/**
 * Checks what the identity provider sent back against the request: the state first (a response to
 * another request is ignored whatever it says), then an error, then the id_token and its nonce.
 */
export function checkCallback(
  hash: string,
  expected: { state: string; nonce: string },
): CallbackResult {
  const params = parseFragment(hash);
  if (params.state !== expected.state) return { ok: false, code: 'state_mismatch' };
  if (params.error !== undefined) {
    return {
      ok: false,
      code: 'provider_error',
      error: params.error,
      ...(params.error_description !== undefined ? { description: params.error_description } : {}),
    };
  }
  if (!params.id_token) return { ok: false, code: 'invalid_response' };
  const payload = decodeJwtPayload(params.id_token);
  if (!payload) return { ok: false, code: 'invalid_response' };
  if (payload['nonce'] !== expected.nonce) return { ok: false, code: 'nonce_mismatch' };
  return { ok: true, idToken: params.id_token };
}

/** Whether a postMessage payload is the callback page's report. */
export function isCallbackMessage(data: unknown): data is SsoCallbackMessage {
  return (
    !!data &&
    typeof data === 'object' &&
    (data as { type?: unknown }).type === SSO_MESSAGE_TYPE &&
    typeof (data as { hash?: unknown }).hash === 'string'
  );
}
