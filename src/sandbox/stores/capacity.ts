/**
 * Slot capacity in the sandbox (docs/kitchen.md §1, docs/sandbox.md): each store's rule per service
 * (the seed's, or one set through the fixture API), the load of each quarter-hour slot counted from
 * the placed orders (plus loads booked through the fixture API), the store call's slot_capacity,
 * and the check that refuses an order in a full slot. Placing checks inside the payment's write
 * transaction, so two placements can never both take a slot's last place.
 */
import type { Service, Store as SeedStore } from '../../generated/sandbox-seed';
import type { SandboxDb } from '../core/db.ts';
import type { LineDoc } from '../core/records.ts';
import type { SeedIndex } from '../seed/seed.ts';
import { fail } from '../core/http.ts';
import { guestDay, guestHour } from '../core/guest-language.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { scheduleFrom, type Weekly } from './schedule.ts';
import {
  EMPTY_LOAD,
  fits,
  hasLimit,
  orderMakeMinutes,
  slotKey,
  slotState,
  SLOT_FULL,
  stampSlot,
  type CapacityRule,
  type SlotLoad,
  type SlotLoadState,
} from '../../lib/schedule/capacity.ts';
import { dayWindows, windowSlots } from '../../lib/schedule/slots.ts';
import { hhmm } from '../../lib/schedule/format.ts';
import { wallTimeExists } from '../../lib/schedule/dst.ts';
import { addDays, parseStamp, zonedTime, zonedToInstant } from '../../lib/time/zone.ts';

const RULES = 'capacity_rules';
const BOOKED = 'capacity_booked';
const DAY_MS = 24 * 60 * 60_000;

const ruleKey = (storeId: number, serviceTypeId: number) => `${storeId}|${serviceTypeId}`;

interface Where {
  db: SandboxDb;
  index: SeedIndex;
}

/** The rule in force: one set through the fixture API (null: none), else the seed's. */
export function capacityRule(
  { db }: Where,
  store: SeedStore,
  serviceTypeId: number,
): CapacityRule | undefined {
  const set = db.getMeta<Record<string, CapacityRule | null>>(RULES) ?? {};
  const key = ruleKey(store.store_id, serviceTypeId);
  const rule =
    key in set
      ? set[key]
      : store.schedules.find((s) => s.service_type_id === serviceTypeId)?.capacity;
  return hasLimit(rule) ? rule : undefined;
}

/** Sets (or with null, removes) the rule of a store's service, until the next reset. */
export function setCapacityRule(
  db: SandboxDb,
  storeId: number,
  serviceTypeId: number,
  rule: CapacityRule | null,
): void {
  const set = db.getMeta<Record<string, CapacityRule | null>>(RULES) ?? {};
  db.setMeta(RULES, { ...set, [ruleKey(storeId, serviceTypeId)]: rule });
}

/**
 * Books load into a slot as if orders had come in another way (phone, counter): for tests and
 * demos. A zero load clears the booking.
 */
export function bookLoad(
  db: SandboxDb,
  storeId: number,
  serviceTypeId: number,
  slot: string,
  load: SlotLoad,
): void {
  const booked = db.getMeta<Record<string, SlotLoad>>(BOOKED) ?? {};
  const key = `${ruleKey(storeId, serviceTypeId)}|${slot}`;
  if (load.orders || load.make_minutes) booked[key] = load;
  else delete booked[key];
  db.setMeta(BOOKED, booked);
}

/** Units of quantity an order asks the kitchen to make (auto-added extras are not made). */
export const itemCount = (lines: readonly LineDoc[]) =>
  lines.reduce((n, l) => n + (l.auto ? 0 : l.quantity), 0);

/**
 * The load of every slot of a store's service from `fromDate` on: placed orders by their promised
 * time, plus booked loads. `except` leaves one order out (an order being moved).
 */
export function slotLoads(
  db: SandboxDb,
  rule: CapacityRule,
  storeId: number,
  serviceTypeId: number,
  fromDate: string,
  except?: number,
): Map<string, SlotLoad> {
  const rows = db.sql
    .prepare(
      `SELECT id, json_extract(data, '$.dp_stamp') AS stamp, json_extract(data, '$.lines') AS lines
         FROM orders
        WHERE json_extract(data, '$.status') = 'placed'
          AND json_extract(data, '$.store_id') = ?
          AND json_extract(data, '$.service_type_id') = ?
          AND json_extract(data, '$.dp_stamp') >= ?`,
    )
    .all(storeId, serviceTypeId, fromDate) as { id: number; stamp: string; lines: string }[];
  const loads = new Map<string, SlotLoad>();
  const add = (key: string, load: SlotLoad) => {
    const was = loads.get(key) ?? EMPTY_LOAD;
    loads.set(key, {
      orders: was.orders + load.orders,
      make_minutes: was.make_minutes + load.make_minutes,
    });
  };
  for (const r of rows) {
    const key = stampSlot(r.stamp);
    if (!key || Number(r.id) === except) continue;
    const items = itemCount(JSON.parse(r.lines) as LineDoc[]);
    add(key, { orders: 1, make_minutes: orderMakeMinutes(rule, items) });
  }
  const prefix = `${ruleKey(storeId, serviceTypeId)}|`;
  for (const [key, load] of Object.entries(db.getMeta<Record<string, SlotLoad>>(BOOKED) ?? {}))
    if (key.startsWith(prefix) && key.slice(prefix.length) >= fromDate)
      add(key.slice(prefix.length), load);
  return loads;
}

/** A time an order may be ready at: a listed slot of the service's schedule. */
interface Candidate {
  date: string;
  minutes: number;
  key: string;
  at: number;
}

/**
 * The slots a scheduled order may take from now on, in time order, one per quarter hour: what the
 * storefront lists (docs/product.md §9), minus times that do not exist on a clocks-forward night.
 */
function candidates(store: SeedStore, weekly: Weekly, nowMs: number): Candidate[] {
  const zone = store.timezone;
  const today = zonedTime(nowMs, zone).date;
  const days = scheduleFrom(weekly, today, store.temporarily_closed);
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (let k = 0; k < 15; k++) {
    const date = addDays(today, k);
    const minutes = dayWindows(days, date)
      .flatMap((w) => windowSlots(w))
      .filter((m) => m < 1440)
      .sort((a, b) => a - b);
    for (const m of minutes) {
      const key = slotKey(date, m);
      if (seen.has(key) || !wallTimeExists(date, m, zone)) continue;
      const at = zonedToInstant(date, m, zone);
      if (at <= nowMs) continue;
      seen.add(key);
      out.push({ date, minutes: m, key, at });
    }
  }
  return out;
}

/**
 * docs/kitchen.md §1's store field: for each service with a rule, its full and nearly full slots
 * from today on.
 */
export function presentCapacity(
  where: Where,
  store: SeedStore,
  serviceTypeIds: readonly number[],
  nowMs: number,
): Record<string, Record<string, SlotLoadState>> | undefined {
  const today = zonedTime(nowMs, store.timezone).date;
  const out: Record<string, Record<string, SlotLoadState>> = {};
  for (const id of serviceTypeIds) {
    const rule = capacityRule(where, store, id);
    if (!rule) continue;
    const states: Record<string, SlotLoadState> = {};
    // A slot nobody has ordered in may still be full or nearly so (a limit of 0 or 1).
    const empty = slotState(rule, EMPTY_LOAD);
    const weekly = store.schedules.find((s) => s.service_type_id === id)?.weekly;
    if (empty && weekly) for (const c of candidates(store, weekly, nowMs)) states[c.key] = empty;
    for (const [key, load] of slotLoads(where.db, rule, store.store_id, id, today)) {
      const state = slotState(rule, load);
      if (state) states[key] = state;
    }
    out[String(id)] = states;
  }
  return Object.keys(out).length ? out : undefined;
}

export interface Claim {
  /** The promised time, moved to the first slot with room for ASAP. */
  dp_stamp: string;
}

/**
 * Checks that the order's slot has room for it (docs/kitchen.md §1). A scheduled order in a full
 * slot is refused naming the next slot with room (the storefront shows "We need more time"); an
 * ASAP order moves to the first slot with room within a day. Called by placement inside its write
 * transaction, the check and the placement that follows are one atomic step.
 */
export function claimSlot(
  where: Where,
  store: SeedStore,
  service: Service,
  weekly: Weekly,
  order: { id?: number | undefined; is_asap: boolean; dp_stamp: string; lines: LineDoc[] },
  nowMs: number,
): Claim {
  const rule = capacityRule(where, store, service.service_type_id);
  const key = stampSlot(order.dp_stamp);
  if (!rule || !key) return { dp_stamp: order.dp_stamp };
  const local = zonedTime(nowMs, store.timezone);
  const loads = slotLoads(
    where.db,
    rule,
    store.store_id,
    service.service_type_id,
    local.date,
    order.id,
  );
  const make = orderMakeMinutes(rule, itemCount(order.lines));
  const room = (k: string) => fits(rule, loads.get(k) ?? EMPTY_LOAD, make);
  if (room(key)) return { dp_stamp: order.dp_stamp };
  const earliest = nowMs + service.lead_time * 60_000;
  const next = candidates(store, weekly, nowMs).find(
    (c) => c.key > key && c.at >= earliest && room(c.key),
  );
  if (order.is_asap && next && next.at - nowMs <= DAY_MS)
    return { dp_stamp: `${next.date} ${hhmm(next.minutes)}` };
  // What is full, with its time as the guest's language writes it ("7:45 PM", "19 h 45").
  const slotMinutes = parseStamp(key)?.minutes ?? 0;
  const full = (locale: Locale) => ({
    asap: order.is_asap ? 'yes' : 'no',
    slot: guestHour(slotMinutes, locale),
  });
  if (!next) fail(409, (t, locale) => t.api_slotFull(full(locale)), SLOT_FULL);
  const sameDay = next.date === key.slice(0, 10);
  return fail(
    409,
    (t, locale) => {
      const time = guestHour(next.minutes, locale);
      if (sameDay) return t.api_slotFullNext({ ...full(locale), time });
      const day = guestDay(next.date, local.date, locale);
      return t.api_slotFullNextDay({ ...full(locale), day, time });
    },
    SLOT_FULL,
  );
}
