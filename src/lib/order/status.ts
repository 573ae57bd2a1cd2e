/**
 * An order's status in words (docs/product.md §3 Order), the same on Confirmation's tracker and in
 * Order history, so a guest never reads two names for one state.
 */
import * as m from '#messages';
import type { Order } from '../../api/schemas/order.ts';

export type OrderStatus = Order['status'];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  open: m.order_statusOpen,
  placed: m.order_statusPlaced,
  accepted: m.order_statusAccepted,
  preparing: m.order_statusPreparing,
  ready: m.order_statusReady,
  out_for_delivery: m.order_statusOutForDelivery,
  completed: m.order_statusCompleted,
  cancelled: m.order_statusCancelled,
};
