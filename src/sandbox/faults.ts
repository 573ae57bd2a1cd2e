/** Injected faults (the fixture API): slow or failing tenant-API paths, for testing the proxy and the client. */
import { z } from 'zod';
import type { SandboxDb } from './db.ts';
import type { FaultDoc } from './records.ts';

export const faultInput = z.strictObject({
  path: z.string().regex(/^\/[^\s]*$/, "Use a path such as '/stores' or a prefix such as '/orders/*'").max(300),
  status: z.number().int().min(400).max(599).optional(),
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
});

/**
 * A fault's path is exact, or a prefix when it ends with '*'.
 * @example faultMatches({ path: '/orders/*' }, 'GET', '/orders/12') // true
 */
export function faultMatches(fault: FaultDoc, method: string, path: string): boolean {
  if (fault.method && fault.method !== method) return false;
  return fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path;
}

/** The newest fault that matches a call. */
export function matchingFault(db: SandboxDb, method: string, path: string): FaultDoc | undefined {
  return db
    .table<FaultDoc>('faults')
    .all()
    .reverse()
    .find((r) => faultMatches(r.data, method, path))?.data;
}
