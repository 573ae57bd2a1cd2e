// Changes after ordering (docs/kitchen.md §3): how the charge or refund of a changed order reads,
// before and after (src/lib/order/settlements.ts).
import { describe, expect, it } from 'vitest';
import { inStoreText, settlementText } from '../../../src/lib/order/settlements.ts';

const money = (c: number) => `$${(c / 100).toFixed(2)}`;
const refund = { kind: 'refund', type: 'credit_card', last4: '4242', amount_cents: 327 } as const;
const charge = { kind: 'charge', type: 'gift_card', last4: '7890', amount_cents: 150 } as const;
const wallet = { kind: 'refund', type: 'google_pay', last4: null, amount_cents: 500 } as const;

describe('settlementText: what moves, to which tender', () => {
  it.each([
    ['a refund, before', [refund], 'will', 'We’ll refund $3.27 to your card ending in 4242.'],
    ['a refund, after', [refund], 'did', 'We refunded $3.27 to your card ending in 4242.'],
    [
      'a gift card charge',
      [charge],
      'will',
      'We’ll charge $1.50 to your gift card ending in 7890.',
    ],
    ['a wallet without digits', [wallet], 'did', 'We refunded $5.00 to Google Pay.'],
    [
      'two tenders',
      [refund, wallet],
      'did',
      'We refunded $3.27 to your card ending in 4242. We refunded $5.00 to Google Pay.',
    ],
    ['nothing', [], 'did', ''],
  ] as const)('%s', (_name, list, tense, text) => {
    expect(settlementText(list, money, tense)).toBe(text);
  });
});

describe('inStoreText: paying in store, the difference is owed there', () => {
  it.each([
    ['more', 250, [], 'You’ll pay $2.50 more in store.'],
    ['less', -250, [], 'You’ll pay $2.50 less in store.'],
    ['no difference', 0, [], ''],
    ['settled online', -250, [refund], ''],
  ] as const)('%s', (_name, diff, list, text) => {
    expect(inStoreText(diff, list, money)).toBe(text);
  });
});
