// docs/product.md §7.3: Checkout starts with the customer's default saved card unless they chose
// another way to pay that still works.
import { describe, expect, it } from 'vitest';
import {
  initialPaymentChoice,
  type CardChoice,
  type PaymentChoice,
} from '../../../src/lib/checkout/default-card.ts';

const cards: CardChoice[] = [
  { card_id: 1, is_default: false },
  { card_id: 2, is_default: true },
];

describe('initialPaymentChoice: the default saved card is pre-selected', () => {
  it.each<[string, PaymentChoice | null, readonly CardChoice[], PaymentChoice | null]>([
    ['nothing chosen: the default card', null, cards, { type: 'saved_card', card_id: 2 }],
    ['nothing chosen, no default card: nothing', null, [{ card_id: 1 }], null],
    ['nothing chosen, no cards: nothing', null, [], null],
    [
      'a saved card chosen that is still there stays',
      { type: 'saved_card', card_id: 1 },
      cards,
      { type: 'saved_card', card_id: 1 },
    ],
    [
      'a saved card chosen that is gone: the default card',
      { type: 'saved_card', card_id: 9 },
      cards,
      { type: 'saved_card', card_id: 2 },
    ],
    [
      'a saved card chosen that is gone, no default: nothing',
      { type: 'saved_card', card_id: 9 },
      [],
      null,
    ],
    ['a new card chosen stays', { type: 'new_card' }, cards, { type: 'new_card' }],
    ['pay in store chosen stays', { type: 'pay_in_store' }, cards, { type: 'pay_in_store' }],
  ])('%s', (_, chosen, list, expected) => {
    expect(initialPaymentChoice(chosen, list)).toEqual(expected);
  });
});
