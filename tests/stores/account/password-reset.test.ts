// SPEC §2.7, §8 "Password reset": the reset request with the API client mocked.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, scriptedApi } from './fixtures.ts';

const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));

const { requestPasswordReset } = await import('../../../src/stores/account/password-reset.ts');

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
});

describe('requestPasswordReset', () => {
  it('asks for a reset link for the trimmed address and confirms it', async () => {
    api.answers.password = () => ({ ok: true });
    expect(await requestPasswordReset(' ann@example.com ')).toEqual({
      ok: true,
      value:
        "Password reset link sent! Check your inbox and spam folder if you don't see it within a few minutes.",
    });
    expect(api.calls).toEqual([
      { id: 'password', options: { payload: { email: 'ann@example.com', reset: true } } },
    ]);
  });

  it.each([
    ['returns not ok', () => ({ ok: false }), 'Email could not be sent'],
    [
      'fails with a server text',
      failWith(500, 'mailer down'),
      'Something went wrong. Please try again',
    ],
    ['gets no answer', failWith(0), 'Something went wrong. Please try again'],
  ])('%s', async (_, answer, message) => {
    api.answers.password = answer;
    expect(await requestPasswordReset('ann@example.com')).toEqual({ ok: false, message });
  });
});
