/**
 * How a charge or refund that settled a change reads (docs/kitchen.md §3), before it is made
 * ("We'll refund…") and after ("We refunded…").
 */
import * as m from '#messages';
import type { Settlement } from '../../api/schemas/order-changes.ts';

const NAMES: Readonly<Record<string, string>> = {
  gift_card: m.order_tenderGiftCard,
  google_pay: 'Google Pay',
  apple_pay: 'Apple Pay',
};

function tender(s: Settlement): string {
  const name = NAMES[s.type] ?? m.order_tenderCard;
  return s.last4 ? m.order_endingIn({ name, last4: s.last4 }) : name;
}

/**
 * @example settlementText([{ kind: 'refund', type: 'credit_card', last4: '4242', amount_cents: 327 }], (c) => `$${c / 100}`, 'will') // 'We’ll refund $3.27 to your card ending in 4242.'
 */
export function settlementText(
  settlements: readonly Settlement[],
  money: (cents: number) => string,
  tense: 'will' | 'did',
): string {
  return settlements
    .map((s) => {
      const say =
        s.kind === 'charge'
          ? tense === 'will'
            ? m.order_willCharge
            : m.order_charged
          : tense === 'will'
            ? m.order_willRefund
            : m.order_refunded;
      return say({ amount: money(s.amount_cents), tender: tender(s) });
    })
    .join(' ');
}

/**
 * What a change of total means for a guest paying in store, where nothing is charged or refunded
 * online; '' when the tenders settle it.
 * @example inStoreText(250, [], (c) => `$${(c / 100).toFixed(2)}`) // 'You’ll pay $2.50 more in store.'
 */
export function inStoreText(
  differenceCents: number,
  settlements: readonly Settlement[],
  money: (cents: number) => string,
): string {
  if (settlements.length || differenceCents === 0) return '';
  return differenceCents > 0
    ? m.order_payMoreInStore({ amount: money(differenceCents) })
    : m.order_payLessInStore({ amount: money(-differenceCents) });
}
