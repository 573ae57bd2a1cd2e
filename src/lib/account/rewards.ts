/**
 * Rewards (docs/product.md §3 "Store configuration": loyalty.programs_information[], kept sorted
 * ascending by threshold; docs/product.md §1 in-store loyalty redeem): which programs the guest
 * sees, how far they are from each, and which they can redeem now.
 */
import * as m from '#messages';

/** A loyalty program as the Rewards screen shows it; without an id it cannot be redeemed. */
export interface RewardProgram {
  programId: number | null;
  name: string;
  description: string;
  threshold: number;
}

/** A program as store configuration or the loyalty call gives it. */
export interface RawProgram {
  program_id?: unknown;
  name?: string | undefined;
  description?: string | undefined;
  threshold: number;
}

const idOf = (raw: unknown): number | null =>
  typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0 ? raw : null;

/**
 * Programs sorted ascending by threshold (docs/product.md §3); ties keep their given order.
 * @example sortPrograms([{ threshold: 100 }, { threshold: 50 }]).map((p) => p.threshold) // [50, 100]
 */
export function sortPrograms<T extends { threshold: number }>(programs: readonly T[]): T[] {
  return programs
    .map((p, i) => [p, i] as const)
    .sort(([a, i], [b, j]) => a.threshold - b.threshold || i - j)
    .map(([p]) => p);
}

/**
 * The programs to show: the store configuration's (docs/product.md §3), else the loyalty call's; a
 * configured program without an id takes the id of the loyalty call's program of the same name and
 * threshold, so it can still be redeemed. Entries without a usable threshold are left out.
 * @example rewardPrograms([], [{ program_id: 1, name: 'Fries', description: '', threshold: 50 }])[0].programId // 1
 */
export function rewardPrograms(
  configured: readonly RawProgram[] | undefined,
  fromLoyalty: readonly RawProgram[],
): RewardProgram[] {
  const known = fromLoyalty.map((p) => ({
    programId: idOf(p.program_id),
    name: p.name ?? '',
    description: p.description ?? '',
    threshold: p.threshold,
  }));
  const source =
    configured && configured.length > 0
      ? configured.map((p) => ({
          programId:
            idOf(p.program_id) ??
            known.find((k) => k.name === (p.name ?? '') && k.threshold === p.threshold)
              ?.programId ??
            null,
          name: p.name ?? '',
          description: p.description ?? '',
          threshold: p.threshold,
        }))
      : known;
  return sortPrograms(source.filter((p) => Number.isFinite(p.threshold) && p.threshold >= 0));
}

/** How far the guest is from one program. */
export interface RewardProgress {
  /** 0–100, whole percent. */
  percent: number;
  /** Points still needed; 0 when the reward is reached. */
  remaining: number;
  reached: boolean;
  /** "N more points" or "Ready to redeem". */
  label: string;
}

/**
 * Progress towards a program: points/threshold as a percent clamped to 0–100 (a threshold of 0 is
 * reached at once), and what is left.
 * @example rewardProgress(120, 150).label // '30 more points'
 * @example rewardProgress(120, 50).percent // 100
 */
export function rewardProgress(points: number, threshold: number): RewardProgress {
  const have = Number.isFinite(points) ? Math.max(0, points) : 0;
  const remaining = Math.max(0, Math.ceil(threshold - have));
  const reached = remaining === 0;
  const percent = reached ? 100 : Math.min(100, Math.max(0, Math.floor((have / threshold) * 100)));
  const label = reached ? m.rewards_ready : m.rewards_morePoints({ count: remaining });
  return { percent, remaining, reached, label };
}

/**
 * Whether the guest can redeem a program now: it has an id and their points reach its threshold.
 * @example canRedeem(120, { programId: 1, name: 'Fries', description: '', threshold: 50 }) // true
 */
export function canRedeem(points: number, program: RewardProgram): boolean {
  return program.programId !== null && rewardProgress(points, program.threshold).reached;
}

/**
 * The words for a reward the guest does not have enough points for.
 * @example notEnoughPoints(120, { programId: 3, name: 'Free burger', description: '', threshold: 150 }) // 'You need 30 more points for Free burger.'
 */
export function notEnoughPoints(points: number, program: RewardProgram): string {
  const { remaining } = rewardProgress(points, program.threshold);
  return m.rewards_notEnough({ count: remaining, name: program.name });
}

/**
 * A history entry's points as the guest reads them: "+25" or "−50" (a real minus sign).
 * @example signedPoints(-50) // '−50'
 */
export function signedPoints(points: number): string {
  return points < 0 ? `−${Math.abs(points)}` : `+${points}`;
}

/** How long a redeem code stays valid, measured against the given clock. */
export interface CodeValidity {
  expired: boolean;
  /** Whole minutes left, rounded up (a code with 10 s left reads "1 minute"). */
  minutesLeft: number;
  label: string;
}

/**
 * The validity of a redeem code that expires at `expiresAt` (ISO instant), at `nowMs`.
 * @example codeValidity('2026-11-23T17:15:00Z', Date.parse('2026-11-23T17:00:00Z')).label // 'Valid for 15 minutes'
 */
export function codeValidity(expiresAt: string, nowMs: number): CodeValidity {
  const end = Date.parse(expiresAt);
  if (!Number.isFinite(end)) return { expired: false, minutesLeft: 0, label: '' };
  const minutesLeft = Math.max(0, Math.ceil((end - nowMs) / 60_000));
  if (minutesLeft === 0) return { expired: true, minutesLeft, label: m.rewards_codeExpired };
  return { expired: false, minutesLeft, label: m.rewards_validFor({ count: minutesLeft }) };
}
