import type { AccountCustomer } from '../../stores/account/useAccountCustomer.ts';
import { BoneField } from '../../ui/Skeleton.tsx';
import { Loading } from './ScreenLoading.tsx';
import { Failure } from './ScreenState.tsx';
import * as m from '#messages';

// A form's labels and fields, as the screens that wait for the customer mostly are.
const FORM_SHAPE = [0, 1, 2].map((i) => <BoneField key={i} />);

/** The loading and error faces of an account screen that waits for the customer. */
export function AccountState({ load }: { load: Exclude<AccountCustomer, { state: 'ready' }> }) {
  if (load.state === 'loading')
    return <Loading shape={FORM_SHAPE}>{m.account_loadingAccount}</Loading>;
  return <Failure message={load.message} onRetry={load.retry} />;
}
