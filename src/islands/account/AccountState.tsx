import { button } from '../../theme/recipes.css.ts';
import type { AccountCustomer } from '../../stores/account/useAccountCustomer.ts';
import * as css from './hub.css.ts';

/** The loading and error faces of an account screen that waits for the customer. */
export function AccountState({ load }: { load: Exclude<AccountCustomer, { state: 'ready' }> }) {
  if (load.state === 'loading')
    return (
      <p role="status" aria-live="polite">
        Loading your account…
      </p>
    );
  return (
    <div className={css.stateBox}>
      <p role="alert">{load.message}</p>
      <button type="button" className={button({ kind: 'secondary' })} onClick={load.retry}>
        Try again
      </button>
    </div>
  );
}
