/**
 * How a placed order moves on as the sandbox clock passes, computed on read so no background job
 * is needed: accepted 5 minutes after placing, then preparing, ready at the promised time (or 15
 * minutes in for ASAP), then completed once its check-in window has closed (a guest may still be on
 * the way) — or out for delivery and completed 10 minutes later.
 */
import { CLOSES_AFTER_MIN } from '../../lib/checkin/window.ts';

export type OrderStatus =
  | 'open'
  | 'placed'
  | 'accepted'
  | 'preparing'
  | 'ready'
  | 'out_for_delivery'
  | 'completed'
  | 'cancelled';

const MINUTE = 60_000;

export interface StatusInput {
  status: 'open' | 'placed' | 'cancelled';
  placedAtMs: number | null;
  /** The promised time, when it is later than placing (scheduled orders). */
  promisedMs: number | null;
  isAsap: boolean;
  delivery: boolean;
}

/**
 * @example orderStatusAt({ status: 'placed', placedAtMs: 0, promisedMs: null, isAsap: true, delivery: false }, 12 * 60_000) // 'preparing'
 */
export function orderStatusAt(order: StatusInput, nowMs: number): OrderStatus {
  if (order.status !== 'placed' || order.placedAtMs === null) return order.status;
  const placed = order.placedAtMs;
  // Scheduled orders wait, accepted, until the kitchen starts shortly before the promised time.
  const base =
    order.isAsap || order.promisedMs === null
      ? placed
      : Math.max(placed, order.promisedMs - 15 * MINUTE);
  if (nowMs < placed + 5 * MINUTE) return 'placed';
  if (nowMs < base + 10 * MINUTE) return 'accepted';
  if (nowMs < base + 15 * MINUTE) return 'preparing';
  if (nowMs < base + 20 * MINUTE) return 'ready';
  if (!order.delivery)
    return nowMs < base + (15 + CLOSES_AFTER_MIN) * MINUTE ? 'ready' : 'completed';
  return nowMs < base + 30 * MINUTE ? 'out_for_delivery' : 'completed';
}
