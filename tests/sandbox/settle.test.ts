// Settling a changed order (docs/kitchen.md §3): the rule of src/sandbox/orders/settle.ts that
// charges or refunds the difference on the tenders that paid.
import { describe, expect, it } from 'vitest';
import { settle, tendersOf, type Tender } from '../../src/sandbox/orders/settle.ts';

const card: Tender = { type: 'saved_card', last4: '4242', net_cents: 1000 };
const gift: Tender = { type: 'gift_card', last4: '7890', net_cents: 500 };

describe('settle: the difference goes to the tenders that paid', () => {
  it.each([
    ['same total: nothing moves', [card], 1000, false, []],
    [
      'higher: the last chargeable tender pays the difference',
      [gift, card],
      1800,
      false,
      [{ kind: 'charge', type: 'saved_card', last4: '4242', amount_cents: 300 }],
    ],
    ['higher, paying the rest in store: owed there, nothing charged', [card], 1800, true, []],
    [
      'lower: the last tender is refunded first',
      [gift, card],
      1200,
      false,
      [{ kind: 'refund', type: 'saved_card', last4: '4242', amount_cents: 300 }],
    ],
    [
      'lower than the last tender paid: the earlier one refunds the rest',
      [gift, card],
      200,
      false,
      [
        { kind: 'refund', type: 'saved_card', last4: '4242', amount_cents: 1000 },
        { kind: 'refund', type: 'gift_card', last4: '7890', amount_cents: 300 },
      ],
    ],
    [
      'cancelled (0): every tender refunded in full',
      [card],
      0,
      false,
      [{ kind: 'refund', type: 'saved_card', last4: '4242', amount_cents: 1000 }],
    ],
    [
      'lower than paid online with the rest in store: the online part is refunded',
      [card],
      600,
      true,
      [{ kind: 'refund', type: 'saved_card', last4: '4242', amount_cents: 400 }],
    ],
  ] as const)('%s', (_name, tenders, total, inStore, expected) => {
    expect(settle(tenders, total, inStore)).toEqual({ ok: true, settlements: expected });
  });

  it('higher with no tender that can be charged: refused', () => {
    expect(settle([], 500, false)).toEqual({ ok: false, reason: 'no_tender' });
  });

  it('tendersOf nets refunds against the tender, and leaves pay-in-store out', () => {
    expect(
      tendersOf([
        { payment_id: 1, type: 'saved_card', amount_cents: 1000, last4: '4242' },
        { payment_id: 2, type: 'pay_in_store', amount_cents: 500, last4: null },
        { payment_id: 3, type: 'saved_card', amount_cents: -300, last4: '4242' },
      ]),
    ).toEqual([{ type: 'saved_card', last4: '4242', net_cents: 700 }]);
  });
});
