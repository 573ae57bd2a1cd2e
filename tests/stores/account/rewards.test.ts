// docs/product.md §7.2 "Loyalty info", "Redeem in store"; docs/product.md §3 loyalty programs
// sorted by threshold; docs/product.md §4.1 a 403 ends the session: the rewards actions with the
// API client mocked.
import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const api = scriptedApi();
const chainConfig = atom<Record<string, unknown> | undefined>(undefined);
const expireSession = vi.fn();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/chain/config.ts', () => ({ $storeConfig: chainConfig }));
vi.mock('../../../src/stores/account/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  expireSession: (m: string) => expireSession(m),
}));

const rewards = await import('../../../src/stores/account/rewards.ts');
const session = await import('../../../src/stores/account/session.ts');

const programs = [
  { program_id: 3, name: 'Free burger', description: '', threshold: 150 },
  { program_id: 1, name: 'Free fries', description: '', threshold: 50 },
];
const loyalty = (points: number) => ({
  points,
  lifetime_points: 300,
  programs,
  history: [{ date: '2026-11-20T10:00:00Z', points: 25, description: 'Order #1' }],
});

let unbind: () => void;
beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  chainConfig.set({});
  expireSession.mockReset();
  session.$customerId.set(42);
  rewards.dismissRedeemedCode();
  unbind?.();
  unbind = rewards.$rewards.listen(() => undefined);
});

describe('loadRewards', () => {
  // These run before a load succeeds: once loaded, a failed refresh keeps what is shown.
  it('a failure is the error state in the guest’s words', async () => {
    api.answers.loyalty = failWith(500, 'db down');
    await rewards.loadRewards();
    expect(rewards.$rewards.get()).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('a 403 ends the session', async () => {
    api.answers.loyalty = failWith(403);
    await rewards.loadRewards();
    expect(expireSession).toHaveBeenCalledOnce();
  });

  it('shows points, programs by threshold and history', async () => {
    api.answers.loyalty = () => loyalty(120);
    expect(await rewards.loadRewards()).toEqual({ ok: true, value: undefined });
    const s = rewards.$rewards.get();
    expect(s.status).toBe('ready');
    if (s.status !== 'ready') return;
    expect(s.points).toBe(120);
    expect(s.programs.map((p) => p.name)).toEqual(['Free fries', 'Free burger']);
    expect(api.calls[0]).toEqual({ id: 'loyalty', options: { params: { customerId: 42 } } });
  });

  it('a failed refresh keeps what is shown', async () => {
    api.answers.loyalty = failWith(500);
    expect((await rewards.loadRewards()).ok).toBe(false);
    expect(rewards.$rewards.get().status).toBe('ready');
  });

  it('prefers the store configuration’s programs', async () => {
    chainConfig.set({
      loyalty: { programs_information: [{ name: 'Free burger', threshold: 150 }] },
    });
    api.answers.loyalty = () => loyalty(120);
    await rewards.loadRewards();
    const s = rewards.$rewards.get();
    expect(s.status === 'ready' && s.programs).toEqual([
      { programId: 3, name: 'Free burger', description: '', threshold: 150 },
    ]);
  });
});

describe('redeemReward', () => {
  const fries = { programId: 1, name: 'Free fries', description: '', threshold: 50 };
  const burger = { programId: 3, name: 'Free burger', description: '', threshold: 150 };

  beforeEach(async () => {
    api.answers.loyalty = () => loyalty(120);
    await rewards.loadRewards();
    api.calls.length = 0;
  });

  it('returns the code with its expiry and updates the points', async () => {
    api.answers.redeemLoyalty = () => ({
      ok: true,
      code: 'RW-ABCDEF',
      points: 70,
      expires_at: '2026-11-23T17:15:00Z',
    });
    api.answers.loyalty = () => loyalty(70);
    const r = await rewards.redeemReward(fries);
    expect(r).toEqual({
      ok: true,
      value: { code: 'RW-ABCDEF', reward: 'Free fries', expiresAt: '2026-11-23T17:15:00Z' },
    });
    expect(api.calls[0]).toEqual({
      id: 'redeemLoyalty',
      options: { params: { customerId: 42 }, payload: { program_id: 1 } },
    });
    const s = rewards.$rewards.get();
    expect(s.status === 'ready' && s.points).toBe(70);
    expect(rewards.$redeemedCode.get()?.code).toBe('RW-ABCDEF');
  });

  it('says plainly when the points are not enough, without asking the server', async () => {
    expect(await rewards.redeemReward(burger)).toEqual({
      ok: false,
      message: 'You need 30 more points for Free burger.',
    });
    expect(api.calls).toEqual([]);
  });

  it('when the server refuses because the points changed, says how many are missing', async () => {
    api.answers.redeemLoyalty = failWith(400, 'You need 10 more points', 'not_enough_points');
    api.answers.loyalty = () => loyalty(40);
    expect(await rewards.redeemReward(fries)).toEqual({
      ok: false,
      message: 'You need 10 more points for Free fries.',
    });
  });

  it('another failure keeps the points and says something went wrong', async () => {
    api.answers.redeemLoyalty = failWith(0);
    expect(await rewards.redeemReward(fries)).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    });
    expect(rewards.$redeemedCode.get()).toBeNull();
  });
});
