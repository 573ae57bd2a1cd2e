import * as m from '#messages';
import { useStore } from '@nanostores/react';
import {
  $redeemedCode,
  dismissRedeemedCode,
  type RedeemedCode,
} from '../../stores/account/rewards.ts';
import { button } from '../../theme/recipes.css.ts';
import * as css from './Rewards.css.ts';
import { expiryTime, useValidity } from './useValidity.ts';

/** The code to show at the counter, large, with how long it stays valid. */
export function CodeCard({ code, live }: { code: RedeemedCode; live: boolean }) {
  const validity = useValidity(code.expiresAt);
  const until = code.expiresAt ? expiryTime(code.expiresAt) : '';
  return (
    <>
      <div role={live ? 'status' : undefined}>
        <p className={css.small}>{m.rewards_showCode({ reward: code.reward })}</p>
        <p className={css.code}>{code.code}</p>
      </div>
      {validity?.label && (
        <p className={css.small}>
          {!validity.expired && until
            ? m.rewards_validUntil({ validity: validity.label, time: until })
            : validity.label}
        </p>
      )}
    </>
  );
}

/** The last redeemed code stays on the page after its dialog closes, until dismissed. */
export function RedeemedCodePanel() {
  const code = useStore($redeemedCode);
  if (!code) return null;
  return (
    <section className={css.codePanel} aria-label={m.rewards_yourCode}>
      <CodeCard code={code} live={false} />
      <button type="button" className={button.secondary} onClick={dismissRedeemedCode}>
        {m.rewards_hideCode}
      </button>
    </section>
  );
}
