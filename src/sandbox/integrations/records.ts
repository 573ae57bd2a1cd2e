/**
 * What each outside-service stand-in received, per tenant, in memory (DESIGN §6b): tests read it
 * at GET /__sandbox/integrations, and the sandbox reset clears it. Bounded, so a page left open
 * cannot grow it without end.
 */
export const SERVICES = ['pixel', 'tag-manager', 'rum', 'widget'] as const;
export type Service = (typeof SERVICES)[number];

export interface Received {
  at: string;
  /** The body as sent: JSON when it parses, else the text. */
  body: unknown;
  contentType: string;
}

const MAX_PER_SERVICE = 500;
const byTenant = new Map<string, Record<Service, Received[]>>();

const empty = (): Record<Service, Received[]> => ({
  pixel: [],
  'tag-manager': [],
  rum: [],
  widget: [],
});

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
