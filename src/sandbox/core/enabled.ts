/**
 * The sandbox switch. It does not read NODE_ENV: the production server always runs with
 * NODE_ENV=production (React's production builds), including for local demos and the end-to-end
 * tests, which need the sandbox. A real deployment marks itself with STOREFRONT_ENV=production
 * instead (README "Deploying"). Its own module so that the server can ask without loading
 * the sandbox's database code.
 */

/** The variable a deployment sets to `production`. */
export const DEPLOYMENT_ENV = 'STOREFRONT_ENV';

// Read through a local binding at call time: a bundler must not inline the value at build time.
const deployed = (env: NodeJS.ProcessEnv) => env[DEPLOYMENT_ENV]?.trim() === 'production';

/**
 * Whether the sandbox may run: on unless STOREFRONT_ENV=production, where STOREFRONT_SANDBOX=on
 * enables it; STOREFRONT_SANDBOX=off always disables it.
 */
export function sandboxEnabled(): boolean {
  const { env } = process;
  const flag = env.STOREFRONT_SANDBOX;
  if (flag === 'off') return false;
  return !deployed(env) || flag === 'on';
}

/**
 * Whether a tenant's fixture API (reset, clock, faults, outbox, the hosted payment page and direct
 * API access under /__sandbox/) answers: only for a tenant whose api_base is the sandbox, outside a
 * production deployment — a storefront in front of a real tenant API must not expose test
 * controls — unless STOREFRONT_SANDBOX=on asks for it explicitly.
 * @example fixtureApiEnabled('https://api.chain.example/') // false unless STOREFRONT_SANDBOX=on
 */
export function fixtureApiEnabled(apiBase: string): boolean {
  const { env } = process;
  const flag = env.STOREFRONT_SANDBOX;
  if (flag === 'off') return false;
  if (flag === 'on') return true;
  return apiBase === 'sandbox' && !deployed(env);
}
