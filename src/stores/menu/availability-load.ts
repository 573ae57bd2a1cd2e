/**
 * Asks the tenant API what a store cannot sell right now (docs/kitchen.md §2) and keeps the answer
 * in $live. An API without the call (404, 405, 501) says 'unsupported': nothing is asked again on
 * this page. Any other failure keeps what was known.
 */
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import type { Live } from '../../lib/menu/availability.ts';
import { $live } from './availability.ts';
import { pausedText } from '../../lib/stores/paused.ts';
import * as calls from '../../generated/api-calls.ts';

const UNSUPPORTED = new Set([404, 405, 501]);
const unsupported = new Set<number>();

export type LoadResult = Live | 'unsupported' | 'failed';

/** Keeps an answer of the availability call as what is known now. */
export function keepLive(storeId: number, live: Live): void {
  const at = Date.now();
  const paused = pausedText(live, live.timezone_offset_mins ?? 0, at);
  $live.set({ storeId, live, at, paused });
}

export async function refreshLive(storeId: number, signal?: AbortSignal): Promise<LoadResult> {
  if (unsupported.has(storeId)) return 'unsupported';
  try {
    const { availability } = await callApi(calls.availability, {
      params: { storeId },
      ...(signal ? { signal } : {}),
    });
    keepLive(storeId, availability);
    return availability;
  } catch (err) {
    if (err instanceof ApiError && UNSUPPORTED.has(err.status) && err.code !== 'store_not_found') {
      unsupported.add(storeId);
      return 'unsupported';
    }
    if ((err as Error).name !== 'AbortError') console.warn('Availability check failed', err);
    return 'failed';
  }
}
