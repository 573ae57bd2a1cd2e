import * as m from '#messages';
import { historyDate } from '../../lib/account/reward-history.ts';
import { signedPoints } from '../../lib/account/rewards.ts';
import type { RewardHistoryEntry } from '../../stores/account/rewards.ts';
import * as screen from './account-screen.css.ts';
import * as css from './Rewards.css.ts';

/** Points earned and spent, newest first as the API sends them; dates "MMM D, YYYY"
 * (docs/product.md §9) on the customer’s calendar. */
export function RewardHistory({
  history,
  gainColor,
}: {
  history: readonly RewardHistoryEntry[];
  gainColor: string;
}) {
  if (history.length === 0) return <p className={screen.muted}>{m.rewards_noHistory}</p>;
  return (
    <ul className={screen.list} style={{ gap: 0 }}>
      {history.map((entry, i) => (
        <li key={`${entry.date}-${i}`} className={css.historyRow}>
          <span>{entry.description}</span>
          <span className={css.small}>{historyDate(entry.date)}</span>
          <span
            className={css.historyPoints}
            style={entry.points > 0 ? { color: gainColor } : undefined}
          >
            {signedPoints(entry.points)}{' '}
            <span className={css.small}>
              {m.rewards_historyUnit({ count: Math.abs(entry.points) })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
