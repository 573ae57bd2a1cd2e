// docs/product.md §7.2 "Change password", §4.1 session expiry: the Profile's change password
// action.
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

const { changePassword } = await import('../../../src/stores/account/change-password.ts');
const session = await import('../../../src/stores/account/session.ts');
const form = { current: 'Demo1234!', next: 'Burger#2026' };

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  expireSession.mockReset();
  session.$loggedIn.set(true);
  session.$customerId.set(42);
});

describe('changePassword', () => {
  it('sends the current and the new password', async () => {
    api.answers.password = () => ({ ok: true });
    expect(await changePassword(form)).toEqual({ ok: true, value: undefined });
    expect(api.calls).toEqual([
      {
        id: 'password',
        options: { payload: { old_password: 'Demo1234!', new_password: 'Burger#2026' } },
      },
    ]);
  });

  it('a wrong current password is that field’s message', async () => {
    api.answers.password = failWith(400, 'Your current password is not correct', 'wrong_password');
    expect(await changePassword(form)).toEqual({
      ok: false,
      message: 'Your current password is not correct',
      fields: { current: 'Your current password is not correct' },
    });
  });

  it.each([
    ['a failure', failWith(500, 'db down')],
    ['no answer', failWith(0)],
    ['not ok', () => ({ ok: false })],
  ])('%s is docs/product.md §8’s generic text, never the server’s', async (_, answer) => {
    api.answers.password = answer;
    expect(await changePassword(form)).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('a 403 ends the session', async () => {
    api.answers.password = failWith(403);
    expect(await changePassword(form)).toMatchObject({ ok: false });
    expect(expireSession).toHaveBeenCalledOnce();
  });

  it('logged in without a customerId: docs/product.md §8 expiry, no call', async () => {
    session.$customerId.set(null);
    expect(await changePassword(form)).toMatchObject({ ok: false });
    expect(expireSession).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([]);
  });

  it('logged out: no call', async () => {
    session.$loggedIn.set(false);
    expect(await changePassword(form)).toMatchObject({ ok: false });
    expect(api.calls).toEqual([]);
  });
});
