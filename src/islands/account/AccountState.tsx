import type { AccountCustomer } from '../../stores/account/useAccountCustomer.ts';
import { Failure, Loading } from './ScreenState.tsx';

/** The loading and error faces of an account screen that waits for the customer. */
export function AccountState({ load }: { load: Exclude<AccountCustomer, { state: 'ready' }> }) {
  if (load.state === 'loading') return <Loading>Loading your account…</Loading>;
  return <Failure message={load.message} onRetry={load.retry} />;
}
