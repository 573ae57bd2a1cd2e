/**
 * Settling a placed order to a new total (docs/kitchen.md §3): the same tenders that paid it are
 * charged the difference or refunded it. Pure, so each rule is tested on its own.
 */
import type { Settlement } from '../../api/schemas/order-changes.ts';
import type { PaymentDoc } from '../core/records.ts';

/** One tender of the order with what it has paid so far, net of refunds. */
export interface Tender {
  type: string;
  last4: string | null;
  net_cents: number;
}

/** Types that can take a further charge without the guest being there. */
const CHARGEABLE = new Set(['credit_card', 'saved_card', 'google_pay', 'apple_pay', 'gift_card']);

/** The online tenders of an order, in the order they paid, with their net amounts. */
export function tendersOf(payments: readonly PaymentDoc[]): Tender[] {
  const out: Tender[] = [];
  for (const p of payments) {
    if (p.type === 'pay_in_store') continue;
    const t = out.find((x) => x.type === p.type && x.last4 === p.last4);
    if (t) t.net_cents += p.amount_cents;
    else out.push({ type: p.type, last4: p.last4, net_cents: p.amount_cents });
  }
  return out;
}

export type SettleResult = { ok: true; settlements: Settlement[] } | { ok: false; reason: string };

/**
 * What moves money when an order's total becomes `newTotal`:
 * - more than was paid online: an order that pays the rest in store owes it there (nothing is
 *   charged); otherwise the last chargeable tender is charged the difference;
 * - less than was paid online: the tenders are refunded, the last one first, none beyond what it
 *   paid.
 * @example settle([{ type: 'saved_card', last4: '4242', net_cents: 1000 }], 800, false) // { ok: true, settlements: [{ kind: 'refund', type: 'saved_card', last4: '4242', amount_cents: 200 }] }
 */
export function settle(
  tenders: readonly Tender[],
  newTotal: number,
  paysInStore: boolean,
): SettleResult {
  const paid = tenders.reduce((a, t) => a + t.net_cents, 0);
  if (newTotal > paid) {
    if (paysInStore) return { ok: true, settlements: [] };
    const tender = [...tenders].reverse().find((t) => CHARGEABLE.has(t.type));
    if (!tender) return { ok: false, reason: 'no_tender' };
    const { type, last4 } = tender;
    return {
      ok: true,
      settlements: [{ kind: 'charge', type, last4, amount_cents: newTotal - paid }],
    };
  }
  let left = paid - newTotal;
  const settlements: Settlement[] = [];
  for (const t of [...tenders].reverse()) {
    if (left <= 0) break;
    const amount = Math.min(left, t.net_cents);
    if (amount <= 0) continue;
    settlements.push({ kind: 'refund', type: t.type, last4: t.last4, amount_cents: amount });
    left -= amount;
  }
  return { ok: true, settlements };
}
