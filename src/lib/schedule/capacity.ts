/**
 * Slot capacity (docs/kitchen.md §1): how many orders, and how many minutes of kitchen make-time, a
 * store's service takes per quarter hour, and what that does to the slot list. Shared by the
 * storefront (which only learns which slots are full or nearly full) and the sandbox (which keeps
 * the rule and counts the orders).
 */
import * as m from '#messages';
import { addDays, hmmA, hhmm, readyTs } from './format.ts';
import type { Schedule } from './build.ts';
import type { DayOption, HourSlot } from './types.ts';

export { SLOT_FULL } from './slot-full.ts';

/** Capacity is counted per quarter hour of the store's clock (:00, :15, :30, :45). */
export const CAPACITY_SLOT_MINUTES = 15;

/** A store's capacity rule for one service. A limit left out (or null) does not apply. */
export interface CapacityRule {
  /** Orders one slot takes. */
  orders_per_slot?: number | null | undefined;
  /** Minutes of kitchen make-time one slot has. */
  make_minutes_per_slot?: number | null | undefined;
  /** Make-time of one item (per unit of quantity); 0 when left out. */
  make_minutes_per_item?: number | undefined;
}

/** What a slot holds already. */
export interface SlotLoad {
  orders: number;
  make_minutes: number;
}

export type SlotLoadState = 'full' | 'nearly_full';

/** One service's slots that are not open as usual: slot key ('YYYY-MM-DD HH:mm') → state. */
export type SlotCapacity = Readonly<Record<string, SlotLoadState>>;

export const EMPTY_LOAD: SlotLoad = { orders: 0, make_minutes: 0 };

const limit = (n: number | null | undefined): number | undefined =>
  typeof n === 'number' && Number.isFinite(n) ? n : undefined;

/**
 * The key of the quarter hour a wall time falls in; minutes past midnight roll to the next date.
 * @example slotKey('2026-11-22', 1455) // '2026-11-23 00:15'
 * @example slotKey('2026-11-22', 1435) // '2026-11-22 23:45'
 */
export function slotKey(date: string, minutes: number): string {
  const day = Math.floor(minutes / 1440);
  const m = minutes - day * 1440;
  const quarter = m - (m % CAPACITY_SLOT_MINUTES);
  return `${day ? addDays(date, day) : date} ${hhmm(quarter)}`;
}

/**
 * The slot key of a 'YYYY-MM-DD HH:mm' time (ready_ts, dp_stamp); undefined when it is not one.
 * @example stampSlot('2026-11-22 19:40') // '2026-11-22 19:30'
 */
export function stampSlot(stamp: string): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})/.exec(stamp);
  if (!m) return undefined;
  return slotKey(m[1]!, Number(m[2]) * 60 + Number(m[3]));
}

/**
 * The make-time an order of `items` items (units of quantity) needs.
 * @example orderMakeMinutes({ make_minutes_per_item: 3 }, 4) // 12
 */
export function orderMakeMinutes(rule: CapacityRule, items: number): number {
  return Math.max(0, rule.make_minutes_per_item ?? 0) * Math.max(0, items);
}

/**
 * Whether a slot holding `load` takes one more order needing `makeMinutes`. An order larger than a
 * whole slot's make-time still goes into an empty slot: it would otherwise fit nowhere. A limit of
 * 0 closes the slot.
 * @example fits({ orders_per_slot: 3 }, { orders: 2, make_minutes: 0 }, 0) // true
 * @example fits({ orders_per_slot: 3 }, { orders: 3, make_minutes: 0 }, 0) // false
 */
export function fits(rule: CapacityRule, load: SlotLoad, makeMinutes: number): boolean {
  const orders = limit(rule.orders_per_slot);
  if (orders !== undefined && load.orders + 1 > orders) return false;
  const make = limit(rule.make_minutes_per_slot);
  if (make === undefined) return true;
  if (make <= 0) return false;
  return load.make_minutes === 0 || load.make_minutes + makeMinutes <= make;
}

/**
 * A slot is full when not even a one-item order fits; nearly full when a quarter or less of a
 * limit is left (at least the last order of an order limit). Undefined: open as usual.
 * @example slotState({ orders_per_slot: 4 }, { orders: 3, make_minutes: 0 }) // 'nearly_full'
 */
export function slotState(rule: CapacityRule, load: SlotLoad): SlotLoadState | undefined {
  if (!fits(rule, load, orderMakeMinutes(rule, 1))) return 'full';
  const orders = limit(rule.orders_per_slot);
  if (orders !== undefined && orders - load.orders <= Math.max(1, Math.floor(orders / 4)))
    return 'nearly_full';
  const make = limit(rule.make_minutes_per_slot);
  if (make !== undefined && make - load.make_minutes <= make / 4) return 'nearly_full';
  return undefined;
}

/** Whether a rule limits anything. */
export function hasLimit(rule: CapacityRule | null | undefined): rule is CapacityRule {
  return (
    !!rule &&
    (limit(rule.orders_per_slot) !== undefined || limit(rule.make_minutes_per_slot) !== undefined)
  );
}

/** A slot as the list shows it with capacity (docs/kitchen.md §1). */
export interface CapacitySlot extends HourSlot {
  /** 'full': listed but not selectable; 'nearly_full': a hint. */
  load?: SlotLoadState;
  /** For a full slot: the next slot with room. */
  nextFree?: { date: string; hour: string; label: string };
  /** For ASAP: the first slot with room, when the kitchen is full until then. */
  asapMovedTo?: string;
}

export interface CapacityDay extends DayOption {
  hours: CapacitySlot[];
}

/** The key of a listed slot: its own date, or the next day's date past midnight. */
function keyOf(day: DayOption, slot: HourSlot): string {
  return stampSlot(readyTs(day, slot) ?? '') ?? '';
}

/**
 * The day list with slot capacity applied (docs/kitchen.md §1): full slots stay listed, marked, with
 * the next slot that has room; ASAP moves to the first slot of its day with room from its ready
 * time on, and goes when there is none. Without capacity the days come back unchanged.
 * `asapReady` is the ASAP slot's ready time: the day's date and its minutes (past 1440 after
 * midnight).
 */
export function applyCapacity(
  days: DayOption[],
  capacity: SlotCapacity | undefined,
  asapReady?: { date: string; minutes: number },
): CapacityDay[] {
  if (!capacity || !Object.keys(capacity).length) return days;
  const marked: CapacityDay[] = days.map((day) => ({
    ...day,
    hours: day.hours.map((slot): CapacitySlot => {
      const load = slot.hour === 'ASAP' ? undefined : capacity[keyOf(day, slot)];
      return load ? { ...slot, load } : slot;
    }),
  }));
  // The next free slot, walking the list backwards so each full slot learns it in one pass.
  let next: CapacitySlot['nextFree'];
  for (let d = marked.length - 1; d >= 0; d--) {
    const day = marked[d]!;
    for (let h = day.hours.length - 1; h >= 0; h--) {
      const slot = day.hours[h]!;
      if (slot.hour === 'ASAP') continue;
      if (slot.load === 'full') {
        if (next) day.hours[h] = { ...slot, nextFree: sameDay(next, day) };
      } else {
        next = { date: day.date, hour: slot.hour, label: `${day.formatted} ${slot.formatted}` };
      }
    }
  }
  const first = marked[0];
  if (!first || first.hours[0]?.hour !== 'ASAP' || !asapReady) return marked;
  if (capacity[slotKey(asapReady.date, asapReady.minutes)] !== 'full') return marked;
  const readyAt = asapReady.minutes;
  const room = first.hours.find(
    (s) => s.hour !== 'ASAP' && s.load !== 'full' && s.originalHour >= readyAt - (readyAt % 15),
  );
  const asap = first.hours[0];
  const rest = first.hours.slice(1);
  const hours = room
    ? [{ ...asap, asapTime: room.formatted, asapMovedTo: room.formatted }, ...rest]
    : rest;
  return [{ ...first, hours }, ...marked.slice(1)].filter((d) => d.hours.length);
}

/** Within the same day option a next free slot is named by its time alone. */
function sameDay(
  next: NonNullable<CapacitySlot['nextFree']>,
  day: DayOption,
): NonNullable<CapacitySlot['nextFree']> {
  return next.date === day.date
    ? { ...next, label: next.label.slice(day.formatted.length + 1) }
    : next;
}

/**
 * The label of a listed slot (docs/kitchen.md §1).
 * @example slotLabel({ formatted: '7:30 PM', load: 'full', nextFree: { label: '7:45 PM' } }) // '7:30 PM · Full — next: 7:45 PM'
 */
export function slotLabel(slot: CapacitySlot): string {
  const time = slot.formatted;
  if (slot.asapMovedTo) return m.schedule_asapMoved({ time: slot.asapMovedTo });
  if (slot.load === 'full')
    return slot.nextFree
      ? m.schedule_fullNext({ time, next: slot.nextFree.label })
      : m.schedule_full({ time });
  if (slot.load === 'nearly_full') return m.schedule_almostFull({ time });
  return slot.formatted;
}

/**
 * The time of a slot key for messages.
 * @example slotTime('2026-11-22 19:45') // '7:45 PM'
 */
export function slotTime(key: string): string {
  const [, h, m] = /(\d{2}):(\d{2})$/.exec(key) ?? [];
  return hmmA(Number(h) * 60 + Number(m));
}

export type CapacitySchedule = Omit<Schedule, 'days'> & { days: CapacityDay[] };

/**
 * A schedule with slot capacity applied (docs/kitchen.md §1): applyCapacity's days; when ASAP had
 * to go for want of room, ASAP is no longer available and the order type turns to future (unless
 * only ASAP is allowed, when the store then has nothing to offer).
 */
export function scheduleWithCapacity(
  schedule: Schedule,
  capacity: SlotCapacity | undefined,
  asapReady: { date: string; minutes: number },
): CapacitySchedule {
  const days = applyCapacity(schedule.days, capacity, asapReady);
  if (days === schedule.days) return schedule;
  const asapGone = schedule.asapAvailable && days[0]?.hours[0]?.hour !== 'ASAP';
  if (!asapGone || schedule.days[0]?.hours[0]?.hour !== 'ASAP')
    return { ...schedule, days, temporarilyClosed: days.length === 0 };
  const onlyAsap = schedule.days.length === 1 && schedule.days[0]?.hours.length === 1;
  return {
    ...schedule,
    days,
    temporarilyClosed: days.length === 0,
    asapAvailable: false,
    orderType: onlyAsap ? schedule.orderType : 'future',
  };
}
