/**
 * The Pay request (docs/product.md §7.3; contract `pay`): an optional gift card first, the rest by
 * the chosen method; billing fields of a new card; the guest's details.
 */
import type { CallRequest } from '../../api/contract.ts';

export type PayRequest = CallRequest<'pay'>;

/** The payment method chosen (docs/product.md §3 "selected payment method"). */
export type Method =
  | { type: 'card_token'; token: string; saveCard?: boolean }
  | { type: 'saved_card'; cardId: number }
  | { type: 'pay_in_store' };

export interface Billing {
  first_name: string;
  last_name: string;
  address1: string;
  city: string;
  state: string;
  postal_code: string;
}

export interface PaymentInput {
  key: string;
  totalCents: number;
  method: Method | null;
  /** A gift card paying part (or all) of the order. */
  giftCard?: { cardId: number; balanceCents: number } | null | undefined;
  billing?: Partial<Billing> | undefined;
  guest?: PayRequest['guest'];
  /** What fraud detection gathered (docs/product.md §7.7); empty values are left out. */
  risk?: PayRequest['risk'];
}

/**
 * The amount the gift card pays and what is left for the method.
 * @example splitGiftCard(2500, 1000) // { gift: 1000, rest: 1500 }
 */
export function splitGiftCard(
  totalCents: number,
  balanceCents: number,
): { gift: number; rest: number } {
  const gift = Math.max(0, Math.min(totalCents, balanceCents));
  return { gift, rest: totalCents - gift };
}

/**
 * The request, or a reason it cannot be sent yet.
 * @example paymentRequest({ key: 'k'.repeat(16), totalCents: 500, method: { type: 'saved_card', cardId: 3 } })
 * // { ok: true, request: { idempotency_key: 'kkkk…', payments: [{ type: 'saved_card', card_id: 3, amount_cents: 500 }] } }
 */
export function paymentRequest(
  p: PaymentInput,
): { ok: true; request: PayRequest } | { ok: false; reason: 'method' } {
  const payments: PayRequest['payments'] = [];
  let rest = p.totalCents;
  if (p.giftCard) {
    const split = splitGiftCard(p.totalCents, p.giftCard.balanceCents);
    if (split.gift > 0)
      payments.push({ type: 'gift_card', card_id: p.giftCard.cardId, amount_cents: split.gift });
    rest = split.rest;
  }
  if (rest > 0 || payments.length === 0) {
    const m = p.method;
    if (!m) return { ok: false, reason: 'method' };
    if (m.type === 'card_token')
      payments.push({
        type: 'card_token',
        token: m.token,
        amount_cents: rest,
        ...(m.saveCard ? { save_card: true } : {}),
      });
    else if (m.type === 'saved_card')
      payments.push({ type: 'saved_card', card_id: m.cardId, amount_cents: rest });
    else payments.push({ type: 'pay_in_store', amount_cents: rest });
  }
  const request: PayRequest = { idempotency_key: p.key, payments };
  const billing =
    p.method?.type === 'card_token' && p.billing
      ? Object.fromEntries(
          Object.entries(p.billing).filter(([, v]) => typeof v === 'string' && v.trim()),
        )
      : {};
  if (Object.keys(billing).length) request.billing = billing;
  if (p.guest) request.guest = p.guest;
  const risk = Object.fromEntries(Object.entries(p.risk ?? {}).filter(([, v]) => !!v));
  if (Object.keys(risk).length) request.risk = risk;
  return { ok: true, request };
}

/**
 * The part of a method that decides the idempotency key.
 * @example methodSignature({ type: 'saved_card', cardId: 3 }, null) // 'saved_card:3'
 */
export function methodSignature(m: Method | null, giftCardId: number | null): string {
  const main = !m
    ? 'none'
    : m.type === 'card_token'
      ? `card_token:${m.token}`
      : m.type === 'saved_card'
        ? `saved_card:${m.cardId}`
        : 'pay_in_store';
  return giftCardId ? `${main}+gift:${giftCardId}` : main;
}
