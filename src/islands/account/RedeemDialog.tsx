import * as m from '#messages';
import { useEffect, useRef, useState } from 'react';
import type { RewardProgram } from '../../lib/account/rewards.ts';
import { redeemReward, type RedeemedCode } from '../../stores/account/rewards.ts';
import { button } from '../../theme/recipes.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import * as screen from './account-screen.css.ts';
import { CodeCard } from './RedeemedCode.tsx';

interface Props {
  program: RewardProgram;
  points: number;
  onClose: () => void;
}

/**
 * In-store redeem (docs/product.md §1): confirm the reward, then the code to show at the counter.
 */
export function RedeemDialog({ program, points, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [code, setCode] = useState<RedeemedCode | null>(null);
  const done = useRef<HTMLButtonElement>(null);
  // One dialog for both steps, so focus returns to the page's Redeem when it closes; the confirm
  // button is gone once the code shows, so focus moves to Done.
  useEffect(() => {
    if (code) done.current?.focus();
  }, [code]);

  async function confirm() {
    setBusy(true);
    setError('');
    const r = await redeemReward(program);
    setBusy(false);
    if (r.ok) setCode(r.value);
    else setError(r.message);
  }

  return (
    <Dialog
      title={code ? m.rewards_yourCode : m.rewards_redeemTitle({ name: program.name })}
      onClose={onClose}
    >
      {code ? (
        <div className={screen.stack}>
          <CodeCard code={code} live />
          <button ref={done} type="button" className={button.primary} onClick={onClose}>
            {m.rewards_done}
          </button>
        </div>
      ) : (
        <div className={screen.stack}>
          <p className={screen.stateText}>
            {m.rewards_confirm({ threshold: program.threshold, points })}
          </p>
          {error && (
            <p className={screen.stateText} role="alert">
              {error}
            </p>
          )}
          <div className={screen.actions}>
            <button
              type="button"
              className={button.primary}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {busy ? m.rewards_redeeming : m.rewards_redeem}
            </button>
            <button type="button" className={button.secondary} onClick={onClose}>
              {m.rewards_cancel}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
