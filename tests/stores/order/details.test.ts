// docs/product.md §2.10, §4.4, §4.7, §4.8, §5: the order details modal's draft, with the store call
// mocked and the clock fixed (Monday 23 Nov 2026, 12:00 in New York).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const NOON_NY = Date.parse('2026-11-23T17:00:00Z');
const submitOrderDetails = vi.fn();
vi.mock('../../../src/stores/order/submit.ts', () => ({
  submitOrderDetails: (c: unknown) => submitOrderDetails(c),
}));
vi.mock('../../../src/stores/app/toasts.ts', () => ({ showToast: vi.fn() }));
const fetchStore = vi.fn();
vi.mock('../../../src/stores/order/current.ts', async (orig) => ({
  ...(await orig<object>()),
  fetchStore: (...a: unknown[]) => fetchStore(...a),
}));

const details = await import('../../../src/stores/order/details.ts');
const { $storeConfig, $branding } = await import('../../../src/stores/chain/config.ts');
const { $modal } = await import('../../../src/stores/app/modal.ts');

const svc = (id: number, over: object = {}) => ({
  service_type_id: id,
  name: `s${id}`,
  display_name: ['', 'Pickup', 'Delivery', 'Catering'][id]!,
  is_visible: true,
  display_order: id,
  requires_address: id === 2,
  requires_guest_count: id === 3,
  base_prep_time: 15,
  lead_time: id === 3 ? 1440 : 15,
  ...over,
});
const days = (windows: [number, number][]) =>
  Object.fromEntries(['2026-11-23', '2026-11-24', '2026-11-25'].map((d) => [d, windows]));
const store = (over: object = {}) => ({
  store_id: 102,
  restaurant_id: 1,
  name: 'Harbor Burger Co. Williamsburg',
  subtitle: 'Late night',
  address1: '211 Bedford Ave',
  city: 'Brooklyn',
  state: 'NY',
  postal_code: '11211',
  latitude: 40.7,
  longitude: -73.9,
  is_open: true,
  timezone_offset_mins: -300,
  timezone: 'America/New_York',
  today: '11/23/2026',
  services: [svc(1), svc(2), svc(3)],
  service_schedule: {
    '1': days([
      [660, 900],
      [1080, 1560],
    ]),
    '2': days([[690, 1290]]),
    '3': days([[480, 1200]]),
  },
  fraud_detection_gateways: [],
  ...over,
});
const address = {
  street_number: '75',
  address1: '75 Wall St',
  city: 'New York',
  state_code: 'NY',
  postal_code: '10005',
  latitude: 40.7,
  longitude: -74,
  formatted: '75 Wall St, New York, NY 10005',
};

async function open(request: Parameters<typeof details.openOrderDetails>[0], s = store()) {
  fetchStore.mockResolvedValue(s);
  details.openOrderDetails(request);
  await vi.waitFor(() => expect(details.$draft.get().storeState).toBe('ready'));
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOON_NY, toFake: ['Date', 'setInterval', 'clearInterval'] });
  $storeConfig.set({});
  $branding.set({
    ...$branding.get(),
    display_options: { ...$branding.get().display_options, asap_schedule_toggle_enabled: false },
  });
  fetchStore.mockReset();
  submitOrderDetails.mockReset();
});
afterEach(() => {
  details.closeOrderDetails();
  vi.useRealTimers();
});

describe('opening (docs/product.md §2.10, §4.8)', () => {
  it('loads the store, keeps the chosen service, and starts on today with ASAP first', async () => {
    await open({ origin: 'default', storeId: 102, serviceTypeId: 1 });
    expect($modal.get()).toBe('order-details');
    expect(details.$draftTitle.get()).toEqual({ title: 'Select order details' });
    const d = details.$draft.get();
    expect([d.serviceTypeId, d.day, d.hour]).toEqual([1, '2026-11-23', 'ASAP']);
    expect(
      details.$draftSchedule
        .get()!
        .days[0]!.hours.slice(0, 3)
        .map((h) => h.hour),
    ).toEqual(['ASAP', '12:15', '12:30']);
  });

  it('a service the store does not offer falls back to the default service', async () => {
    await open({ origin: 'default', storeId: 102, serviceTypeId: 9 });
    expect(details.$draft.get().serviceTypeId).toBe(1);
  });

  it('a temporarily closed store (empty schedule) has no days (docs/product.md §4.7)', async () => {
    await open(
      { origin: 'default', storeId: 104, serviceTypeId: 1 },
      store({ service_schedule: { '1': {} } }),
    );
    expect(details.$draftSchedule.get()!.temporarilyClosed).toBe(true);
    expect(details.$draft.get().hour).toBeNull();
  });

  it('catering with a 24-hour lead time starts tomorrow', async () => {
    await open({ origin: 'default', storeId: 102, serviceTypeId: 3 });
    expect(details.$draft.get().day).toBe('2026-11-24');
  });

  it('"We need more time" shows the server message before docs/product.md’s sentence', async () => {
    await open({
      origin: 'need-more-time',
      message: 'We need at least 24 hours to prepare this order.',
      storeId: 102,
      serviceTypeId: 3,
    });
    expect(details.$draftTitle.get()).toEqual({
      title: 'We need more time',
      text: 'We need at least 24 hours to prepare this order. Please select a date and time accordingly.',
    });
    expect(details.$draft.get().placeAfter).toBe(true);
  });
});

describe('choices', () => {
  it('docs/product.md §4.4: leaving delivery keeps the address and apt/suite; coming back restores them', async () => {
    await open({ origin: 'default', storeId: 102, serviceTypeId: 2 });
    details.pickAddress(address);
    details.setApt('4B');
    details.chooseService(1);
    expect(details.$draft.get()).toMatchObject({ picked: null, apt: '' });
    details.chooseService(2);
    expect(details.$draft.get()).toMatchObject({
      picked: address,
      apt: '4B',
      addressText: address.formatted,
    });
  });

  it('editing the address text drops the pick until a suggestion is chosen again', async () => {
    await open({ origin: 'default', storeId: 102, serviceTypeId: 2 });
    details.pickAddress(address);
    details.setAddressText('75 Wall St, New York, NY 1000');
    expect(details.$draft.get().picked).toBeNull();
  });

  it('a day without the chosen hour moves to its first slot', async () => {
    await open({ origin: 'default', storeId: 102, serviceTypeId: 1 });
    details.chooseDay('2026-11-24');
    expect(details.$draft.get()).toMatchObject({ day: '2026-11-24', hour: '00:00' });
  });

  it('with the ASAP/Future toggle, Future mode hides ASAP and picks the first scheduled slot', async () => {
    $branding.set({
      ...$branding.get(),
      display_options: { ...$branding.get().display_options, asap_schedule_toggle_enabled: true },
    });
    await open({ origin: 'default', storeId: 102, serviceTypeId: 1 });
    expect(details.$draft.get().hour).toBe('ASAP');
    details.chooseOrderType('future');
    expect(details.$draftSchedule.get()!.days[0]!.hours.map((h) => h.hour)).not.toContain('ASAP');
    expect(details.$draft.get().hour).toBe('12:15');
  });

  it('a chosen slot that passes while open turns the modal into "Order time passed"', async () => {
    await open({ origin: 'default', storeId: 102, serviceTypeId: 1 });
    details.chooseHour('12:15');
    vi.advanceTimersByTime(5 * 60_000);
    expect(details.$draftTitle.get().title).toBe('Order time passed');
    expect(details.$draft.get().hour).toBeNull();
    // Later ticks do not choose a time for the guest.
    vi.advanceTimersByTime(60_000);
    expect(details.$draft.get().hour).toBeNull();
    details.chooseHour('12:30');
    expect(details.$draft.get()).toMatchObject({ hour: '12:30', hourChosen: true });
  });
});

describe('START MY ORDER (docs/product.md §5 and §4.6)', () => {
  it('shows docs/product.md §5 messages and sends nothing', async () => {
    await open({ origin: 'default', storeId: 102, serviceTypeId: 2 });
    await details.submitDetails();
    expect(details.$draft.get().errors).toEqual({ address: 'Please enter your address' });
    details.setAddressText('75 Wall');
    await details.submitDetails();
    expect(details.$draft.get().errors.address).toBe(
      'Please select an address from the suggested list',
    );
    details.pickAddress({ ...address, street_number: '', address1: 'Bedford Ave' });
    await details.submitDetails();
    expect(details.$draft.get().errors.address).toBe('Please enter a valid address');
    expect(submitOrderDetails).not.toHaveBeenCalled();
  });

  it('sends the choice and goes to the menu', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/', assign });
    submitOrderDetails.mockResolvedValue({
      ok: true,
      value: { kind: 'saved', orderId: 900, pendingDiscounts: [] },
    });
    await open({ origin: 'default', storeId: 102, serviceTypeId: 3 });
    // Waiting for the store moved the fake clock past 12:00:00, so 12:00 tomorrow is too soon.
    details.setGuestCount('12');
    await details.submitDetails();
    expect(submitOrderDetails).toHaveBeenCalledWith(
      expect.objectContaining({
        guestCount: 12,
        placeAfter: false,
        orderType: 'future',
        slot: expect.objectContaining({ hour: '12:15' }),
        day: expect.objectContaining({ date: '2026-11-24' }),
      }),
    );
    expect(assign).toHaveBeenCalledWith('/102/harbor-burger-co-williamsburg');
    vi.unstubAllGlobals();
  });

  it('a server "We need more time" keeps the modal open with that title', async () => {
    submitOrderDetails.mockResolvedValue({
      ok: true,
      value: {
        kind: 'reopen',
        origin: 'need-more-time',
        message: 'We need at least 30 minutes to prepare this order.',
      },
    });
    await open({ origin: 'default', storeId: 102, serviceTypeId: 1 });
    await details.submitDetails();
    expect(details.$draftTitle.get().title).toBe('We need more time');
    expect(details.$draft.get().busy).toBe(false);
  });

  it('a reorder lets the current order go only at START MY ORDER, so a new one is created', async () => {
    const { $orderId, $dayAndTimeSelected } = await import('../../../src/stores/order/order.ts');
    vi.stubGlobal('location', { pathname: '/account/order-history', assign: vi.fn() });
    $orderId.set(700);
    $dayAndTimeSelected.set(true);
    let seen: unknown;
    submitOrderDetails.mockImplementation(() => {
      seen = [$orderId.get(), $dayAndTimeSelected.get()];
      return Promise.resolve({
        ok: true,
        value: { kind: 'saved', orderId: 901, pendingDiscounts: [] },
      });
    });
    await open({ origin: 'reorder', storeId: 102, serviceTypeId: 1 });
    expect(details.$draftTitle.get().title).toBe('Select order details');
    expect($orderId.get()).toBe(700);
    await details.submitDetails();
    expect(seen).toEqual([null, false]);
    vi.unstubAllGlobals();
  });
});

describe('slot capacity (docs/kitchen.md §1)', () => {
  const full = (slots: Record<string, 'full' | 'nearly_full'>) =>
    store({ slot_capacity: { '1': slots } });

  it('ASAP moves past a full slot; another day starts on its first slot with room', async () => {
    await open(
      { origin: 'default', storeId: 102, serviceTypeId: 1 },
      full({ '2026-11-23 12:15': 'full', '2026-11-24 00:00': 'full' }),
    );
    // ASAP (ready 12:15, full) moves to 12:30.
    expect(details.$draft.get().hour).toBe('ASAP');
    expect(details.$draftSchedule.get()!.days[0]!.hours[0]).toMatchObject({
      asapMovedTo: '12:30 PM',
    });
    details.chooseDay('2026-11-24');
    expect(details.$draft.get().hour).toBe('00:15');
  });

  it('a chosen slot that turns out full moves to its next free slot when the slots come again', async () => {
    submitOrderDetails.mockResolvedValue({
      ok: true,
      value: {
        kind: 'reopen',
        origin: 'need-more-time',
        message: 'The 12:30 PM slot is full. The next free time is 12:45 PM.',
        refresh: true,
      },
    });
    await open({ origin: 'default', storeId: 102, serviceTypeId: 1 });
    details.chooseHour('12:30');
    fetchStore.mockResolvedValue(full({ '2026-11-23 12:30': 'full' }));
    await details.submitDetails();
    await vi.waitFor(() => expect(details.$draft.get().hour).toBe('12:45'));
    expect(details.$draftTitle.get()).toEqual({
      title: 'We need more time',
      text: 'The 12:30 PM slot is full. The next free time is 12:45 PM. Please select a date and time accordingly.',
    });
  });
});
