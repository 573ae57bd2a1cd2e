/**
 * An order's status in words (docs/product.md §3 Order), the same on Confirmation's tracker and in
 * Order history, so a guest never reads two names for one state.
 */
import type { Order } from '../../api/schemas/order.ts';

export type OrderStatus = Order['status'];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  open: 'Not placed yet',
  placed: 'Order placed',
  accepted: 'Accepted by the store',
  preparing: 'Preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
