/**
 * Gift-card tenders of one payment, judged per card: a card named several times in `payments[]`
 * (or reached through two saved cards) may spend at most its balance in total, so a $15.00 card
 * can never pay $23.91. Pure, so the rule is tested without a database.
 */

export interface GiftTender {
  /** The gift card's number (gift_cards.key), the same for every saved card that refers to it. */
  number: string;
  amount_cents: number;
  /** The card's balance when the payment is judged. */
  balance_cents: number;
}

/**
 * The first gift card whose tenders add up to more than its balance, with that balance; undefined
 * when every card covers what is asked of it.
 * @example overdrawnGiftCard([{ number: 'G1', amount_cents: 1500, balance_cents: 1500 }, { number: 'G1', amount_cents: 891, balance_cents: 1500 }]) // { number: 'G1', balance_cents: 1500 }
 */
export function overdrawnGiftCard(
  tenders: readonly GiftTender[],
): { number: string; balance_cents: number } | undefined {
  const asked = new Map<string, number>();
  for (const t of tenders) {
    const total = (asked.get(t.number) ?? 0) + t.amount_cents;
    asked.set(t.number, total);
    if (total > t.balance_cents) return { number: t.number, balance_cents: t.balance_cents };
  }
  return undefined;
}
