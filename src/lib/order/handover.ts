/**
 * The guest's order when the guest signs in mid-order (docs/product.md §4.1, §4.6, §7.3): the order
 * must become the customer's, never be dropped. First the "Update order" call names the order and
 * the customer's new id (an API that knows the sign-in came from the guest's session hands it
 * over); if the API refuses, the order is rebuilt for the customer with the same store, service,
 * time, address, guest count, discount code and lines.
 */
import * as m from '#messages';
import type { ChosenOption, Order } from '../../api/schemas/order.ts';
import { orderPayload, type OrderPayload } from './session.ts';

/** What signing in does with the current order. */
export type SignInOrderStep = 'keep' | 'hand-over';

/**
 * Only a guest's (or anonymous visitor's) open order changes hands; a customer's order is theirs.
 * @example signInOrderStep({ wasLoggedIn: false, orderId: 12 }) // 'hand-over'
 */
export function signInOrderStep(s: {
  wasLoggedIn: boolean;
  orderId: number | null;
}): SignInOrderStep {
  return !s.wasLoggedIn && s.orderId !== null ? 'hand-over' : 'keep';
}

const READY_TS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

function choiceOf(order: Order, addressId: number | null | undefined) {
  return {
    storeId: order.store_id,
    serviceTypeId: order.service_type_id,
    isAsap: order.is_asap,
    readyTs: order.ready_ts && READY_TS.test(order.ready_ts) ? order.ready_ts : undefined,
    guestCount: order.guest_count ?? undefined,
    addressId: addressId ?? undefined,
  };
}

/**
 * The "Update order" that hands the guest's order to the customer: the order's own fields, its
 * id, and the customer's id.
 * @example handoverPayload(order, 42) // { customer_id: 42, order_id: order.order_id, store_id: …, … }
 */
export function handoverPayload(order: Order, customerId: number): OrderPayload {
  return orderPayload(customerId, choiceOf(order, order.address_id), { orderId: order.order_id });
}

/**
 * The "Create order" that rebuilds it when the API refuses the hand-over: the same fields, the
 * customer's own copy of the address, and the first discount code the order carried (an automatic
 * discount has no code and applies again by itself).
 */
export function rebuildPayload(
  order: Order,
  customerId: number,
  addressId: number | null,
): OrderPayload {
  const code = order.discounts.find((d) => d.code)?.code ?? null;
  return orderPayload(customerId, choiceOf(order, addressId), { discountCode: code });
}

/** One cart line to add again (the saveItem payload and the name a message uses). */
export interface RebuildLine {
  menu_item_id: number;
  name: string;
  quantity: number;
  options: ChosenOption[];
  note?: string | undefined;
}

/**
 * The lines to add again, when the menu cannot be read to nest the choices: each chosen option as
 * the order lists it. Auto-added lines are left to the server.
 */
export function flatLines(order: Order): RebuildLine[] {
  return order.items
    .filter((l) => !l.auto)
    .map((l) => ({
      menu_item_id: l.menu_item_id,
      name: l.name,
      quantity: l.quantity,
      options: l.options.map((o) => ({
        option_id: o.option_id,
        ...(o.quantity > 1 ? { quantity: o.quantity } : {}),
      })),
      ...(l.note ? { note: l.note } : {}),
    }));
}

/** Said when some lines could not go into the rebuilt order. */
export function rebuildLeftOutMessage(names: readonly string[]): string {
  return m.order_rebuildLeftOut({ names: names.join(', ') });
}

/** Said when the order could not be rebuilt at all: its lines wait for the next START MY ORDER. */
export const REBUILD_FAILED_MESSAGE = m.order_rebuildFailed;
