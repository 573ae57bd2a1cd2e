/**
 * What each outside-service stand-in received, per tenant, in memory (docs/architecture.md §6b):
 * tests read it at GET /__sandbox/integrations, and the sandbox reset clears it. Bounded, so a page
 * left open cannot grow it without end.
 */
export const SERVICES = [
  'pixel',
  'tag-manager',
  'rum',
  'widget',
  'fraud',
  'payment-fraud',
  'flags',
  'weather',
  'ip-location',
  'sign-in',
] as const;
export type Service = (typeof SERVICES)[number];

export interface Received {
  at: string;
  /** The body as sent: JSON when it parses, else the text. */
  body: unknown;
  contentType: string;
}

const MAX_PER_SERVICE = 500;
const byTenant = new Map<string, Record<Service, Received[]>>();

const empty = (): Record<Service, Received[]> =>
  Object.fromEntries(SERVICES.map((s) => [s, []])) as unknown as Record<Service, Received[]>;

export function isService(name: string): name is Service {
  return (SERVICES as readonly string[]).includes(name);
}

export function record(tenant: string, service: Service, entry: Received): void {
  let all = byTenant.get(tenant);
  if (!all) byTenant.set(tenant, (all = empty()));
  const list = all[service];
  list.push(entry);
  if (list.length > MAX_PER_SERVICE) list.splice(0, list.length - MAX_PER_SERVICE);
}

export function received(tenant: string): Record<Service, Received[]> {
  return byTenant.get(tenant) ?? empty();
}

export function clearReceived(tenant: string): void {
  byTenant.delete(tenant);
}

/**
 * Records a stand-in that is read rather than posted to (flags, weather, IP location, sign-in):
 * what it was asked, without the e-mail a sign-in names.
 */
export function recordRead(tenant: string, service: Service, url: URL): void {
  const query = Object.fromEntries(
    [...url.searchParams].map(([k, v]) => [k, k === 'email' ? '[email]' : v]),
  );
  record(tenant, service, { at: new Date().toISOString(), body: query, contentType: '' });
}
