/**
 * What START MY ORDER / UPDATE is given and what it answers (docs/product.md §2.10, §4.5, §4.6).
 */
import * as m from '#messages';
import { ApiError, serverText } from '../../api/errors.ts';
import type { Discount } from '../../api/schemas/order.ts';
import type { Service, Store } from '../../api/schemas/store.ts';
import type { ParsedAddress } from '../../lib/address/types.ts';
import { ok, type Result } from '../../lib/result.ts';
import { SLOT_FULL } from '../../lib/schedule/slot-full.ts';
import type { DayOption, HourSlot, OrderType } from '../../lib/schedule/types.ts';
import { expireSession } from '../account/session.ts';

/** What the order details modal submits. */
export interface OrderDetailsChoice {
  store: Store;
  service: Service;
  day: DayOption;
  slot: HourSlot;
  orderType: OrderType;
  /** For an address-requiring service: the picked address and the Apt/Suite text. */
  address?: { parsed: ParsedAddress; address2: string } | undefined;
  guestCount?: number | undefined;
  /** Opened as "Order time passed" / "We need more time" from a placement: place after the update. */
  placeAfter: boolean;
}

/** How a submission ended, when it did not fail with a message for the form. */
export type Submitted =
  /** pendingDiscounts: automatic discounts offered for a new order (docs/product.md §4.6). */
  | { kind: 'saved'; orderId: number; pendingDiscounts: Discount[] }
  /**
   * The chosen time no longer works: the modal shows this title instead (docs/product.md §2.10).
   */
  | {
      kind: 'reopen';
      origin: 'order-time-passed' | 'need-more-time';
      message: string;
      /** The slot filled meanwhile: the store's slots are fetched again (docs/kitchen.md §1). */
      refresh?: boolean;
    }
  /** Nothing to show in the form: a toast said it (and maybe the session ended). */
  | { kind: 'handled' };

/**
 * The form's failure is `message` (docs/product.md §8's texts); `fields.address` marks the address
 * field, and docs/product.md's "not in the delivery area" text comes with the Select Another
 * Location link.
 */
export type SubmitResult = Result<Submitted>;

export const HANDLED: SubmitResult = ok({ kind: 'handled' });

/** docs/product.md §8 "Create/update order returns 403": its toast, then logout. */
export function expired(): SubmitResult {
  expireSession(m.errors_orderSessionExpired);
  return HANDLED;
}

/** The chosen time failed on the server: docs/product.md §2.10's titles instead of an error. */
export function timeProblem(err: unknown): SubmitResult | undefined {
  if (!(err instanceof ApiError)) return undefined;
  if (err.code === 'ready_ts_passed')
    return ok({ kind: 'reopen', origin: 'order-time-passed', message: '' });
  if (err.code === 'lead_time')
    return ok({ kind: 'reopen', origin: 'need-more-time', message: serverText(err) });
  // A slot that filled meanwhile (docs/kitchen.md §1): the server's text names the next free one.
  if (err.code === SLOT_FULL)
    return ok({
      kind: 'reopen',
      origin: 'need-more-time',
      message: serverText(err),
      refresh: true,
    });
  return undefined;
}
