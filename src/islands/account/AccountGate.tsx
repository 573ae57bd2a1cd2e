import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { accountScreenAccess, type AccountScreenKey } from '../../lib/account/screen-access.ts';
import { $loggedIn } from '../../stores/account/session.ts';
import { $profileMenuInput } from '../../stores/account/profile-menu.ts';
import { openModal } from '../../stores/app/modal.ts';
import { $storeConfig } from '../../stores/chain/config.ts';
import { button } from '../../theme/recipes.css.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import { Empty } from './ScreenState.tsx';
import * as css from './account-screen.css.ts';
import * as m from '#messages';

interface Props {
  screen: AccountScreenKey;
  children?: ReactNode;
}

/**
 * An account screen opened by its URL shows what the profile menu would offer: the screen, a
 * Verify Phone prompt when only the phone stands in the way, or — for a screen this customer is
 * not offered at all — the account hub. Until the chain's rules are known (and in the server's
 * HTML) the screen's own skeleton stays.
 */
export default function AccountGate({ screen, children }: Props) {
  const hydrated = useHydrated();
  const loggedIn = useStore($loggedIn);
  const configReady = useStore($storeConfig) !== undefined;
  const input = useStore($profileMenuInput);
  const decided = hydrated && loggedIn && configReady;
  const access = decided ? accountScreenAccess(screen, input) : ({ kind: 'open' } as const);
  useEffect(() => {
    if (access.kind === 'hub') location.replace('/account');
  }, [access.kind]);
  // The screen stays in the page, hidden behind the prompt, rather than leaving it: its islands
  // were hydrated once, and put back after the phone is verified they would hydrate again against
  // HTML they have since changed (React #418).
  return (
    <>
      <div className={css.gated} hidden={access.kind !== 'open'}>
        {children}
      </div>
      {access.kind === 'verify-phone' && (
        <Empty>
          <p className={css.stateText}>{access.text}</p>
          <button
            type="button"
            className={button.primary}
            onClick={() => openModal('verify-phone')}
          >
            {m.account_verifyPhoneButton}
          </button>
        </Empty>
      )}
    </>
  );
}
