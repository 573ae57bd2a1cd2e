/**
 * In-store redeem (docs/product.md §1, §7.2 "Redeem in store"): the code, its validity and the
 * points left.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, resetAt } from './helpers.ts';

const T0 = '2025-06-11T16:00:00Z';

let c: Client;
let me = 0;
beforeEach(async () => {
  c = await resetAt('burger', T0);
  me = await c.login();
});

describe('redeemLoyalty', () => {
  it('returns a code valid for 15 minutes and takes the points', async () => {
    const before = (await c.call('loyalty', { customerId: me })).body.points as number;
    const r = await c.call('redeemLoyalty', { customerId: me }, { program_id: 1 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ok: true,
      code: expect.stringMatching(/^RW-[A-Z0-9]{6}$/) as unknown,
      points: before - 50,
      expires_at: expect.any(String) as unknown,
    });
    const after = (await c.call('loyalty', { customerId: me })).body;
    expect(after.points).toBe(before - 50);
    const entry = after.history[0] as { points: number; date: string };
    expect(entry.points).toBe(-50);
    // The sandbox clock runs on from T0, so the validity is measured from the redemption itself.
    expect(Date.parse(r.body.expires_at as string) - Date.parse(entry.date)).toBe(15 * 60_000);
  });
});
