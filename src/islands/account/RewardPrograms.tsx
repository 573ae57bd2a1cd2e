import * as m from '#messages';
import { canRedeem, rewardProgress, type RewardProgram } from '../../lib/account/rewards.ts';
import { button } from '../../theme/recipes.css.ts';
import * as screen from './account-screen.css.ts';
import * as css from './Rewards.css.ts';

interface Props {
  points: number;
  programs: readonly RewardProgram[];
  badgeColor: string;
  onRedeem: (program: RewardProgram) => void;
}

/**
 * The loyalty programs by threshold (docs/product.md §3), with progress towards each and Redeem.
 */
export function RewardPrograms({ points, programs, badgeColor, onRedeem }: Props) {
  if (programs.length === 0) return <p className={screen.muted}>{m.rewards_noPrograms}</p>;
  return (
    <ul className={screen.list}>
      {programs.map((program, i) => {
        const progress = rewardProgress(points, program.threshold);
        const nameId = `reward-${i}`;
        return (
          <li
            key={`${program.programId ?? 'x'}-${program.threshold}-${program.name}`}
            className={progress.reached ? `${screen.card} ${css.reached}` : screen.card}
          >
            <div className={css.programHead}>
              <h3 id={nameId} className={css.programName}>
                {program.name}
              </h3>
              <span>{m.rewards_threshold({ count: program.threshold })}</span>
            </div>
            {program.description && <p className={screen.muted}>{program.description}</p>}
            <div
              className={css.track}
              role="progressbar"
              aria-label={m.rewards_progressLabel({ name: program.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              aria-valuetext={m.rewards_progressValue({
                percent: progress.percent,
                label: progress.label,
              })}
            >
              <div className={css.fill} style={{ width: `${progress.percent}%` }} />
            </div>
            <div className={screen.actions} style={{ alignItems: 'center' }}>
              {progress.reached ? (
                <span className={css.badge} style={{ color: badgeColor }}>
                  {progress.label}
                </span>
              ) : (
                <span>{progress.label}</span>
              )}
              {program.programId !== null && (
                <button
                  type="button"
                  className={`${button[progress.reached ? 'primary' : 'secondary']} ${css.redeem}`}
                  disabled={!canRedeem(points, program)}
                  aria-label={m.rewards_redeemLabel({ name: program.name })}
                  onClick={() => onRedeem(program)}
                >
                  {m.rewards_redeem}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
