/**
 * Live availability of the sandbox's stores (docs/kitchen.md §2): items and modifier options sold
 * out and stores paused, as the fixture API sets them (../fixture/availability.ts). The optional
 * availability call reports it, stores carry their pause, and an order with a sold-out line or at a
 * paused store is neither added to nor paid for.
 */
import type { SandboxDb } from '../core/db.ts';
import type { CallContext, Handlers } from '../core/context.ts';
import type { OrderDoc } from '../core/records.ts';
import type { Store } from '../../api/schemas/store.ts';
import type { Availability } from '../../api/schemas/availability.ts';
import { fail } from '../core/http.ts';
import { guestClock, type GuestText, type Messages } from '../core/guest-language.ts';
import { findStore, storeHandlers } from './stores.ts';
import {
  checkoutBlock,
  itemSoldOut,
  optionSoldOut,
  pausedNow,
  unavailableLines,
  type Live,
} from '../../lib/menu/availability.ts';
import { storeDate } from '../../lib/stores/paused.ts';
import { DAY_AND_TIME, TIME_OF_DAY } from '../../lib/schedule/format.ts';
import { offsetMinutes } from '../../lib/time/zone.ts';

/** One store's live state as kept (meta 'availability', cleared by a reset). */
export interface StoreLive {
  items: number[];
  options: number[];
  paused: boolean;
  until: string | null;
}

const KEY = 'availability';
const EMPTY: StoreLive = { items: [], options: [], paused: false, until: null };

export function readLive(db: SandboxDb): Record<string, StoreLive> {
  return db.getMeta<Record<string, StoreLive>>(KEY) ?? {};
}

export function storeLive(db: SandboxDb, storeId: number): StoreLive {
  return readLive(db)[String(storeId)] ?? EMPTY;
}

export function writeStoreLive(db: SandboxDb, storeId: number, live: StoreLive): void {
  const all = readLive(db);
  all[String(storeId)] = live;
  db.setMeta(KEY, all);
}

/** The availability call's answer for a store at an instant (a pause past its end is over). */
export function presentLive(
  storeId: number,
  live: StoreLive,
  nowMs: number,
  offsetMins?: number,
): Availability {
  const paused = pausedNow({ is_paused: live.paused, paused_until: live.until }, nowMs);
  return {
    store_id: storeId,
    is_paused: paused,
    paused_until: paused ? live.until : null,
    sold_out_item_ids: [...live.items],
    sold_out_option_ids: [...live.options],
    ...(offsetMins === undefined ? {} : { timezone_offset_mins: offsetMins }),
  };
}

/** A store as presented, with its pause while it lasts (absent otherwise: today's shape). */
export function withPause<S extends Pick<Store, 'store_id'>>(
  db: SandboxDb,
  store: S,
  nowMs: number,
): S {
  const live = presentLive(store.store_id, storeLive(db, store.store_id), nowMs);
  return live.is_paused ? { ...store, is_paused: true, paused_until: live.paused_until } : store;
}

/** Adding a sold-out item or option to a cart is refused (409 sold_out). */
export function refuseSoldOut(
  c: CallContext,
  storeId: number,
  item: { item_id: number; name: string },
  options: readonly { option_id: number; name: string }[],
): void {
  const live = presentLive(storeId, storeLive(c.db, storeId), c.now);
  if (itemSoldOut(item.item_id, live))
    fail(409, (t) => t.api_soldOut({ name: item.name }), 'sold_out');
  const option = options.find((o) => optionSoldOut(o.option_id, live));
  if (option) fail(409, (t) => t.api_optionSoldOut({ name: option.name }), 'sold_out');
}

/** 'A', 'A and B', 'A, B and C' in `t`'s language (the cart's list of names). */
function listText(t: Messages, names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : t.menu_listAnd({ first: names.slice(0, -1).join(', '), last: names[names.length - 1]! });
}

/**
 * checkoutBlock's words (src/lib/menu/availability.ts) in the guest's language: the resume time
 * on the store's clock ("6:30 PM" today, "Jun 12, 9:00 AM" on a later day), or the lines sold out.
 */
function checkoutBlockText(
  storeName: string,
  live: Live,
  lines: OrderDoc['lines'],
  offsetMins: number,
  nowMs: number,
): GuestText {
  const until = live.paused_until ? Date.parse(live.paused_until) : NaN;
  if (live.is_paused)
    return (t, locale) => {
      if (Number.isNaN(until)) return t.menu_pausedNow({ store: storeName });
      const local = until + offsetMins * 60_000;
      const sameDay = new Date(local).toISOString().slice(0, 10) === storeDate(nowMs, offsetMins);
      const time = guestClock(local, sameDay ? TIME_OF_DAY : DAY_AND_TIME, locale);
      return t.menu_pausedUntil({ store: storeName, time });
    };
  const names = unavailableLines(lines, live).map((p) => p.name);
  return (t) => t.menu_linesUnavailable({ names: listText(t, names), count: names.length });
}

/**
 * Paying is refused while the store is paused (409 store_paused) or a line is sold out (409
 * sold_out), with the words Checkout shows, in the guest's language.
 */
export function refuseUnavailableOrder(c: CallContext, doc: OrderDoc): void {
  const store = findStore(c.index, doc.store_id);
  const live = presentLive(store.store_id, storeLive(c.db, store.store_id), c.now);
  const offsetMins = offsetMinutes(c.now, store.timezone);
  const lines = doc.lines;
  if (checkoutBlock({ storeName: store.name, store: null, live, lines, offsetMins, nowMs: c.now }))
    fail(
      409,
      checkoutBlockText(store.name, live, doc.lines, offsetMins, c.now),
      live.is_paused ? 'store_paused' : 'sold_out',
    );
}

/**
 * The availability call, and the store calls with each store's pause: they wrap the store calls
 * of ./stores.ts (the router lists these after those).
 */
export const availabilityHandlers: Handlers<'availability' | 'store' | 'stores'> = {
  store(c) {
    const { store } = storeHandlers.store(c) as { store: Store };
    return { store: withPause(c.db, store, c.now) };
  },

  stores(c) {
    const { stores } = storeHandlers.stores(c) as { stores: Store[] };
    return { stores: stores.map((s) => withPause(c.db, s, c.now)) };
  },

  availability(c) {
    const store = findStore(c.index, c.params.storeId!);
    const live = storeLive(c.db, store.store_id);
    return {
      availability: presentLive(store.store_id, live, c.now, offsetMinutes(c.now, store.timezone)),
    };
  },
};
