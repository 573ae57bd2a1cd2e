/**
 * How the production server (src/server/storefront.ts) hands the client address and scheme it
 * resolved (by TRUST_PROXY, see trust-proxy.ts) to the Astro endpoints: in the adapter's `locals`,
 * which only the server sets; nothing a client sends can reach them. Under `astro dev` there are
 * none, and the endpoints go by the request itself.
 */
export interface ResolvedForwarding {
  ip: string | undefined;
  https: boolean;
}

/** What the production server passes to Astro's handler as `locals`. */
export interface ServerLocals {
  forwarding?: ResolvedForwarding;
}

/** What the production server resolved for this request, or undefined outside it. */
export function resolvedForwarding(locals: object | undefined): ResolvedForwarding | undefined {
  const forwarding = (locals as ServerLocals | undefined)?.forwarding;
  return forwarding && typeof forwarding.https === 'boolean' ? forwarding : undefined;
}
