/**
 * Calls to the services of docs/product.md §7.8 the page makes itself (weather, IP location): the
 * sandbox's stand-in for a tenant on the sandbox API, the public service otherwise. Each call has a
 * short deadline and fails quietly: these are small touches that never hold a page up. Each caller
 * names its own service, so a page carries only the one it uses.
 */

const DEADLINE_MS = 4_000;

const sandbox = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.api === 'sandbox';

/** The stand-in's path on a sandbox tenant, else the public service. */
export const serviceUrl = (standIn: string, publicUrl: string) => (sandbox() ? standIn : publicUrl);

/** GETs JSON without cookies; undefined on any failure. */
export async function getJson(url: string): Promise<unknown> {
  try {
    const res = await fetch(url, {
      credentials: 'omit',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(DEADLINE_MS),
    });
    return res.ok ? ((await res.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
