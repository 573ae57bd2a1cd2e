import { useAccountCustomer } from '../../stores/account/useAccountCustomer.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import { AccountState } from './AccountState.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import { ProfilePassword } from './ProfilePassword.tsx';
import { ProfileDelete } from './ProfileDelete.tsx';
import * as css from './profile.css.ts';

/**
 * Profile (docs/product.md §2.1): the customer's details, their password, and deleting the account.
 * The server renders the whole screen, its details' fields empty and disabled until the customer
 * arrives: headings, labels and hints paint at once, and nothing moves when the values come.
 */
export default function Profile() {
  const load = useAccountCustomer();
  // The customer (and the chain's configuration) may be known before this island hydrates; its
  // first render must still be the server's, or React reports a mismatch (#418).
  const hydrated = useHydrated();
  if (hydrated && load.state === 'error') return <AccountState load={load} />;
  return (
    <div className={css.page}>
      <ProfileDetails customer={hydrated && load.state === 'ready' ? load.customer : null} />
      {/* Disabled until hydrated: a click or a keystroke before then would be lost. */}
      <ProfilePassword disabled={!hydrated} />
      <ProfileDelete disabled={!hydrated} />
    </div>
  );
}
