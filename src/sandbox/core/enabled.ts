/**
 * Whether the sandbox may run: on unless NODE_ENV=production, where STOREFRONT_SANDBOX=on enables
 * it; STOREFRONT_SANDBOX=off always disables it. Its own module so that scripts/serve.ts can ask
 * without loading the sandbox's database code.
 */
export function sandboxEnabled(): boolean {
  // Read through a local binding at call time: a bundler must not inline NODE_ENV at build time.
  const { env } = process;
  const flag = env.STOREFRONT_SANDBOX;
  if (flag === 'off') return false;
  return env.NODE_ENV !== 'production' || flag === 'on';
}

/**
 * Whether a tenant's fixture API (reset, clock, faults, outbox, the hosted payment page and direct
 * API access under /__sandbox/) answers: only for a tenant whose api_base is the sandbox, outside
 * production — a storefront in front of a real tenant API must not expose test controls — unless
 * STOREFRONT_SANDBOX=on asks for it explicitly.
 * @example fixtureApiEnabled('https://api.chain.example/') // false unless STOREFRONT_SANDBOX=on
 */
export function fixtureApiEnabled(apiBase: string): boolean {
  const { env } = process;
  const flag = env.STOREFRONT_SANDBOX;
  if (flag === 'off') return false;
  if (flag === 'on') return true;
  return apiBase === 'sandbox' && env.NODE_ENV !== 'production';
}
