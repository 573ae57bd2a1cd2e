// docs/product.md §7.2 "Change password": the sandbox checks the current password before it changes
// anything.
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, resetAt } from './helpers.ts';

let c: Client;
beforeEach(async () => {
  c = await resetAt('taco', null);
  await c.login();
});

const change = (old_password: string, new_password: string) =>
  c.call('password', {}, { old_password, new_password });

describe('change password', () => {
  it('with the right current password, only the new one logs in afterwards', async () => {
    expect((await change('Demo1234!', 'Better#2027')).body).toEqual({ ok: true });
    const other = new Client('taco');
    await expect(other.login('demo@example.com', 'Demo1234!')).rejects.toThrow(/login failed/);
    expect(await other.login('demo@example.com', 'Better#2027')).toBeGreaterThan(0);
  });

  it('a wrong current password is refused and changes nothing', async () => {
    const r = await change('Wrong#2026', 'Better#2027');
    expect([r.status, r.body.code, r.body.error]).toEqual([
      400,
      'wrong_password',
      'Your current password is not correct',
    ]);
    expect(await new Client('taco').login('demo@example.com', 'Demo1234!')).toBeGreaterThan(0);
  });

  it('without a session nothing is changed', async () => {
    const r = await new Client('taco').call(
      'password',
      {},
      { old_password: 'Demo1234!', new_password: 'Better#2027' },
    );
    expect(r.status).toBe(401);
    expect(await new Client('taco').login('demo@example.com', 'Demo1234!')).toBeGreaterThan(0);
  });
});
