// docs/product.md §7.2 "Delete customer", §4.1 logout: deleting the account ends the local session,
// then Home.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
vi.stubGlobal('sessionStorage', memoryStorage());
const assign = vi.fn();
vi.stubGlobal('location', { pathname: '/account/profile', assign });
const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));

const { deleteAccount } = await import('../../../src/stores/account/delete-account.ts');
const session = await import('../../../src/stores/account/session.ts');

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  assign.mockReset();
  sessionStorage.clear();
  session.$customer.set(customer());
  session.$customerId.set(42);
  session.$loggedIn.set(true);
  session.$emailVerified.set(true);
  session.$userEmail.set('ann@example.com');
});

describe('deleteAccount', () => {
  it('deletes, logs out locally and goes Home with a message', async () => {
    api.answers.deleteCustomer = () => ({ ok: true });
    expect(await deleteAccount()).toEqual({ ok: true, value: undefined });
    expect(api.calls).toEqual([{ id: 'deleteCustomer', options: { params: { customerId: 42 } } }]);
    expect([session.$loggedIn.get(), session.$customerId.get(), session.$customer.get()]).toEqual([
      false,
      null,
      null,
    ]);
    expect([session.$emailVerified.get(), session.$userEmail.get()]).toEqual([false, '']);
    expect(assign).toHaveBeenCalledWith('/');
    expect(sessionStorage.getItem('pendingToasts')).toContain('Your account has been deleted');
  });

  it('a failure keeps the session and says so', async () => {
    api.answers.deleteCustomer = failWith(500, 'boom');
    expect(await deleteAccount()).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    });
    expect(session.$loggedIn.get()).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });
});
