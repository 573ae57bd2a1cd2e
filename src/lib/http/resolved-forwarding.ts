/**
 * How scripts/serve.ts hands the client address and scheme it resolved (by TRUST_PROXY, see
 * trust-proxy.ts) to the Astro endpoints it runs in the same process: two internal headers, whose
 * incoming copies it removes first, believed only once serve.ts has marked the process. Under
 * `astro dev` nothing strips them, so there they are ignored.
 */
export const CLIENT_IP_HEADER = 'x-storefront-client-ip';
export const CLIENT_PROTO_HEADER = 'x-storefront-proto';

const MARK = Symbol.for('storefront.forwardingResolved');
type Marked = { [MARK]?: boolean };

/** Called once by the production server, which strips and sets the headers on every request. */
export function markForwardingResolved(): void {
  (globalThis as Marked)[MARK] = true;
}

/** What the production server resolved for this request, or undefined outside it. */
export function resolvedForwarding(
  headers: Headers,
): { ip: string | undefined; https: boolean } | undefined {
  if ((globalThis as Marked)[MARK] !== true) return undefined;
  return {
    ip: headers.get(CLIENT_IP_HEADER) ?? undefined,
    https: headers.get(CLIENT_PROTO_HEADER) === 'https',
  };
}
