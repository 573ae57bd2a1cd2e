/**
 * Where the guest roughly is, from the IP geolocation service (SPEC §7.8), asked once per page
 * when Home lists stores, so the nearest come first before the guest searches.
 */
import { atom } from 'nanostores';
import { parseIpLocation, type Coordinates } from '../../lib/outside/ip-location.ts';
import { getJson, ipLocationService } from './services.ts';

export const $ipLocation = atom<Coordinates | null>(null);

let asked: Promise<Coordinates | null> | undefined;

export function locateByIp(): Promise<Coordinates | null> {
  asked ??= getJson(ipLocationService()).then((body) => {
    const at = parseIpLocation(body);
    if (at) $ipLocation.set(at);
    return at;
  });
  return asked;
}
