// docs/product.md §7.2 saved cards with the gift-card params, save card, delete card: numbers
// checked before sending, the API's refusals on their fields, a 403 ends the session
// (docs/product.md §4.1).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const api = scriptedApi();
const expireSession = vi.fn();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/account/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  expireSession: () => expireSession(),
}));

const store = await import('../../../src/stores/account/gift-cards.ts');
const { $customerId } = await import('../../../src/stores/account/session.ts');

const gift = {
  card_id: 5,
  type: 'gift_card' as const,
  brand: 'Gift card',
  last4: '7890',
  balance_cents: 5000,
};

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  expireSession.mockReset();
  $customerId.set(42);
  store.$giftCards.set({ status: 'ready', items: [] });
});

it('lists gift cards with the gift-card params', async () => {
  api.answers.savedCards = () => ({ cards: [gift] });
  await store.loadGiftCards();
  expect(api.calls[0]!.options).toEqual({
    params: { customerId: 42 },
    payload: { type: 'gift_card' },
  });
  expect(store.$giftCards.get()).toEqual({ status: 'ready', items: [gift] });
});

describe('adding', () => {
  it('sends the digits and PIN and lists the card with its balance', async () => {
    api.answers.saveCard = () => ({ card: gift });
    expect(await store.addGiftCard('6006 4912 3456 7890', '1234')).toEqual({
      ok: true,
      value: gift,
    });
    expect(api.calls[0]!.options).toEqual({
      params: { customerId: 42 },
      payload: { gift_card_number: '6006491234567890', pin: '1234' },
    });
    expect(store.$giftCards.get()).toEqual({ status: 'ready', items: [gift] });
  });

  it('a malformed number is refused before sending', async () => {
    expect(await store.addGiftCard('1234', '1234')).toEqual({
      ok: false,
      message: 'Enter the 12 to 19 digits of the gift card number',
      fields: { number: 'Enter the 12 to 19 digits of the gift card number' },
    });
    expect(api.calls).toEqual([]);
  });

  it.each([
    [
      failWith(400, 'pin: Please enter the gift card PIN', 'pin_required'),
      {
        ok: false,
        message: 'Please enter the gift card PIN',
        fields: { pin: 'Please enter the gift card PIN' },
      },
    ],
    [
      failWith(400, 'The gift card number or PIN is not valid', 'invalid_gift_card'),
      { ok: false, message: 'The gift card number or PIN is not valid' },
    ],
    [
      failWith(500, 'stack trace'),
      { ok: false, message: 'Something went wrong. Please try again.' },
    ],
    [failWith(0), { ok: false, message: 'Something went wrong. Please try again.' }],
  ])('a refusal becomes our words (%#)', async (answer, result) => {
    api.answers.saveCard = answer;
    expect(await store.addGiftCard('6006491234567890', '')).toEqual(result);
    expect(expireSession).not.toHaveBeenCalled();
  });

  it('a 403, or no stored customer, ends the session', async () => {
    api.answers.saveCard = failWith(403);
    expect((await store.addGiftCard('6006491234567890', '1234')).ok).toBe(false);
    $customerId.set(null);
    expect(await store.addGiftCard('6006491234567890', '1234')).toEqual({
      ok: false,
      message: 'Your session has expired. Please log in again.',
    });
    expect(expireSession).toHaveBeenCalledTimes(2);
    expect(api.calls).toHaveLength(1);
  });
});

it('removes a gift card once the API agrees', async () => {
  store.$giftCards.set({ status: 'ready', items: [gift] });
  api.answers.deleteCard = () => ({ ok: true });
  expect((await store.removeGiftCard(5)).ok).toBe(true);
  expect(api.calls[0]!.options.payload).toEqual({ card_id: 5 });
  expect(store.$giftCards.get()).toEqual({ status: 'ready', items: [] });
});
