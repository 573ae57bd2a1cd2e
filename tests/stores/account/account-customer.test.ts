// docs/product.md §7.2 customer info, §4.1 and §8 session expiry: the customer an account screen
// needs.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const api = scriptedApi();
const expireSession = vi.fn();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/account/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  expireSession: () => expireSession(),
}));

const { ensureCustomer } = await import('../../../src/stores/account/account-customer.ts');
const session = await import('../../../src/stores/account/session.ts');

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  expireSession.mockReset();
  session.$customer.set(null);
  session.$customerId.set(42);
  session.$loggedIn.set(true);
});

describe('ensureCustomer', () => {
  it('a known customer needs no call', async () => {
    session.$customer.set(customer());
    expect(await ensureCustomer()).toEqual({ ok: true, value: customer() });
    expect(api.calls).toEqual([]);
  });

  it('fetches once for callers at the same moment', async () => {
    api.answers.me = () => ({ customer: customer() });
    const [a, b] = await Promise.all([ensureCustomer(), session.loadCustomer()]);
    expect(a).toEqual({ ok: true, value: customer() });
    expect(b).toEqual(customer());
    expect(api.calls.map((c) => c.id)).toEqual(['me']);
    expect(session.$customer.get()).toEqual(customer());
  });

  it('a failure is docs/product.md §8’s customer info text and keeps the session', async () => {
    api.answers.me = failWith(500, 'db down');
    expect(await ensureCustomer()).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again',
    });
    expect(expireSession).not.toHaveBeenCalled();
  });

  it('a 403 ends the session once', async () => {
    api.answers.me = failWith(403);
    expect(await ensureCustomer()).toEqual({
      ok: false,
      message: 'Your session has expired. Please log in again.',
    });
    expect(expireSession).toHaveBeenCalledOnce();
  });

  it('a 403 the start-up refresh already handled is not handled again', async () => {
    api.answers.me = failWith(403);
    const startup = session.loadCustomer().catch(() => session.$loggedIn.set(false));
    await Promise.all([ensureCustomer(), startup]);
    expect(expireSession).not.toHaveBeenCalled();
  });

  it('logged in without a customerId: docs/product.md §8 expiry, no call', async () => {
    session.$customerId.set(null);
    expect(await ensureCustomer()).toMatchObject({ ok: false });
    expect(expireSession).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([]);
  });
});
