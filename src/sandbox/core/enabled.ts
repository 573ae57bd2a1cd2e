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
