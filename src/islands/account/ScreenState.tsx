import type { ReactNode } from 'react';
import { button } from '../../theme/recipes.css.ts';
import * as css from './account-screen.css.ts';
import * as m from '#messages';

/**
 * The error and empty faces every account screen shares (the loading one is ./ScreenLoading.tsx,
 * apart, so a screen whose skeleton the server renders loads none of the skeleton's code).
 */

/** A failure in the guest's words (the alert is the message alone), with Try again. */
export function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={css.state}>
      <p className={css.stateText} role="alert">
        {message}
      </p>
      <button type="button" className={button.secondary} onClick={onRetry}>
        {m.account_tryAgain}
      </button>
    </div>
  );
}

/** Nothing to show yet, and where to go instead. */
export function Empty({ children }: { children: ReactNode }) {
  return <div className={css.state}>{children}</div>;
}
