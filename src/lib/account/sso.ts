import type { Branding } from '../../generated/branding.ts';

export type SsoProvider = 'apple' | 'google' | 'okta';

/** The single sign-on exchange payload (docs/product.md §7.2). */
export interface SsoPayload {
  provider: SsoProvider;
  auth_info: { access_token: string; first_name?: string; last_name?: string };
}

/**
 * The single sign-on exchange payload. The platform-account provider (apple) returns the name only
 * on the first sign-in, so first_name/last_name are sent only for apple and only when non-blank.
 * @example ssoPayload('google', { accessToken: 't', firstName: 'Ann' }) // { provider: 'google', auth_info: { access_token: 't' } }
 */
export function ssoPayload(
  provider: SsoProvider,
  result: { accessToken: string; firstName?: string | undefined; lastName?: string | undefined },
): SsoPayload {
  const payload: SsoPayload = { provider, auth_info: { access_token: result.accessToken } };
  if (provider !== 'apple') return payload;
  const first = result.firstName?.trim();
  const last = result.lastName?.trim();
  if (first) payload.auth_info.first_name = first;
  if (last) payload.auth_info.last_name = last;
  return payload;
}

/**
 * The SSO buttons to show, in the order apple, google, okta. Apple also needs its sign-in script
 * on the page, since its button cannot work without it.
 * @example enabledProviders({ apple: { enabled: true }, google: { enabled: true } }, { appleScriptPresent: false }) // ['google']
 */
export function enabledProviders(
  sso: Branding['sso'] | null | undefined,
  env: { appleScriptPresent: boolean },
): SsoProvider[] {
  const out: SsoProvider[] = [];
  if (sso?.apple?.enabled === true && env.appleScriptPresent) out.push('apple');
  if (sso?.google?.enabled === true) out.push('google');
  if (sso?.okta?.enabled === true) out.push('okta');
  return out;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The apple redirect URI (docs/product.md §7.8): the configured return_url (comma-separated) whose
 * origin is the current origin, else the first configured one, else the current origin.
 * @example appleRedirectUri('https://a.example.com/cb, https://b.example.com/cb', 'https://b.example.com') // 'https://b.example.com/cb'
 */
export function appleRedirectUri(
  returnUrlCsv: string | null | undefined,
  currentOrigin: string,
): string {
  const urls = (returnUrlCsv ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '');
  const here = originOf(currentOrigin) ?? currentOrigin;
  return urls.find((u) => originOf(u) === here) ?? urls[0] ?? currentOrigin;
}
