/**
 * "I'm here" for one order (docs/product.md §7.2 "Check in for order"): the arrival details first
 * where the service asks for them (docs/product.md §7.3 "Add check-in info", PUT
 * /orders/{orderId}), then the check-in. Each order's progress is kept by id, so Confirmation,
 * order history and /checkin share it.
 */
import * as m from '#messages';
import { map } from 'nanostores';
import type { Order } from '../../api/schemas/order.ts';
import { checkinInfo, type Arrival } from '../../lib/checkin/arrival.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { checkinCall, checkinCustomerId, NOT_THIS_BROWSER } from './call.ts';
import * as calls from '../../generated/api-calls.ts';

export type ArrivalState =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'done'; order: Order }
  | { state: 'error'; message: string; fields?: Readonly<Record<string, string>> | undefined };

export const $arrivals = map<Record<string, ArrivalState>>({});

export const arrivalOf = (all: Record<string, ArrivalState>, orderId: number): ArrivalState =>
  all[String(orderId)] ?? { state: 'idle' };

/**
 * Checks the order in; `arrival` is given when the service asks for the vehicle and parking spot.
 * @example const r = await checkInOrder(7, { vehicle: 'Blue sedan', spot: '4' });
 */
export async function checkInOrder(orderId: number, arrival?: Arrival): Promise<Result<Order>> {
  const key = String(orderId);
  if ($arrivals.get()[key]?.state === 'sending') return fail(m.checkin_checkingIn);
  const result = await send(orderId, arrival);
  $arrivals.setKey(
    key,
    result.ok
      ? { state: 'done', order: result.value }
      : { state: 'error', message: result.message, fields: result.fields },
  );
  return result;
}

async function send(orderId: number, arrival: Arrival | undefined): Promise<Result<Order>> {
  const info = arrival ? checkinInfo(arrival) : ok(undefined);
  if (!info.ok) return info;
  const customerId = checkinCustomerId();
  if (!customerId) return fail(NOT_THIS_BROWSER);
  $arrivals.setKey(String(orderId), { state: 'sending' });
  if (info.value !== undefined) {
    const put = await checkinCall(calls.updateOrder, {
      params: { orderId },
      payload: { order: { checkin_info: info.value } },
    });
    if (!put.ok) return put;
  }
  const done = await checkinCall(calls.checkIn, { params: { customerId, orderId }, payload: {} });
  return done.ok ? ok(done.value.order) : done;
}

/** Forgets a failed attempt's message once the guest changes what they typed. */
export function clearArrivalError(orderId: number): void {
  if ($arrivals.get()[String(orderId)]?.state === 'error')
    $arrivals.setKey(String(orderId), { state: 'idle' });
}
