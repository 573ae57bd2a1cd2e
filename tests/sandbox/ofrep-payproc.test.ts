/**
 * Two stand-ins that answer rather than collect: the flag service speaking OFREP (docs/product.md
 * §1, §9) and the payment processor's device data collector script (docs/product.md §7.7), each
 * recorded for the tests.
 */
import { describe, expect, it } from 'vitest';
import { ALL } from '../../src/pages/t/[tenant]/[u]_sandbox/[...path].ts';

process.env.STOREFRONT_SANDBOX_DB ??= 'memory';

type Ctx = Parameters<typeof ALL>[0];
const HOST = 'taco.localhost:4321';
const SAME_ORIGIN = { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };
const FIXTURE = { ...SAME_ORIGIN, 'content-type': 'application/json', 'x-storefront': '1' };
const OFREP = 'integrations/flags/ofrep/v1/evaluate/flags';

async function call(rest: string, init: RequestInit = {}) {
  const url = new URL(`http://${HOST}/__sandbox/${rest}`);
  const res = await ALL({
    params: { tenant: 'taco', u: '_', path: rest.split('?')[0] },
    request: new Request(url, init),
    url,
  } as unknown as Ctx);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const evaluate = (headers: Record<string, string> = {}, body = '{"context":{}}') =>
  call(OFREP, {
    method: 'POST',
    body,
    headers: {
      ...SAME_ORIGIN,
      'content-type': 'application/json',
      authorization: 'Bearer k',
      ...headers,
    },
  });
const received = async () =>
  JSON.parse((await call('integrations')).text) as Record<
    string,
    { body: Record<string, unknown> }[]
  >;

describe('the OFREP flag stand-in', () => {
  it('evaluates the tenant’s flags, answers 304 to the same ETag, and follows a change', async () => {
    await call('reset', { method: 'POST', headers: FIXTURE });
    const first = await evaluate();
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toEqual({
      flags: [{ key: 'gift-cards', value: true, reason: 'STATIC', variant: 'true' }],
    });
    const etag = first.headers.get('etag')!;
    expect((await evaluate({ 'if-none-match': etag })).status).toBe(304);
    await call('flags', {
      method: 'PUT',
      headers: FIXTURE,
      body: '{"flags":{"gift-cards":false}}',
    });
    const changed = await evaluate({ 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.text).flags[0].value).toBe(false);
    expect((await received()).flags!.map((r) => r.body.client_key)).toEqual(['k', 'k', 'k']);
  });

  it.each([
    ['no client key', { authorization: '' }, undefined, 401],
    ['no context', {}, '{}', 400],
    [
      'cross-site',
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      undefined,
      403,
    ],
  ])('refuses %s', async (_, headers, body, status) => {
    expect((await evaluate(headers, body)).status).toBe(status);
  });
});

describe('the payment processor’s collector stand-in', () => {
  it('makes a session id, exposes it as ka.sessionId, and records it', async () => {
    await call('reset', { method: 'POST', headers: FIXTURE });
    const res = await call('integrations/payproc/collect/sdk?m=sandbox-verde-301');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const made = (await received())['payment-fraud']![0]!.body;
    expect(made).toMatchObject({ event: 'sdk', merchant_id: 'sandbox-verde-301', made: true });
    expect(made.session_id).toMatch(/^[0-9a-f]{32}$/);
    expect(res.text).toContain(`ka.sessionId = s`);
    expect(res.text).toContain(JSON.stringify(made.session_id));
  });

  it('continues a given session', async () => {
    const res = await call('integrations/payproc/collect/sdk?m=m1&s=abc123');
    expect(res.text).toContain('"abc123"');
  });

  it.each([
    ['no merchant id', 'integrations/payproc/collect/sdk', 400],
    ['an invalid session id', 'integrations/payproc/collect/sdk?m=m1&s=a%20b', 400],
  ])('refuses %s', async (_, path, status) => {
    expect((await call(path)).status).toBe(status);
  });
});
