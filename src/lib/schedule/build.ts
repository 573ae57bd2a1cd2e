import * as m from '#messages';
import { hhmm, hmmA, dayLabel, addDays } from './format.ts';
import { dayWindows, windowSlots } from './slots.ts';
import { clocksChangeOn, wallTimeExists } from './dst.ts';
import type {
  DayOption,
  DaySchedule,
  HourSlot,
  OrderType,
  ScheduleRules,
  ServiceTiming,
  StoreNow,
} from './types.ts';

/** How many days ahead the day list reaches. */
export const DAYS_AHEAD = 14;
/** The closing-soon notice shows this many minutes before the cutoff (docs/product.md §9). */
export const CLOSING_SOON_WINDOW = 30;

export interface ScheduleInput {
  /** The service's entry of store.service_schedule; undefined when the store has none. */
  schedule: DaySchedule | undefined;
  now: StoreNow;
  service: ServiceTiming;
  /**
   * store.is_open for this service: the store fetched with its service_type_id (docs/product.md
   * §7.5). The store-wide answer is open while any service is, so it must not stand in for one
   * service.
   */
  isOpen: boolean;
  rules: ScheduleRules;
  /** IANA zone of the store, to leave out wall times that do not exist (beyond docs/product.md). */
  zone?: string | null | undefined;
  daysAhead?: number;
}

export interface Schedule {
  days: DayOption[];
  /** docs/product.md §4.7: no days or no slots. */
  temporarilyClosed: boolean;
  asapAvailable: boolean;
  /** The order type to start with (docs/product.md §4.8). */
  orderType: OrderType;
  /** Minutes left to order today when within the closing-soon window (docs/product.md §9). */
  closingSoonMinutes?: number;
}

/**
 * Minimum notice for a scheduled slot: a slot needs the kitchen's prep time and the service's lead
 * time from now (the same quantity the closing-soon cutoff uses).
 */
export function minimumNotice(service: ServiceTiming): number {
  return Math.max(service.lead_time, service.base_prep_time);
}

function slot(m: number, nextDate: string): HourSlot {
  const next = m >= 1440;
  return {
    hour: hhmm(m),
    formatted: hmmA(m),
    originalHour: m,
    isNextDay: next,
    ...(next ? { nextDayDate: nextDate } : {}),
  };
}

/** The day options with their future slots, past and too-soon slots left out. */
function scheduledDays(input: ScheduleInput): DayOption[] {
  const { schedule, now, service } = input;
  if (!schedule) return [];
  const earliest = now.minutes + (now.partial ? 1 : 0) + minimumNotice(service);
  const days: DayOption[] = [];
  for (let k = 0; k < (input.daysAhead ?? DAYS_AHEAD); k++) {
    const date = addDays(now.date, k);
    const minutes = new Set<number>();
    for (const w of dayWindows(schedule, date))
      for (const m of windowSlots(w)) if (k * 1440 + m >= earliest) minutes.add(m);
    const nextDate = addDays(date, 1);
    const changes = [clocksChangeOn(date, input.zone), clocksChangeOn(nextDate, input.zone)];
    const exists = (m: number) => {
      const next = m >= 1440;
      return !changes[next ? 1 : 0] || wallTimeExists(next ? nextDate : date, m % 1440, input.zone);
    };
    const hours = [...minutes]
      .sort((a, b) => a - b)
      .filter(exists)
      .map((m) => slot(m, nextDate));
    if (hours.length) days.push({ date, formatted: dayLabel(date, now.date), hours });
  }
  return days;
}

/**
 * docs/product.md §4.8 without the toggle: the current time plus prep time must fall in today's
 * first window that has not ended (counting yesterday's window past midnight), its start taken
 * minus lead time.
 */
function withinWindow(input: ScheduleInput): boolean {
  const { schedule, now, service } = input;
  if (!schedule) return false;
  const t = now.minutes + service.base_prep_time;
  const open = dayWindows(schedule, now.date).find(([, end]) => end > now.minutes);
  return !!open && t >= open[0] - service.lead_time && t <= open[1];
}

function closingSoon(input: ScheduleInput): number | undefined {
  if (!input.schedule) return undefined;
  const { now, service } = input;
  const current = dayWindows(input.schedule, now.date).find(
    ([start, end]) => now.minutes >= start && now.minutes < end,
  );
  if (!current) return undefined;
  const left = current[1] - (minimumNotice(service) + 5) - now.minutes;
  return left > 0 && left <= CLOSING_SOON_WINDOW ? left : undefined;
}

/**
 * Day options and hour slots of a service, with the ASAP slot and order type (docs/product.md §3,
 * §4.7, §4.8, §9). Pure: the caller passes the store's wall-clock now.
 */
export function buildSchedule(input: ScheduleInput): Schedule {
  const { now, service, rules } = input;
  const days = scheduledDays(input);
  const todayHasSlots = days[0]?.date === now.date;
  const asapAvailable = rules.asapToggle
    ? todayHasSlots && input.isOpen
    : todayHasSlots &&
      input.isOpen &&
      (withinWindow(input) || (service.requires_address && rules.deliveryGracePeriod > 0));
  let orderType: OrderType = rules.asapToggle
    ? (rules.savedOrderType ?? (asapAvailable ? 'asap' : 'future'))
    : 'future';
  if (rules.disableFutureOrders) orderType = 'asap';
  if (orderType === 'asap' && !asapAvailable && !rules.disableFutureOrders) orderType = 'future';

  const asap: HourSlot = {
    hour: 'ASAP',
    formatted: m.schedule_asap,
    originalHour: now.minutes,
    isNextDay: false,
    asapTime: hmmA(now.minutes + service.base_prep_time),
  };
  let result: DayOption[];
  if (rules.disableFutureOrders) {
    result = asapAvailable
      ? [{ date: now.date, formatted: dayLabel(now.date, now.date), hours: [asap] }]
      : [];
  } else if (asapAvailable && !(rules.asapToggle && orderType === 'future')) {
    result = days.map((d, i) => (i === 0 ? { ...d, hours: [asap, ...d.hours] } : d));
  } else {
    result = days;
  }
  const minutes = closingSoon(input);
  return {
    days: result,
    temporarilyClosed: result.length === 0,
    asapAvailable,
    orderType,
    ...(minutes !== undefined && result.length ? { closingSoonMinutes: minutes } : {}),
  };
}

/**
 * The closing-soon notice (docs/product.md §2.10, §8).
 * @example closingSoonMessage(12) // 'Hurry! Only 12 minutes left to place an order today.'
 */
export function closingSoonMessage(minutes: number): string {
  return m.schedule_closingSoon({ minutes });
}
