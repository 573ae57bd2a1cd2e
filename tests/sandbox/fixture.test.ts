/** The fixture API: reset (default or custom seed), clock, outbox, faults with status, latency and abort. */
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, resetAt } from './helpers.ts';
import { pageDataVersion } from '../../src/server/page-cache-version.ts';

const allDay = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    [[0, 1440]],
  ]),
);
const miniSeed = {
  services: [
    {
      service_type_id: 7,
      name: 'pickup',
      display_name: 'Pick up',
      is_visible: true,
      display_order: 1,
      requires_address: false,
      requires_guest_count: false,
      base_prep_time: 10,
      lead_time: 10,
    },
  ],
  stores: [
    {
      store_id: 900,
      restaurant_id: 9900,
      name: 'Test Kitchen',
      address1: '1 Test St',
      city: 'Testville',
      state: 'TS',
      postal_code: '00001',
      latitude: 51.5,
      longitude: -0.12,
      timezone: 'Europe/London',
      tax_rate: 0.2,
      schedules: [{ service_type_id: 7, weekly: allDay }],
    },
  ],
  store_configuration: { chain_name: 'test', chain_display_name: 'Test Kitchen' },
  menus: [
    {
      menu_id: 1,
      name: 'Menu',
      categories: [
        {
          category_id: 1,
          name: 'Food',
          items: [{ item_id: 1, name: 'Toast', description: 'Hot toast', price_cents: 250 }],
        },
      ],
    },
  ],
  customers: [
    {
      email: 'tester@example.com',
      password: 'Tester1!',
      first_name: 'Tess',
      last_name: 'Ter',
      phone: '2125550000',
    },
  ],
  discounts: [],
  gift_cards: [],
  loyalty_programs: [],
  tickets: [],
};

let c: Client;
beforeEach(async () => {
  c = await resetAt('burger', '2025-06-11T16:00:00Z');
});

describe('reset', () => {
  it('loads a custom seed', async () => {
    const r = await c.fixture('POST', '/reset', miniSeed);
    expect(r.body).toEqual({ ok: true, seed: 'custom', stores: 1, customers: 1 });
    expect((await c.call('stores')).body.stores.map((s: { name: string }) => s.name)).toEqual([
      'Test Kitchen',
    ]);
    expect((await c.call('store', { storeId: 900 })).body.store.timezone).toBe('Europe/London');
    expect(await c.login('tester@example.com', 'Tester1!')).toBeGreaterThan(0);
    expect(
      (
        await new Client('burger').call(
          'login',
          {},
          { username: 'demo@example.com', password: 'Demo1234!' },
        )
      ).status,
    ).toBe(401);
    expect((await c.fixture('POST', '/reset')).body.seed).toBe('default');
    expect((await c.call('stores')).body.stores).toHaveLength(4);
  });

  it.each([[{}], [null]])('reads %j as the default seed', async (body) => {
    await c.fixture('POST', '/reset', miniSeed);
    expect((await c.fixture('POST', '/reset', body)).body.seed).toBe('default');
    expect((await c.call('stores')).body.stores).toHaveLength(4);
  });

  it('refuses an invalid seed and lists the problems', async () => {
    const r = await c.fixture('POST', '/reset', { ...miniSeed, stores: [], surprise: true });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_seed');
    expect(r.body.problems).toEqual(
      expect.arrayContaining([
        '/stores: must NOT have fewer than 1 items',
        "(seed): must NOT have additional properties 'surprise'",
      ]),
    );
    expect((await c.fixture('POST', '/reset', '{oops')).body.code).toBe('invalid_json');
    expect((await c.call('stores')).body.stores).toHaveLength(4); // untouched
  });

  it('clears orders, sessions, outbox, faults and the clock', async () => {
    const me = await c.login('unverified@example.com');
    await c.call(
      'saveOrder',
      {},
      { customer_id: me, is_asap: true, store_id: 101, service_type_id: 1 },
    );
    await c.call('sendVerifyPhone', {}, { phone: '2125550102' });
    await c.fixture('POST', '/faults', { path: '/nothing', status: 500 });
    await c.fixture('POST', '/reset');
    expect((await c.fixture('GET', '/outbox')).body).toEqual([]);
    expect((await c.fixture('GET', '/faults')).body.faults).toEqual([]);
    // Real time: read between two readings of this process's clock, however long that takes.
    const before = Date.now();
    const now = Date.parse((await c.fixture('GET', '/clock')).body.now);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect((await c.call('me')).status).toBe(401);
    expect((await c.call('getOrder', { orderId: 1 })).status).toBe(401);
  });
});

describe('clock', () => {
  it('sets an instant that then runs on, and returns to real time', async () => {
    const set = await c.fixture('POST', '/clock', { now: '2030-01-01T00:00:00Z' });
    expect(set.body.now).toMatch(/^2030-01-01T00:00:00/);
    await new Promise((r) => setTimeout(r, 30));
    expect(Date.parse((await c.fixture('GET', '/clock')).body.now)).toBeGreaterThanOrEqual(
      Date.parse('2030-01-01T00:00:00.025Z'),
    );
    const store = (await c.call('store', { storeId: 101 })).body.store;
    expect(store.today).toBe('12/31/2029');
    expect(store.timezone_offset_mins).toBe(-300);
    const before = Date.now();
    const real = await c.fixture('POST', '/clock', { now: null });
    expect(Date.parse(real.body.now)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(real.body.now)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses what is not an ISO-8601 time', async () => {
    for (const now of ['yesterday', '12/31/2029', 5])
      expect((await c.fixture('POST', '/clock', { now })).status).toBe(400);
  });
});

describe('outbox', () => {
  it('lists messages newest first, as JSON and as a page', async () => {
    await c.login('unverified@example.com');
    await c.call('sendVerifyPhone', {}, { phone: '2125550102' });
    await c.call('sendVerifyCode', {}, { email: 'unverified@example.com' });
    const outbox = (await c.fixture('GET', '/outbox')).body;
    expect(outbox.map((m: { channel: string; kind: string }) => [m.channel, m.kind])).toEqual([
      ['email', 'verify_email'],
      ['sms', 'verify_phone'],
    ]);
    expect(Object.keys(outbox[0]).sort()).toEqual([
      'channel',
      'kind',
      'pin',
      'recipient',
      'text',
      'time',
    ]);
    const page = await c.fixture('GET', '/outbox/page');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Sandbox outbox</title>');
    expect(page.body).toContain('<th scope="col">PIN</th>');
    expect(page.body).toContain(`<strong>${outbox[0].pin}</strong>`);
  });
});

describe('faults', () => {
  it('answers a path with the injected status', async () => {
    await c.fixture('POST', '/faults', { path: '/stores', status: 503 });
    expect(await c.raw('GET', '/stores')).toMatchObject({
      status: 503,
      body: { error: 'Injected fault' },
    });
    expect((await c.raw('GET', '/stores/101')).status).toBe(200);
    await c.fixture('POST', '/faults', { path: '/stores/*', status: 500, method: 'GET' });
    expect((await c.raw('GET', '/stores/101')).status).toBe(500);
    expect((await c.fixture('DELETE', '/faults')).body.faults).toEqual([]);
    expect((await c.raw('GET', '/stores')).status).toBe(200);
  });

  it('matches the method when given', async () => {
    await c.fixture('POST', '/faults', { path: '/customers/login', method: 'GET', status: 500 });
    expect(
      (await c.call('login', {}, { username: 'demo@example.com', password: 'Demo1234!' })).status,
    ).toBe(200);
  });

  it('delays by latencyMs, and the caller can abort the wait', async () => {
    await c.fixture('POST', '/faults', { path: '/stores', latencyMs: 200 });
    const start = Date.now();
    expect((await c.raw('GET', '/stores')).status).toBe(200);
    expect(Date.now() - start).toBeGreaterThanOrEqual(190);

    // Without the abort the delayed call would answer 200: rejecting proves the wait was cut.
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    await expect(c.raw('GET', '/stores', undefined, {}, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(
      c.raw('GET', '/stores/101', undefined, {}, AbortSignal.abort()),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a fault without effect or with a bad path', async () => {
    expect((await c.fixture('POST', '/faults', { path: '/stores' })).status).toBe(400);
    expect(
      (await c.fixture('POST', '/faults', { path: 'stores', status: 500 })).body.error,
    ).toMatch(/^path: /);
    expect(
      (await c.fixture('POST', '/faults', { path: '/stores', status: 200 })).body.error,
    ).toMatch(/^status: /);
  });
});

describe('routing', () => {
  it('404 for an unknown subpath, 405 for a wrong method', async () => {
    expect(await c.fixture('GET', '/nothing')).toMatchObject({
      status: 404,
      body: { error: 'Not found' },
    });
    const wrong = await c.fixture('GET', '/reset');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });
});

describe('pages kept in memory (docs/architecture.md §8)', () => {
  it('a reset, a clock move or a fault makes Home and Menu render again; reading does not', async () => {
    const moved = async (method: string, path: string, body?: unknown) => {
      const before = pageDataVersion();
      await c.fixture(method, path, body);
      return pageDataVersion() > before;
    };
    expect(await moved('POST', '/reset', {})).toBe(true);
    expect(await moved('POST', '/clock', { now: '2025-06-12T16:00:00Z' })).toBe(true);
    expect(await moved('POST', '/faults', { path: '/stores', status: 503 })).toBe(true);
    expect(await moved('DELETE', '/faults')).toBe(true);
    expect(await moved('GET', '/faults')).toBe(false);
    expect(await moved('GET', '/clock')).toBe(false);
  });
});
