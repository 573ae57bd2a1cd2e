// docs/product.md §7.2 "Save card" with the gift-card params: what is checked before sending, and
// the words for the API's refusals.
import { describe, expect, it } from 'vitest';
import {
  checkGiftCard,
  giftCardRefusal,
  GIFT_CARD_NUMBER_INVALID,
  GIFT_CARD_PIN_INVALID,
} from '../../../src/lib/account/gift-cards.ts';

describe('checkGiftCard', () => {
  it.each([
    ['6006491234567890', '1234', { gift_card_number: '6006491234567890', pin: '1234' }],
    ['6006 4912 3456 7890', ' 1234 ', { gift_card_number: '6006491234567890', pin: '1234' }],
    ['6006-4912-3456', '', { gift_card_number: '600649123456' }],
    ['1234567890123456789', '123', { gift_card_number: '1234567890123456789', pin: '123' }],
  ])('%s / %s is sent as %j', (number, pin, entry) => {
    expect(checkGiftCard(number, pin)).toEqual({ ok: true, entry });
  });

  it.each([
    ['', '1234', { number: GIFT_CARD_NUMBER_INVALID }],
    ['60064912345', '1234', { number: GIFT_CARD_NUMBER_INVALID }],
    ['12345678901234567890', '1234', { number: GIFT_CARD_NUMBER_INVALID }],
    ['6006 4912 3456 789O', '1234', { number: GIFT_CARD_NUMBER_INVALID }],
    ['6006491234567890', '12', { pin: GIFT_CARD_PIN_INVALID }],
    ['6006491234567890', '12a4', { pin: GIFT_CARD_PIN_INVALID }],
    ['1', '1', { number: GIFT_CARD_NUMBER_INVALID, pin: GIFT_CARD_PIN_INVALID }],
  ])('%s / %s is refused: %j', (number, pin, fields) => {
    expect(checkGiftCard(number, pin)).toEqual({ ok: false, fields });
  });
});

describe('giftCardRefusal', () => {
  it.each([
    ['pin_required', { message: 'Please enter the gift card PIN', field: 'pin' }],
    ['invalid_gift_card', { message: 'The gift card number or PIN is not valid' }],
    ['http_500', undefined],
  ])('%s → %j', (code, refusal) => {
    expect(giftCardRefusal(code)).toEqual(refusal);
  });
});
