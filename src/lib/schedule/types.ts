/**
 * docs/product.md §3 "Service schedule" for one service: date (YYYY-MM-DD) → [startMinute,
 * endMinute] windows.
 */
export type DaySchedule = Readonly<Record<string, ReadonlyArray<readonly [number, number]>>>;

/** docs/product.md §3 "Day option and hour slot": one selectable time. */
export interface HourSlot {
  /** 'HH:mm', or 'ASAP'. */
  hour: string;
  /** 'h:mm A', or 'ASAP'. */
  formatted: string;
  /** Minutes from the day's midnight; 1440 or more for a slot past midnight. */
  originalHour: number;
  /** The slot is after midnight of its day option (shown under the next-day divider). */
  isNextDay: boolean;
  /** The calendar date of a next-day slot, YYYY-MM-DD. */
  nextDayDate?: string;
  /** For the ASAP slot: the estimated ready time, 'h:mm A'. */
  asapTime?: string;
}

/** docs/product.md §3 "Day option". */
export interface DayOption {
  /** YYYY-MM-DD in the store's time zone. */
  date: string;
  /** 'Today (MM/DD)', 'Tomorrow (MM/DD)' or '{Weekday} (MM/DD)'. */
  formatted: string;
  hours: HourSlot[];
}

/** The store's wall clock now. */
export interface StoreNow {
  /** YYYY-MM-DD */
  date: string;
  /** Minutes since local midnight, 0–1439. */
  minutes: number;
  /**
   * Seconds have passed since that minute began: a slot exactly `notice` minutes away is then
   * already too soon for the API, which compares instants, not minutes.
   */
  partial?: boolean | undefined;
}

/** What the engine needs of the service. */
export interface ServiceTiming {
  /** Minutes before a window opens that ASAP may already start (docs/product.md §4.8). */
  lead_time: number;
  /** Minutes to prepare an order. */
  base_prep_time: number;
  requires_address: boolean;
}

export type OrderType = 'asap' | 'future';

/** Everything the rules of docs/product.md §4.8 depend on. */
export interface ScheduleRules {
  /** Branding display_options.asap_schedule_toggle_enabled. */
  asapToggle: boolean;
  /** Store config disable_future_orders. */
  disableFutureOrders: boolean;
  /** Store config delivery_provider_grace_period (minutes). */
  deliveryGracePeriod: number;
  /** With the toggle: the saved order type, if any. */
  savedOrderType?: OrderType | undefined;
}
