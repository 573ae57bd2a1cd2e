/**
 * The stand-in collectors take beacons. navigator.sendBeacon can neither add the fixture API's
 * X-Storefront header nor always send JSON, so these paths alone accept text/plain or JSON bodies
 * from the same origin; every other fixture route keeps the full rule (fixture/guard.ts). The flag
 * service's OFREP endpoint is the same case: a standard client sends no header of ours.
 */
import { checkSameOrigin, type Refusal } from '../../api/proxy-rules.ts';

export const COLLECT_PATH =
  /^\/integrations\/(?:collect\/[a-z-]{1,40}|flags\/ofrep\/v1\/evaluate\/flags)$/;

const BEACON_TYPES = new Set(['text/plain', 'application/json']);

/** A refusal for a beacon to a stand-in collector, or undefined when it may be recorded. */
export function beaconRefusal(headers: Headers, host: string): Refusal | undefined {
  const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!BEACON_TYPES.has(type))
    return { status: 415, code: 'content_type', message: 'Send the beacon as text/plain or JSON' };
  return checkSameOrigin(headers, host);
}
