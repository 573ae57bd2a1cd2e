/**
 * The sandbox's OIDC issuer, as both sides see it: where it lives, which clients it knows and which
 * redirect URIs it accepts. No dependencies, so the token exchange can use it without loading the
 * issuer itself.
 */

/** Where the issuer is mounted on every tenant host; store configurations name it by this path. */
export const ISSUER_PATH = '/__sandbox/oidc';

/** The storefront's callback screen (src/lib/routes.ts), the only redirect target. */
export const CALLBACK_PATH = '/login/callback';

/** Host names that only ever reach this machine, on any port. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** host[:port] as a Host header may carry it; anything else could smuggle a path or user info into the issuer URL. */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * @example clientIdFor('burger') // 'storefront-burger'
 */
export function clientIdFor(tenant: string): string {
  return `storefront-${tenant}`;
}

/**
 * The issuer identifier for a request's Host header, or undefined when the header is not a plain
 * host[:port].
 * @example issuerForHost('burger.localhost:4321') // 'http://burger.localhost:4321/__sandbox/oidc'
 */
export function issuerForHost(
  host: string | undefined,
  protocol: 'http' | 'https' = 'http',
): string | undefined {
  if (!host || !HOST_HEADER.test(host)) return undefined;
  return `${protocol}://${host.toLowerCase()}${ISSUER_PATH}`;
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Whether an id_token's `iss` names a sandbox issuer: an http(s) origin followed by exactly
 * ISSUER_PATH. The origin varies with the host and port the storefront was opened on.
 */
export function isSandboxIssuer(iss: unknown): boolean {
  if (typeof iss !== 'string') return false;
  const url = parseUrl(iss);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  return url.href === `${url.origin}${ISSUER_PATH}` && !url.username && !url.password;
}

/**
 * Redirect URIs the tenant's client may use: the callback screen over http(s), on any port, at
 * <tenant>.localhost, a loopback name, or the host the issuer itself was reached on (a tenant's own
 * host name while the sandbox is on). Registering every port is impossible, so the issuer asks this
 * instead of comparing with its registered list.
 */
export function sandboxRedirectUriAllowed(
  uri: string,
  tenant: string,
  issuerHost: string,
): boolean {
  const url = parseUrl(uri);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (
    url.pathname !== CALLBACK_PATH ||
    url.search ||
    url.hash ||
    uri.includes('#') ||
    url.username ||
    url.password
  )
    return false;
  return (
    url.hostname === `${tenant}.localhost` ||
    LOOPBACK_HOSTS.has(url.hostname) ||
    url.host === issuerHost.toLowerCase()
  );
}
