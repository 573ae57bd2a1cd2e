/**
 * Where the platform-account (apple) and web-account (google) sign-in scripts come from
 * (docs/product.md §1, §7.8) and when they start (docs/product.md §9: SSO widgets start 500 ms
 * after the screen appears). A tenant on the sandbox API gets the sandbox's stand-ins, which behave
 * like the vendors' scripts.
 */
export type ScriptProvider = 'apple' | 'google';

export const SSO_WIDGET_DELAY_MS = 500;

export const VENDOR_SCRIPTS: Readonly<Record<ScriptProvider, string>> = {
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
  google: 'https://accounts.google.com/gsi/client',
};

/**
 * @example ssoScriptUrl('google', true) // '/__sandbox/sso/google.js'
 */
export function ssoScriptUrl(provider: ScriptProvider, sandbox: boolean): string {
  return sandbox ? `/__sandbox/sso/${provider}.js` : VENDOR_SCRIPTS[provider];
}

/**
 * The providers whose scripts a page loads: enabled in branding with a client id.
 * @example scriptProviders({ apple: { enabled: true, client_id: 'a' }, google: { enabled: false } }) // ['apple']
 */
export function scriptProviders(
  sso:
    | {
        [K in ScriptProvider]?:
          { enabled?: boolean | undefined; client_id?: string | undefined } | undefined;
      }
    | null
    | undefined,
): ScriptProvider[] {
  return (['apple', 'google'] as const).filter(
    (p) => sso?.[p]?.enabled === true && !!sso[p]?.client_id,
  );
}

/** The scope each provider is asked for: the e-mail (and apple's name, sent once). */
export const SSO_SCOPES: Readonly<Record<ScriptProvider, string>> = {
  apple: 'name email',
  google: 'openid email profile',
};
