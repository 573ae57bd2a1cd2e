/**
 * The feature-flag service's stand-in (docs/product.md §1): read with a client key, changed by a
 * fixture call, reset to the demo values.
 */
import { describe, expect, it } from 'vitest';
import { resetAt } from './helpers.ts';

describe('/__sandbox/flags', () => {
  it('serves the demo flags, takes a change, and forgets it on reset', async () => {
    const c = await resetAt('burger', null);
    expect((await c.fixture('GET', '/flags?client_key=demo')).body).toEqual({
      flags: { 'gift-cards': true },
    });
    const put = await c.fixture('PUT', '/flags', { flags: { 'gift-cards': false } });
    expect(put.status).toBe(200);
    expect((await c.fixture('GET', '/flags?client_key=demo')).body.flags['gift-cards']).toBe(false);
    await c.fixture('POST', '/reset');
    expect((await c.fixture('GET', '/flags?client_key=demo')).body.flags['gift-cards']).toBe(true);
  });

  it.each([
    ['no client key', 'GET', '/flags', undefined, 401],
    ['a body that is not a flag document', 'PUT', '/flags', { 'gift-cards': false }, 400],
    ['malformed JSON', 'PUT', '/flags', '{"flags":', 400],
  ])('refuses %s', async (_, method, path, body, status) => {
    const c = await resetAt('burger', null);
    expect(
      (await c.fixture(method, path, body, { 'content-type': 'application/json' })).status,
    ).toBe(status);
  });
});
