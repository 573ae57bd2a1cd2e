// docs/product.md §1 (feature-flag service), §9 (refresh every 15 s): the OFREP client keeps the
// last good values, asks with the last ETag, and waits out a 429's Retry-After.
import { describe, expect, it } from 'vitest';
import { ofrepClient } from '../../../src/integrations/flags/client.ts';

type Step = Response | Error;
const bulk = (flags: Record<string, unknown>, etag = '"1"') =>
  new Response(
    JSON.stringify({ flags: Object.entries(flags).map(([key, value]) => ({ key, value })) }),
    { status: 200, headers: { etag, 'content-type': 'application/json' } },
  );

function scripted(steps: Step[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const step = steps.shift();
    return step instanceof Error || !step
      ? Promise.reject(step ?? new Error('none'))
      : Promise.resolve(step);
  };
  return { calls, fetchImpl };
}

describe('ofrepClient', () => {
  it('posts a bulk evaluation with the client key and an empty context', async () => {
    const { calls, fetchImpl } = scripted([bulk({ 'gift-cards': false })]);
    const client = ofrepClient('/__sandbox/integrations/flags', 'k1', fetchImpl);
    expect(await client.refresh()).toEqual({ 'gift-cards': false });
    expect(calls[0]!.url).toBe('/__sandbox/integrations/flags/ofrep/v1/evaluate/flags');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"context":{}}');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer k1');
    expect(headers['if-none-match']).toBeUndefined();
  });

  it.each([
    ['304 Not Modified', new Response(null, { status: 304 })],
    ['a 500', new Response('{}', { status: 500 })],
    ['a network failure', new Error('offline')],
    ['a body of another shape', new Response('{"flags":{"gift-cards":true}}', { status: 200 })],
  ])('keeps the last values on %s, asking with the last ETag', async (_, second) => {
    const { calls, fetchImpl } = scripted([bulk({ 'gift-cards': false }, '"v1"'), second]);
    const client = ofrepClient('https://flags.example.com', 'k', fetchImpl);
    await client.refresh();
    expect(await client.refresh()).toEqual({ 'gift-cards': false });
    expect((calls[1]!.init.headers as Record<string, string>)['if-none-match']).toBe('"v1"');
  });

  it('answers null before any good answer', async () => {
    const { fetchImpl } = scripted([new Error('offline')]);
    expect(await ofrepClient('https://f.example', 'k', fetchImpl).refresh()).toBeNull();
  });

  it('does not ask again before a 429’s Retry-After', async () => {
    let now = 0;
    const tooMany = new Response(null, { status: 429, headers: { 'retry-after': '60' } });
    const { calls, fetchImpl } = scripted([bulk({ a: true }), tooMany, bulk({ a: false })]);
    const client = ofrepClient('https://f.example', 'k', fetchImpl, () => now);
    await client.refresh();
    await client.refresh();
    now = 30_000;
    expect(await client.refresh()).toEqual({ a: true });
    expect(calls).toHaveLength(2);
    now = 60_000;
    expect(await client.refresh()).toEqual({ a: false });
    expect(calls).toHaveLength(3);
  });
});
