/**
 * The sandbox tenant API called directly, by each of its doors: in-process (as the proxy calls it),
 * the /__sandbox/api endpoint on a tenant host, and the standalone server over HTTP. Hostile
 * payloads and malformed cookies get a 4xx, never a 500, and the proxy's attempt limits (logins,
 * PINs, promo codes) hold on every door.
 */
process.env.STOREFRONT_SANDBOX_DB = 'memory';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, TOO_MANY_ATTEMPTS } from '../../src/api/rate-limit.ts';
import { sandboxFetch } from '../../src/sandbox/index.server.ts';
import { createStandaloneServer } from '../../src/sandbox/standalone/server.ts';
import { createLogger } from '../../src/server/logger.ts';
import { ALL } from '../../src/pages/t/[tenant]/[u]_sandbox/[...path].ts';
import { resetAt } from './helpers.ts';

interface Answer {
  status: number;
  body: { error?: string; code?: string; auth_cookie?: string; customer_id?: number } & Record<
    string,
    unknown
  >;
}
type Door = (
  method: string,
  path: string,
  body?: string,
  headers?: Record<string, string>,
) => Promise<Answer>;

const read = async (res: Response): Promise<Answer> => ({
  status: res.status,
  body: res.headers.get('content-type')?.includes('json') ? await res.json() : {},
});

let server: Server;
let base = '';
beforeAll(async () => {
  server = createStandaloneServer({ log: createLogger('silent') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const jsonHeaders = (body: string | undefined, headers: Record<string, string>) => ({
  ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  ...headers,
});

const DOORS: [string, Door][] = [
  [
    'in-process',
    async (method, path, body, headers = {}) =>
      read(
        await sandboxFetch(
          'burger',
          new Request(`http://sandbox.internal${path}`, {
            method,
            body: body ?? null,
            headers: jsonHeaders(body, headers),
          }),
        ),
      ),
  ],
  [
    '/__sandbox/api',
    async (method, path, body, headers = {}) => {
      const url = new URL(`http://burger.localhost/t/burger/__sandbox/api${path}`);
      const request = new Request(url, {
        method,
        body: body ?? null,
        headers: { 'x-storefront': '1', ...jsonHeaders(body ?? '', headers) },
      });
      const rest = `api${url.pathname.split('/__sandbox/api')[1]}`;
      return read(
        await ALL({ params: { tenant: 'burger', u: '_', path: rest }, request, url } as never),
      );
    },
  ],
  [
    'standalone',
    async (method, path, body, headers = {}) =>
      read(
        await fetch(`${base}/t/burger${path}`, {
          method,
          body: body ?? null,
          headers: jsonHeaders(body, headers),
        }),
      ),
  ],
];

const nested = (depth: number, leaf: string, open: string, close: string) =>
  open.repeat(depth) + leaf + close.repeat(depth);

/** A signed-in demo customer with an open order, by one door. */
async function demoWithOrder(door: Door) {
  const login = await door(
    'POST',
    '/customers/login',
    JSON.stringify({ username: 'demo@example.com', password: 'Demo1234!' }),
  );
  expect(login.status).toBe(200);
  const auth = { authorization: `Basic ${login.body.auth_cookie}` };
  const order = await door(
    'POST',
    '/orders/new',
    JSON.stringify({
      customer_id: login.body.customer_id,
      is_asap: true,
      store_id: 101,
      service_type_id: 1,
    }),
    auth,
  );
  expect(order.status).toBe(200);
  return { auth, orderId: (order.body.order as { order_id: number }).order_id };
}

beforeEach(async () => {
  await resetAt('burger', '2025-06-11T16:00:00Z');
});

/** Each test signs in (scrypt) and makes a dozen calls or more: generous on a busy machine. */
const SLOW = { timeout: 60_000 };

describe.each(DOORS)('the sandbox API called directly (%s)', SLOW, (_name, door) => {
  it.each([
    ['options nested 5,000 deep', 'options'],
    ['a body nested 100,000 deep', 'array'],
    ['a body of objects nested 40,000 deep', 'object'],
  ])('answers %s with 400, never 500', async (_what, kind) => {
    const { auth, orderId } = await demoWithOrder(door);
    const body =
      kind === 'options'
        ? `{"menu_item_id":1002,"quantity":1,"options":[${nested(5000, '{"option_id":1}', '{"option_id":1,"options":[', ']}')}]}`
        : kind === 'array'
          ? nested(100_000, '1', '[', ']')
          : nested(40_000, '1', '{"a":', '}');
    const r = await door('POST', `/orders/${orderId}/items`, body, auth);
    expect([r.status, r.body.code]).toEqual([400, 'too_deep']);
  });

  it('answers a query parameter nested 1,000 deep with 400', async () => {
    const q = new URLSearchParams({ x: nested(1000, '1', '[', ']') });
    const r = await door('GET', `/stores?${q}`);
    expect(r.status).toBe(400);
  });

  it.each([
    '__ac=%E0%A4%A',
    '__ac=%',
    '__ac=%zz; session=%',
    '=%; ==; ;',
    'ROUTE_ID=%ff%fe; __ac=%c0%af',
  ])('answers the malformed cookie %s as no session (401), never 500', async (cookie) => {
    const r = await door('GET', '/customers/me', undefined, { cookie });
    expect(r.status).toBe(401);
  });

  it(`limits promo-code guesses to ${LIMITS.promoPerAccount.max} per customer, with a clear message`, async () => {
    const { auth, orderId } = await demoWithOrder(door);
    for (let i = 0; i < LIMITS.promoPerAccount.max; i++) {
      const wrong = await door(
        'POST',
        `/orders/${orderId}/discount`,
        JSON.stringify({ code: `GUESS${i}` }),
        auth,
      );
      expect(wrong.status).toBe(404);
    }
    // Over the limit even the right code waits.
    const limited = await door(
      'POST',
      `/orders/${orderId}/discount`,
      JSON.stringify({ code: 'WELCOME10' }),
      auth,
    );
    expect([limited.status, limited.body.error]).toEqual([429, TOO_MANY_ATTEMPTS]);
  });

  it(`limits failed logins to ${LIMITS.loginFailuresPerAccount.max} per account`, async () => {
    const wrong = JSON.stringify({ username: 'demo@example.com', password: 'Wrong-password-1' });
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i++)
      expect((await door('POST', '/customers/login', wrong)).status).toBe(401);
    const right = JSON.stringify({ username: 'demo@example.com', password: 'Demo1234!' });
    const limited = await door('POST', '/customers/login', right);
    expect([limited.status, limited.body.code]).toEqual([429, 'too_many_attempts']);
  });
});

describe('promo-code guesses by new guests from one address', SLOW, () => {
  it(`stop after ${LIMITS.promoPerIp.max} a minute, whichever guest tries`, async () => {
    const door = DOORS[0]![1];
    const from = { 'x-forwarded-for': '203.0.113.7' };
    let tried = 0;
    let status = 0;
    while (tried <= LIMITS.promoPerIp.max) {
      const guest = await door('POST', '/customers/guest', '{}', from);
      const auth = { ...from, authorization: `Basic ${guest.body.auth_cookie}` };
      const order = await door(
        'POST',
        '/orders/new',
        JSON.stringify({
          customer_id: guest.body.customer_id,
          is_asap: true,
          store_id: 101,
          service_type_id: 1,
        }),
        auth,
      );
      const orderId = (order.body.order as { order_id: number }).order_id;
      for (let i = 0; i < 5 && tried <= LIMITS.promoPerIp.max; i++, tried++) {
        status = (
          await door(
            'POST',
            `/orders/${orderId}/discount`,
            JSON.stringify({ code: `G${tried}` }),
            auth,
          )
        ).status;
        if (tried < LIMITS.promoPerIp.max) expect(status).toBe(404);
      }
    }
    expect(status).toBe(429);
  });
});
