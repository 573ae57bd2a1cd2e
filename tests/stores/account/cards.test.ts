// docs/product.md §7.2 saved cards, save card, delete card; docs/architecture.md §6: a new card
// comes back from the hosted page as a token, which leaves the address bar and is saved only once
// the provider approved it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const replaceState = vi.fn();
const assign = vi.fn();
const loc = {
  href: 'https://x.test/account/manage-cards',
  pathname: '/account/manage-cards',
  assign,
};
vi.stubGlobal('location', loc);
vi.stubGlobal('history', { state: null, replaceState });
// The shell of a sandbox tenant: its card page is the sandbox's (src/components/ProviderCsp.astro).
const providersTag = { textContent: '{"payment_page":{"kind":"sandbox"}}' };
vi.stubGlobal('document', {
  getElementById: (id: string) => (id === 'sf-providers' ? providersTag : null),
});
const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/account/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  expireSession: vi.fn(),
}));

const store = await import('../../../src/stores/account/cards.ts');
const { $customerId } = await import('../../../src/stores/account/session.ts');

const visa = {
  card_id: 9,
  type: 'credit_card' as const,
  brand: 'Visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
};
const TOKEN = 'tok_abcdefgh';

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  replaceState.mockReset();
  assign.mockReset();
  $customerId.set(42);
  store.$cards.set({ status: 'ready', items: [] });
  store.$cardOutcome.set(null);
  loc.href = `https://x.test/account/manage-cards?payment_token=${TOKEN}`;
});

describe('adding a card through the hosted page', () => {
  it('goes to the hosted page, which comes back to this screen', () => {
    store.addCardOnHostedPage();
    expect(assign).toHaveBeenCalledWith('/__sandbox/pay/new?return=%2Faccount%2Fmanage-cards');
  });

  it('an approved card is saved by its token and listed; the token leaves the address bar', async () => {
    api.answers.checkPayment = () => ({
      token: TOKEN,
      status: 'approved',
      card: {},
      message: null,
    });
    api.answers.saveCard = () => ({ card: visa });
    await store.takeReturnedCard();
    expect(replaceState).toHaveBeenCalledWith(null, '', '/account/manage-cards');
    expect(api.calls.map((c) => [c.id, c.options])).toEqual([
      ['checkPayment', { params: { token: TOKEN } }],
      ['saveCard', { params: { customerId: 42 }, payload: { token: TOKEN } }],
    ]);
    expect(store.$cards.get()).toEqual({ status: 'ready', items: [visa] });
    expect(store.$cardOutcome.get()).toEqual({
      kind: 'added',
      message: 'Visa ending in 4242 was added.',
    });
  });

  it.each([
    [
      'Your card was declined. Please use another card.',
      'Your card was declined. Please use another card.',
    ],
    [null, 'Your card was declined. Please use another card.'],
  ])('a declined card says why (%s) and nothing is saved', async (message, shown) => {
    api.answers.checkPayment = () => ({ token: TOKEN, status: 'declined', card: null, message });
    await store.takeReturnedCard();
    expect(api.calls.map((c) => c.id)).toEqual(['checkPayment']);
    expect(store.$cardOutcome.get()).toEqual({ kind: 'failed', message: shown });
  });

  it('without a token, or with a malformed one, nothing is called', async () => {
    loc.href = 'https://x.test/account/manage-cards';
    await store.takeReturnedCard();
    loc.href = 'https://x.test/account/manage-cards?payment_token=%3Cscript%3E';
    await store.takeReturnedCard();
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual([]);
    expect(store.$cardOutcome.get()).toBeNull();
  });

  it('a failed check says so in the guest’s words', async () => {
    api.answers.checkPayment = failWith(500, 'internal');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store.takeReturnedCard();
    expect(warn).toHaveBeenCalledWith('Checking the card failed', expect.anything());
    warn.mockRestore();
    expect(store.$cardOutcome.get()).toEqual({
      kind: 'failed',
      message: 'We could not add your card. Please try again.',
    });
  });
});

describe('listing and deleting', () => {
  it('lists credit cards only', async () => {
    api.answers.savedCards = () => ({ cards: [visa] });
    await store.loadCards();
    expect(api.calls[0]!.options.payload).toEqual({ type: 'credit_card' });
    expect(store.$cards.get()).toEqual({ status: 'ready', items: [visa] });
  });

  it('deletes a card once the API agrees; a failure keeps it', async () => {
    store.$cards.set({ status: 'ready', items: [visa] });
    api.answers.deleteCard = failWith(500);
    expect(await store.deleteCard(9)).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    });
    api.answers.deleteCard = () => ({ ok: true });
    expect((await store.deleteCard(9)).ok).toBe(true);
    expect(api.calls.at(-1)!.options.payload).toEqual({ card_id: 9 });
    expect(store.$cards.get()).toEqual({ status: 'ready', items: [] });
  });
});
