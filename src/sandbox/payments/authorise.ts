/**
 * Authorising one payment of an order (docs/product.md §7.3): a new card token, a saved card, a
 * gift card or paying in store. Nothing is charged until every payment of the order is approved.
 */
import type { CallContext, Payload } from '../core/context.ts';
import type { Row } from '../core/db.ts';
import type {
  CardDoc,
  CustomerDoc,
  GiftCardDoc,
  OrderDoc,
  PaymentTokenDoc,
} from '../core/records.ts';
import { fail } from '../core/http.ts';
import { findStore, storeAccepts } from '../stores/stores.ts';
import { guestMoney } from '../core/guest-language.ts';
import { approvedToken } from './tokens.ts';
import { expiryPassed } from './cards.ts';
import { overdrawnGiftCard } from './gift-tenders.ts';

export type PaymentRequest = Payload<'pay'>['payments'][number];

/** One approved authorisation, applied only once every payment of the order is approved. */
export interface Authorisation {
  type: string;
  amount_cents: number;
  last4: string | null;
  /** The gift card a gift-card tender spends, and its balance when authorised. */
  gift?: { number: string; balance_cents: number };
  commit: (orderId: number) => void;
}

const insufficientBalance = (balanceCents: number): never =>
  fail(
    402,
    (t, locale) => t.api_giftBalancePayRest({ balance: guestMoney(balanceCents, locale) }),
    'insufficient_balance',
  );

/**
 * Refuses the payment when one gift card is asked, across all its tenders, for more than its
 * balance; the payment runs in one write transaction, so the balance checked is the one charged.
 */
export function checkGiftTenders(auths: readonly Authorisation[]): Authorisation[] {
  const over = overdrawnGiftCard(
    auths.flatMap((a) => (a.gift ? [{ ...a.gift, amount_cents: a.amount_cents }] : [])),
  );
  if (over) insufficientBalance(over.balance_cents);
  return [...auths];
}

/**
 * Checks one payment of `order` against the store's accepted methods and the customer's cards,
 * failing with the guest-facing reason; what it charges happens only in the returned commit.
 */
export function authoriseCard(
  c: CallContext,
  p: PaymentRequest,
  customer: Row<CustomerDoc>,
  order: Row<OrderDoc>,
): Authorisation {
  const store = findStore(c.index, order.data.store_id);
  const orderId = order.id;
  const accepts = (t: Parameters<typeof storeAccepts>[1]) =>
    storeAccepts(store, t) || fail(400, (t) => t.api_methodUnavailable, 'method_unavailable');
  switch (p.type) {
    case 'card_token': {
      accepts('credit_card');
      const token = approvedToken(
        c.db,
        p.token ?? fail(400, 'payments.token: is required for a card payment', 'token_required'),
      );
      if (token.data.used_by_order !== null && token.data.used_by_order !== orderId)
        fail(409, (t) => t.api_tokenUsed, 'token_used');
      return {
        type: 'credit_card',
        amount_cents: p.amount_cents,
        last4: token.data.last4,
        commit: (id) => {
          c.db
            .table<PaymentTokenDoc>('payment_tokens')
            .update(token.id, { ...token.data, used_by_order: id });
          const cards = c.db.table<CardDoc>('cards');
          if (p.save_card && !cards.byOwner(customer.id).some((r) => r.data.token === token.key))
            cards.insert(
              {
                type: 'credit_card',
                brand: token.data.brand ?? 'Card',
                last4: token.data.last4 ?? '0000',
                exp_month: token.data.exp_month ?? 12,
                exp_year: token.data.exp_year ?? 2099,
                token: token.key!,
              },
              { owner: customer.id },
            );
        },
      };
    }
    case 'saved_card':
    case 'gift_card': {
      accepts(p.type === 'saved_card' ? 'saved_card' : 'gift_card');
      const card =
        p.card_id === undefined ? undefined : c.db.table<CardDoc>('cards').get(p.card_id);
      const type = p.type === 'saved_card' ? 'credit_card' : 'gift_card';
      if (!card || card.owner !== customer.id || card.data.type !== type)
        fail(404, (t) => `payments.card_id: ${t.api_cardNotFound}`, 'card_not_found');
      const { exp_month: month, exp_year: year } = card.data;
      if (
        type === 'credit_card' &&
        month !== undefined &&
        year !== undefined &&
        expiryPassed({ month, year }, c.now)
      )
        fail(402, (t) => t.api_cardExpired, 'card_expired');
      if (type === 'credit_card')
        return {
          type: 'saved_card',
          amount_cents: p.amount_cents,
          last4: card.data.last4,
          commit: () => {},
        };
      const gifts = c.db.table<GiftCardDoc>('gift_cards');
      const gift =
        gifts.byKey(card.data.gift_card_number ?? '') ??
        fail(404, (t) => `payments.card_id: ${t.api_cardNotFound}`, 'card_not_found');
      if (gift.data.balance_cents < p.amount_cents) insufficientBalance(gift.data.balance_cents);
      return {
        type: 'gift_card',
        amount_cents: p.amount_cents,
        last4: card.data.last4,
        gift: { number: gift.key!, balance_cents: gift.data.balance_cents },
        commit: () => {
          // Read again: an earlier tender of this payment may have spent from the same card.
          const now = gifts.get(gift.id)!.data;
          gifts.update(gift.id, { ...now, balance_cents: now.balance_cents - p.amount_cents });
        },
      };
    }
    case 'pay_in_store':
      accepts('pay_in_store');
      return { type: 'pay_in_store', amount_cents: p.amount_cents, last4: null, commit: () => {} };
  }
}
