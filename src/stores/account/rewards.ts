/**
 * Rewards (docs/product.md §7.2 "Loyalty info", "Redeem in store"; docs/product.md §3 loyalty
 * programs): the customer's points and history, the programs to show, and in-store redeem with its
 * code.
 */
import { atom, computed } from 'nanostores';
import type { CallResponse } from '../../api/contract.ts';
import {
  canRedeem,
  notEnoughPoints,
  rewardPrograms,
  type RawProgram,
  type RewardProgram,
} from '../../lib/account/rewards.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { $storeConfig } from '../chain/config.ts';
import { customerCall } from './customer-call.ts';
import * as calls from '../../generated/api-calls.ts';

type Loyalty = CallResponse<'loyalty'>;
export type RewardHistoryEntry = Loyalty['history'][number];

type LoyaltyState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; loyalty: Loyalty };

const $loyalty = atom<LoyaltyState>({ status: 'idle' });

export type RewardsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      points: number;
      programs: RewardProgram[];
      history: readonly RewardHistoryEntry[];
    };

/** What the Rewards screen shows: the loyalty call with the store configuration's programs. */
export const $rewards = computed([$loyalty, $storeConfig], (s, config): RewardsState => {
  if (s.status !== 'ready') return s;
  const configured = config?.loyalty?.programs_information as RawProgram[] | undefined;
  return {
    status: 'ready',
    points: s.loyalty.points,
    programs: rewardPrograms(configured, s.loyalty.programs),
    history: s.loyalty.history,
  };
});

/** A code to show at the counter, and when it stops being accepted. */
export interface RedeemedCode {
  code: string;
  reward: string;
  expiresAt: string | null;
}

/** The last code redeemed on this page, kept on screen after its dialog closes. */
export const $redeemedCode = atom<RedeemedCode | null>(null);

/** Loads points, programs and history; a failure becomes the screen's error state. */
export async function loadRewards(): Promise<Result> {
  if ($loyalty.get().status !== 'ready') $loyalty.set({ status: 'loading' });
  const r = await customerCall(calls.loyalty, 'generic');
  if (!r.ok) {
    if ($loyalty.get().status !== 'ready') $loyalty.set({ status: 'error', message: r.message });
    return r;
  }
  $loyalty.set({ status: 'ready', loyalty: r.value });
  return ok();
}

const points = () => {
  const s = $loyalty.get();
  return s.status === 'ready' ? s.loyalty.points : 0;
};

/**
 * Redeems a reward in store. Not enough points is said plainly, before asking the server or when
 * the server refuses because the points changed meanwhile (they are read again).
 */
export async function redeemReward(program: RewardProgram): Promise<Result<RedeemedCode>> {
  if (!canRedeem(points(), program) || program.programId === null)
    return fail(notEnoughPoints(points(), program));
  const r = await customerCall(calls.redeemLoyalty, 'generic', {
    payload: { program_id: program.programId },
  });
  if (!r.ok) {
    await loadRewards();
    return canRedeem(points(), program) ? r : fail(notEnoughPoints(points(), program));
  }
  const code = { code: r.value.code, reward: program.name, expiresAt: r.value.expires_at ?? null };
  $redeemedCode.set(code);
  const s = $loyalty.get();
  if (s.status === 'ready')
    $loyalty.set({ status: 'ready', loyalty: { ...s.loyalty, points: r.value.points } });
  // The history entry of the redemption comes from the server.
  void loadRewards();
  return ok(code);
}

/** Forgets the shown code (it expired, or the guest dismissed it). */
export function dismissRedeemedCode(): void {
  $redeemedCode.set(null);
}
