/**
 * Order tracking on Confirmation (docs/product.md §3 Order,
 * display_options.display_order_tracking): the steps an order goes through and which one it is at.
 */
import { ORDER_STATUS_LABELS, type OrderStatus } from '../order/status.ts';

export type TrackedStatus = OrderStatus;

export interface TrackStep {
  status: TrackedStatus;
  label: string;
  state: 'done' | 'current' | 'upcoming';
}

const LABELS = ORDER_STATUS_LABELS;

/**
 * The steps for a pickup or delivery order, each marked done, current or upcoming.
 * @example trackingSteps('preparing', false).map((s) => s.state) // ['done', 'done', 'current', 'upcoming', 'upcoming']
 */
export function trackingSteps(status: TrackedStatus, delivery: boolean): TrackStep[] {
  const path: TrackedStatus[] = delivery
    ? ['placed', 'accepted', 'preparing', 'out_for_delivery', 'completed']
    : ['placed', 'accepted', 'preparing', 'ready', 'completed'];
  if (status === 'cancelled') return [{ status, label: LABELS.cancelled, state: 'current' }];
  // A delivery order is "ready" for the driver just before it leaves: shown as still preparing.
  const at = path.indexOf(status === 'ready' && delivery ? 'preparing' : status);
  return path.map((s, i) => ({
    status: s,
    label: LABELS[s],
    state: at < 0 ? 'upcoming' : i < at ? 'done' : i === at ? 'current' : 'upcoming',
  }));
}

/** How often Confirmation asks for the status while the page is visible. */
export const TRACKING_REFRESH_MS = 30_000;

/**
 * @example isFinal('completed') // true
 */
export function isFinal(status: TrackedStatus): boolean {
  return status === 'completed' || status === 'cancelled';
}
