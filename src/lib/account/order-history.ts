/**
 * How Order history shows a past order: newest first, the status in words, the
 * items with their options, and the date on the store's wall clock (docs/product.md §9 "Money and
 * dates").
 */
import * as m from '#messages';
import type { Order, OrderItemLine } from '../../api/schemas/order.ts';
import { optionsText } from '../cart/lines.ts';
import { formatDate } from '../format/dates.ts';
import { zonedTime } from '../time/zone.ts';
import { ORDER_STATUS_LABELS } from '../order/status.ts';

/**
 * @example statusLabel('out_for_delivery') // 'Out for delivery'
 */
export const statusLabel = (status: Order['status']): string => ORDER_STATUS_LABELS[status];

/** Orders still on their way (tracking on the confirmation page is worth a look). */
export const inProgress = (status: Order['status']): boolean =>
  status !== 'completed' && status !== 'cancelled' && status !== 'open';

/** When the order was placed (or created, for an order never placed), as an instant. */
const placedMs = (o: Pick<Order, 'placed_at' | 'created_at'>): number =>
  Date.parse(o.placed_at ?? o.created_at) || 0;

/**
 * Newest first; equal times keep the higher order id first.
 * @example newestFirst([{ order_id: 1, placed_at: '2026-01-01T10:00:00Z', … }, { order_id: 2, placed_at: '2026-02-01T10:00:00Z', … }]).map((o) => o.order_id) // [2, 1]
 */
export function newestFirst<T extends Pick<Order, 'order_id' | 'placed_at' | 'created_at'>>(
  orders: readonly T[],
): T[] {
  return [...orders].sort((a, b) => placedMs(b) - placedMs(a) || b.order_id - a.order_id);
}

/**
 * The date the order was placed, "MMM D, YYYY, h:mm A" on the store's clock: its IANA zone when
 * known, else its UTC offset.
 * @example orderDate({ placed_at: '2026-11-22T23:05:00Z', created_at: '…' }, { timezone: 'America/New_York' }) // 'Nov 22, 2026, 6:05 PM'
 */
export function orderDate(
  order: Pick<Order, 'placed_at' | 'created_at'>,
  store: { timezone?: string | undefined; timezone_offset_mins?: number } | undefined,
): string {
  const ms = Date.parse(order.placed_at ?? order.created_at);
  if (!Number.isFinite(ms)) return '';
  if (store?.timezone) {
    try {
      const t = zonedTime(ms, store.timezone);
      const hhmm = `${Math.floor(t.minutes / 60)}:${String(t.minutes % 60).padStart(2, '0')}`;
      return formatDate(`${t.date} ${hhmm.padStart(5, '0')}`, { time: true });
    } catch {
      // An unknown zone name: the offset below still gives the store's clock.
    }
  }
  const shifted = new Date(ms + (store?.timezone_offset_mins ?? 0) * 60_000);
  return formatDate(shifted.toISOString(), { time: true });
}

/**
 * A line as the list reads it: "2 × Burger", with its options after.
 * @example itemText({ quantity: 2, name: 'Burger', options: [{ name: 'Cheddar', quantity: 1 }] }) // { text: '2 × Burger', options: 'Cheddar' }
 */
export function itemText(line: Pick<OrderItemLine, 'quantity' | 'name' | 'options'>): {
  text: string;
  options: string;
} {
  return {
    text: m.orderHistory_itemLine({ quantity: line.quantity, name: line.name }),
    options: optionsText(line.options),
  };
}

/** The lines a guest ordered (auto-added ones, such as a bag fee, are the store's). */
export const orderedLines = <T extends Pick<OrderItemLine, 'auto'>>(items: readonly T[]): T[] =>
  items.filter((i) => !i.auto);
