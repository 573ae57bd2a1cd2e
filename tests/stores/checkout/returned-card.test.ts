// docs/product.md §7.3: back from the hosted payment page, a declined card is said in the payment
// section; an English page gives the processor's words, else Checkout's own.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
vi.stubGlobal('sessionStorage', memoryStorage());
vi.stubGlobal('location', {
  pathname: '/101/checkout',
  href: 'http://burger.localhost/101/checkout?payment_token=tok_12345678',
  search: '?payment_token=tok_12345678',
  hash: '',
});
vi.stubGlobal('history', { state: null, replaceState: vi.fn() });

const { $checkoutErrors, $newCard, $paymentToken } =
  await import('../../../src/stores/checkout/checkout.ts');
const { takeReturnedToken } = await import('../../../src/stores/checkout/data.ts');

let message: string | null;

beforeEach(() => {
  $checkoutErrors.set({});
  $paymentToken.set(null);
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            data: { token: 'tok_12345678', status: 'declined', card: null, message },
          }),
        ),
      ),
    ),
  );
});

describe('a card the hosted page declined', () => {
  it.each([
    ['the processor’s words', 'Insufficient funds.', 'Insufficient funds.'],
    ['Checkout’s own without them', null, 'Your card was declined. Please use another card.'],
  ])('shows %s, and keeps no card', async (_rule, said, shown) => {
    message = said;
    await takeReturnedToken();
    expect($checkoutErrors.get().payment).toBe(shown);
    expect($paymentToken.get()).toBeNull();
    expect($newCard.get()).toBeNull();
  });
});
