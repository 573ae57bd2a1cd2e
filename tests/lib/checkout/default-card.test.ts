// docs/product.md §2.15: Checkout starts with the customer's default saved card unless they chose
// another way to pay that still works, and never with a saved card where the store takes none.
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
    expect(initialPaymentChoice(chosen, list, true)).toEqual(expected);
  });
});

describe('initialPaymentChoice: a store that takes no saved cards', () => {
  it.each<[string, PaymentChoice | null, PaymentChoice | null]>([
    ['nothing chosen: nothing, not the default card', null, null],
    ['a saved card chosen: nothing', { type: 'saved_card', card_id: 2 }, null],
    ['a new card chosen stays', { type: 'new_card' }, { type: 'new_card' }],
    ['pay in store chosen stays', { type: 'pay_in_store' }, { type: 'pay_in_store' }],
  ])('%s', (_, chosen, expected) => {
    expect(initialPaymentChoice(chosen, cards, false)).toEqual(expected);
  });
});
