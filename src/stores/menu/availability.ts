/**
 * What the current store cannot sell right now (docs/kitchen.md §2), as last heard from the tenant
 * API's optional availability call. Null until heard, and always for a chain whose API has no such
 * call: then the Menu, the cart and Checkout behave as they always did. Fetching lives in
 * ./availability-load.ts and the Menu's refresh in ./availability-poll.ts, both loaded lazily.
 */
import { atom } from 'nanostores';
import type { Live } from '../../lib/menu/availability.ts';

export interface LiveState {
  storeId: number;
  live: Live;
  /** When it was heard (ms). */
  at: number;
  /** "Paused — back at 6:30 PM" when heard, so the Menu's first load needs no time formatting. */
  paused: string | null;
}

export const $live = atom<LiveState | null>(null);

/** The live state of one store, or null when it is not known. */
export function liveOf(state: LiveState | null, storeId: number | null | undefined): Live | null {
  return state && storeId && state.storeId === storeId ? state.live : null;
}
