import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { RewardProgram } from '../../lib/account/rewards.ts';
import { rewardPalette } from '../../lib/account/reward-colors.ts';
import { gradientCss, parseGradient } from '../../lib/branding/gradient.ts';
import { $rewards, loadRewards } from '../../stores/account/rewards.ts';
import { $branding } from '../../stores/chain/config.ts';
import * as screen from './account-screen.css.ts';
import { RedeemDialog } from './RedeemDialog.tsx';
import { RedeemedCodePanel } from './RedeemedCode.tsx';
import { RewardHistory } from './RewardHistory.tsx';
import { RewardPrograms } from './RewardPrograms.tsx';
import * as css from './Rewards.css.ts';
import { Loading } from './ScreenLoading.tsx';
import { Failure } from './ScreenState.tsx';

const retry = () => void loadRewards();

/**
 * Rewards (docs/product.md §2.1, §3 loyalty programs, §7.2 loyalty calls): points, programs,
 * redeem, history.
 */
export default function Rewards() {
  const state = useStore($rewards);
  const branding = useStore($branding);
  const [redeeming, setRedeeming] = useState<RewardProgram | null>(null);
  useEffect(retry, []);

  if (state.status === 'idle' || state.status === 'loading')
    return <Loading>{m.rewards_loading}</Loading>;
  if (state.status === 'error') return <Failure message={state.message} onRetry={retry} />;

  const rewards = branding.other_colors.rewards;
  const stops = parseGradient(rewards.card_gradient_color).stops;
  const palette = rewardPalette({
    background: branding.background_color,
    surface: rewards.success_surface,
    successText: rewards.success_text,
    green: branding.display_options.custom_green_color,
    stops,
  });

  return (
    <div className={screen.stack}>
      <div
        className={css.pointsCard}
        style={{ color: palette.card, backgroundImage: gradientCss(stops) ?? 'none' }}
      >
        <p className={css.pointsLabel}>{m.rewards_yourPoints}</p>
        <p className={css.pointsValue}>{state.points}</p>
      </div>
      <RedeemedCodePanel />
      <section aria-labelledby="rewards-programs">
        <h2 id="rewards-programs" className={screen.sectionTitle}>
          {m.rewards_available}
        </h2>
        <RewardPrograms
          points={state.points}
          programs={state.programs}
          badgeColor={palette.badge}
          onRedeem={setRedeeming}
        />
      </section>
      <section aria-labelledby="rewards-history">
        <h2 id="rewards-history" className={screen.sectionTitle}>
          {m.rewards_history}
        </h2>
        <RewardHistory history={state.history} gainColor={palette.gain} />
      </section>
      {redeeming && (
        <RedeemDialog
          program={redeeming}
          points={state.points}
          onClose={() => setRedeeming(null)}
        />
      )}
    </div>
  );
}
