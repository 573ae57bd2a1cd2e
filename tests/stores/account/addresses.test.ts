// docs/product.md §7.2 list, save, update and delete address; docs/product.md §4.1/§8: a 403 ends
// the session; the order details modal's address checks (docs/product.md §5) apply before anything
// is sent.
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

const store = await import('../../../src/stores/account/addresses.ts');
const session = await import('../../../src/stores/account/session.ts');
const { $loggedIn } = session;
const saved = await import('../../../src/stores/order/saved-addresses.ts');
const { $draft } = await import('../../../src/stores/order/details-draft.ts');

const wall = {
  address_id: 3,
  street_number: '75',
  address1: '75 Wall St',
  address2: '5B',
  city: 'New York',
  state_code: 'NY',
  postal_code: '10005',
  latitude: 40.7052,
  longitude: -74.0073,
};
const parsed = {
  street_number: '75',
  address1: '75 Wall St',
  city: 'New York',
  state_code: 'NY',
  postal_code: '10005',
  latitude: 40.7052,
  longitude: -74.0073,
  formatted: '75 Wall St, New York, NY 10005',
};

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  expireSession.mockReset();
  session.$customerId.set(42);
  $loggedIn.set(true);
  store.$addresses.set({ status: 'loading' });
});

describe('loading', () => {
  it('lists the customer’s addresses', async () => {
    api.answers.listAddresses = () => ({ addresses: [wall] });
    await store.loadAddresses();
    expect(store.$addresses.get()).toEqual({ status: 'ready', items: [wall] });
    expect(api.calls[0]).toEqual({ id: 'listAddresses', options: { params: { customerId: 42 } } });
  });

  it('a failure is shown with a generic text, and a retry starts from loading', async () => {
    api.answers.listAddresses = failWith(500, 'db down');
    await store.loadAddresses();
    expect(store.$addresses.get()).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again.',
    });
    api.answers.listAddresses = () => ({ addresses: [] });
    const again = store.loadAddresses();
    expect(store.$addresses.get()).toEqual({ status: 'loading' });
    await again;
    expect(store.$addresses.get()).toEqual({ status: 'ready', items: [] });
  });

  it('a 403 ends the session (docs/product.md §4.1)', async () => {
    api.answers.listAddresses = failWith(403);
    await store.loadAddresses();
    expect(expireSession).toHaveBeenCalledTimes(1);
    expect(store.$addresses.get()).toMatchObject({
      message: 'Your session has expired. Please log in again.',
    });
  });
});

describe('saving', () => {
  it.each([
    [{ text: '', picked: null, apt: '' }, 'Please enter your address'],
    [{ text: '75 Wa', picked: null, apt: '' }, 'Please select an address from the suggested list'],
    [
      { text: 'Wall St', picked: { ...parsed, street_number: '' }, apt: '' },
      'Please enter a valid address',
    ],
  ])('%j is refused before sending: %s', async (draft, message) => {
    expect(await store.saveAddress(draft)).toEqual({
      ok: false,
      message,
      fields: { address: message },
    });
    expect(api.calls).toEqual([]);
  });

  it('adds a new address to the list, and an edit replaces it', async () => {
    store.$addresses.set({ status: 'ready', items: [] });
    api.answers.saveAddress = (o) => ({ address: { address_id: 3, ...o.payload } });
    const r = await store.saveAddress({ text: parsed.formatted, picked: parsed, apt: ' 5B ' });
    expect(r).toEqual({ ok: true, value: wall });
    expect(api.calls[0]!.options.payload).not.toHaveProperty('address_id');
    await store.saveAddress({ text: parsed.formatted, picked: parsed, apt: '6C' }, 3);
    expect(api.calls[1]!.options.payload).toMatchObject({ address_id: 3, address2: '6C' });
    expect(store.$addresses.get()).toEqual({
      status: 'ready',
      items: [{ ...wall, address2: '6C' }],
    });
  });

  it('a failed save says docs/product.md §8’s "Save address fails" text', async () => {
    api.answers.saveAddress = failWith(500, 'boom');
    expect(await store.saveAddress({ text: 'x', picked: parsed, apt: '' })).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again later',
    });
  });
});

describe('deleting', () => {
  it('drops the address once the API agrees; a failure keeps it', async () => {
    store.$addresses.set({ status: 'ready', items: [wall] });
    api.answers.deleteAddress = failWith(0);
    expect((await store.deleteAddress(3)).ok).toBe(false);
    expect(store.$addresses.get()).toEqual({ status: 'ready', items: [wall] });
    api.answers.deleteAddress = () => ({ ok: true });
    expect(await store.deleteAddress(3)).toEqual({ ok: true, value: undefined });
    expect(api.calls.at(-1)!.options.payload).toEqual({ address_id: 3 });
    expect(store.$addresses.get()).toEqual({ status: 'ready', items: [] });
  });
});

describe('saved addresses in the order details modal (docs/product.md §2.10)', () => {
  it('a guest is offered none and nothing is loaded', () => {
    $loggedIn.set(false);
    store.$addresses.set({ status: 'ready', items: [wall] });
    saved.loadSavedAddresses();
    expect(saved.$savedAddresses.get()).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('picking one fills the address and Apt/Suite like a picked suggestion', async () => {
    api.answers.listAddresses = () => ({ addresses: [wall] });
    saved.loadSavedAddresses();
    await vi.waitFor(() => expect(saved.$savedAddresses.get()).toEqual([wall]));
    saved.chooseSavedAddress(wall);
    expect($draft.get()).toMatchObject({
      picked: parsed,
      addressText: '75 Wall St, New York, NY 10005',
      apt: '5B',
    });
  });
});
