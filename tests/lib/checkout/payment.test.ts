// docs/product.md §7.3 Pay (payload ours: contract `pay`), §3 "Card billing data", "newCardData".
import { describe, expect, it } from 'vitest';
import { CONTRACT } from '../../../src/api/contract.ts';
import { CARD_DECLINED } from '../../../src/lib/account/cards.ts';
import {
  methodSignature,
  paymentRequest,
  splitGiftCard,
  type PaymentInput,
} from '../../../src/lib/checkout/payment.ts';

const key = 'k'.repeat(32);
const base: PaymentInput = { key, totalCents: 2500, method: { type: 'saved_card', cardId: 3 } };

describe('paymentRequest', () => {
  it.each([
    ['a saved card pays all', base, [{ type: 'saved_card', card_id: 3, amount_cents: 2500 }]],
    [
      'a new card by its token',
      { ...base, method: { type: 'card_token', token: 'tok_abcdefgh' } },
      [{ type: 'card_token', token: 'tok_abcdefgh', amount_cents: 2500 }],
    ],
    [
      'a new card saved',
      { ...base, method: { type: 'card_token', token: 'tok_abcdefgh', saveCard: true } },
      [{ type: 'card_token', token: 'tok_abcdefgh', amount_cents: 2500, save_card: true }],
    ],
    [
      'pay in store',
      { ...base, method: { type: 'pay_in_store' } },
      [{ type: 'pay_in_store', amount_cents: 2500 }],
    ],
    [
      'a gift card pays part',
      { ...base, giftCard: { cardId: 9, balanceCents: 1000 } },
      [
        { type: 'gift_card', card_id: 9, amount_cents: 1000 },
        { type: 'saved_card', card_id: 3, amount_cents: 1500 },
      ],
    ],
    [
      'a gift card pays all',
      { ...base, method: null, giftCard: { cardId: 9, balanceCents: 5000 } },
      [{ type: 'gift_card', card_id: 9, amount_cents: 2500 }],
    ],
  ] as const)('%s', (_n, input, payments) => {
    const r = paymentRequest(input);
    expect(r).toEqual({ ok: true, request: { idempotency_key: key, payments } });
    if (r.ok) expect(CONTRACT.pay.request.safeParse(r.request).success).toBe(true);
  });

  it('needs a method for what a gift card leaves', () => {
    expect(paymentRequest({ ...base, method: null })).toEqual({ ok: false, reason: 'method' });
    expect(
      paymentRequest({ ...base, method: null, giftCard: { cardId: 9, balanceCents: 100 } }),
    ).toEqual({ ok: false, reason: 'method' });
  });

  it('sends billing fields of a new card only, without blanks, and the guest', () => {
    const guest = {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '2125550199',
    };
    const billing = {
      first_name: 'Ann',
      last_name: '',
      address1: '1 Main St',
      city: '',
      state: '',
      postal_code: '10001',
    };
    const card = paymentRequest({
      ...base,
      method: { type: 'card_token', token: 'tok_abcdefgh' },
      billing,
      guest,
    });
    expect(card.ok && card.request).toMatchObject({
      billing: { first_name: 'Ann', address1: '1 Main St', postal_code: '10001' },
      guest,
    });
    expect(card.ok && Object.keys(card.request.billing!)).toEqual([
      'first_name',
      'address1',
      'postal_code',
    ]);
    const saved = paymentRequest({ ...base, billing });
    expect(saved.ok && saved.request.billing).toBeUndefined();
  });
});

describe('splitGiftCard', () => {
  it.each([
    [2500, 1000, { gift: 1000, rest: 1500 }],
    [2500, 5000, { gift: 2500, rest: 0 }],
    [2500, 0, { gift: 0, rest: 2500 }],
    [2500, -5, { gift: 0, rest: 2500 }],
  ])('%i with %i', (total, balance, expected) =>
    expect(splitGiftCard(total, balance)).toEqual(expected),
  );
});

describe('methodSignature', () => {
  it.each([
    [null, null, 'none'],
    [{ type: 'saved_card', cardId: 3 }, null, 'saved_card:3'],
    [{ type: 'card_token', token: 'tok_1' }, 4, 'card_token:tok_1+gift:4'],
    [{ type: 'pay_in_store' }, null, 'pay_in_store'],
  ] as const)('%j %j', (m, g, expected) => expect(methodSignature(m, g)).toBe(expected));
});

// Checkout's payment section: the decline text when the hosted page gives no reason, verbatim.
it('a decline without a reason says so', () => {
  expect(CARD_DECLINED).toBe('Your card was declined. Please use another card.');
});

describe('paymentRequest: fraud detection goes with the payment (docs/product.md §7.7, §9 "Fraud")', () => {
  it.each([
    [undefined, undefined],
    [{}, undefined],
    [
      { device_fingerprint_id: 'fp_1', fraud_session_id: '', merchant_id: undefined },
      { device_fingerprint_id: 'fp_1' },
    ],
    [
      { device_fingerprint_id: 'fp_1', fraud_session_id: 's1', merchant_id: 'm-28' },
      { device_fingerprint_id: 'fp_1', fraud_session_id: 's1', merchant_id: 'm-28' },
    ],
  ])('%j → %j', (risk, expected) => {
    const built = paymentRequest({ ...base, risk });
    expect(built.ok && built.request.risk).toEqual(expected ?? undefined);
  });
});
