/**
 * Where the guest roughly is, from the IP geolocation service (docs/product.md §7.8), asked once
 * per page when Home lists stores, so the nearest come first before the guest searches.
 */
import { atom } from 'nanostores';
import {
  IP_LOCATION_SERVICE,
  parseIpLocation,
  type Coordinates,
} from '../../lib/outside/ip-location.ts';
import { getJson, serviceUrl } from './services.ts';

export const $ipLocation = atom<Coordinates | null>(null);

let asked: Promise<Coordinates | null> | undefined;

export function locateByIp(): Promise<Coordinates | null> {
  asked ??= getJson(serviceUrl('/__sandbox/ip-location', IP_LOCATION_SERVICE)).then((body) => {
    const at = parseIpLocation(body);
    if (at) $ipLocation.set(at);
    return at;
  });
  return asked;
}
