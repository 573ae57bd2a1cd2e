// Check-in on arrival (docs/product.md §7.2 "Check in for order", "Orders available for
// check-in"; §7.3 "Add check-in info"; §4.1 and §8 for a 403): the calls go out for the signed-in
// customer or the guest who ordered, arrival details first where the service asks for them, and
// every failure comes back in the guest's words.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, line, order, scriptedApi } from '../fixtures.ts';

const api = scriptedApi();
const { calls } = api;
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
const expireSession = vi.fn();
vi.mock('../../../src/stores/account/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  expireSession: () => expireSession(),
}));

const { $arrivals, checkInOrder } = await import('../../../src/stores/checkin/arrival.ts');
const { $checkinList, loadCheckinList } = await import('../../../src/stores/checkin/list.ts');
const { NOT_THIS_BROWSER } = await import('../../../src/stores/checkin/call.ts');
const session = await import('../../../src/stores/account/session.ts');

const checkedIn = order([line(1, 1)], { checked_in_at: '2026-11-23T17:05:00Z' });

function asGuest(id: number | null = 77): void {
  session.$loggedIn.set(false);
  session.$customerId.set(null);
  session.$guestCustomerId.set(id);
}

beforeEach(() => {
  calls.length = 0;
  expireSession.mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  $arrivals.set({});
  asGuest();
  api.answers = {
    updateOrder: () => ({ order: order([line(1, 1)]) }),
    checkIn: () => ({ order: checkedIn }),
    checkInOrders: () => ({ orders: [order([line(1, 1)])] }),
    stores: () => ({ stores: [{ store_id: 102, name: 'Harbor' }] }),
  };
});

describe('checkInOrder', () => {
  it('a guest checks in a pickup order with one call under their guest customer id', async () => {
    const r = await checkInOrder(7);
    expect(r).toEqual({ ok: true, value: checkedIn });
    expect(calls).toEqual([
      { id: 'checkIn', options: { params: { customerId: 77, orderId: 7 }, payload: {} } },
    ]);
    expect($arrivals.get()['7']).toEqual({ state: 'done', order: checkedIn });
  });

  it('a signed-in customer checks in under their own id', async () => {
    session.$loggedIn.set(true);
    session.$customerId.set(42);
    await checkInOrder(7);
    expect(calls[0]!.options.params).toEqual({ customerId: 42, orderId: 7 });
  });

  it('curbside: the vehicle and spot go first, as the order’s check-in info', async () => {
    await checkInOrder(7, { vehicle: 'Blue sedan', spot: '4' });
    expect(calls.map((c) => [c.id, c.options.payload])).toEqual([
      ['updateOrder', { order: { checkin_info: 'Vehicle: Blue sedan. Parking spot: 4' } }],
      ['checkIn', {}],
    ]);
  });

  it('curbside without details: nothing is sent and each field says what is missing', async () => {
    const r = await checkInOrder(7, { vehicle: '', spot: '' });
    expect(calls).toEqual([]);
    expect(r.ok).toBe(false);
    expect($arrivals.get()['7']).toEqual({
      state: 'error',
      message: 'Please describe your vehicle',
      fields: { vehicle: 'Please describe your vehicle', spot: 'Please enter your parking spot' },
    });
  });

  it('a failed PUT stops before the check-in', async () => {
    api.answers.updateOrder = failWith(500, 'boom');
    const r = await checkInOrder(7, { vehicle: 'Blue sedan', spot: '4' });
    expect(r).toEqual({ ok: false, message: 'Something went wrong. Please try again.' });
    expect(calls.map((c) => c.id)).toEqual(['updateOrder']);
  });

  it.each([
    [
      'the tenant API’s reason for refusing',
      failWith(
        400,
        'Check-in opens at 12:00 PM, 15 minutes before your order’s pickup time.',
        'checkin_unavailable',
      ),
      'Check-in opens at 12:00 PM, 15 minutes before your order’s pickup time.',
    ],
    [
      'another refusal, never the upstream text',
      failWith(400, 'SQL error', 'weird'),
      'Something went wrong. Please try again.',
    ],
    ['no network', failWith(0), 'Something went wrong. Please try again.'],
    ['a guest’s 403: the order is another session’s', failWith(403), NOT_THIS_BROWSER],
  ])('%s', async (_name, answer, message) => {
    api.answers.checkIn = answer;
    expect(await checkInOrder(7)).toEqual({ ok: false, message });
    expect($arrivals.get()['7']).toMatchObject({ state: 'error', message });
    expect(expireSession).not.toHaveBeenCalled();
  });

  it('a signed-in customer’s 403 ends the session (docs/product.md §4.1)', async () => {
    session.$loggedIn.set(true);
    session.$customerId.set(42);
    api.answers.checkIn = failWith(403);
    expect(await checkInOrder(7)).toEqual({
      ok: false,
      message: 'Your session has expired. Please log in again.',
    });
    expect(expireSession).toHaveBeenCalledOnce();
  });

  it('without any customer, nothing is sent', async () => {
    asGuest(null);
    expect(await checkInOrder(7)).toEqual({ ok: false, message: NOT_THIS_BROWSER });
    expect(calls).toEqual([]);
  });
});

describe('loadCheckinList', () => {
  it('lists the orders offered for check-in with their stores', async () => {
    await loadCheckinList();
    const state = $checkinList.get();
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.orders.map((o) => o.order_id)).toEqual([7]);
    expect(state.stores[102]?.name).toBe('Harbor');
    expect(calls.find((c) => c.id === 'checkInOrders')!.options.params).toEqual({ customerId: 77 });
  });

  it('is the signed-out state without a customer, asking nothing', async () => {
    asGuest(null);
    await loadCheckinList();
    expect($checkinList.get()).toEqual({ status: 'signed-out' });
    expect(calls).toEqual([]);
  });

  it('a failure is the error state in the guest’s words', async () => {
    api.answers.checkInOrders = failWith(500, 'internal');
    await loadCheckinList();
    expect($checkinList.get()).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again.',
    });
  });
});
