import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { validateChangePhone } from '../../lib/account/validate.ts';
import { $customer } from '../../stores/account/session.ts';
import { changePhone } from '../../stores/account/phone-verification.ts';
import { closeModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { submitWith } from '../../ui/forms.ts';
import { PhoneField } from './PersonFields.tsx';
import * as css from '../../ui/form.css.ts';
import { LinkButton, PrimaryButton } from './shared.tsx';

export interface PhoneDraft {
  phone: string;
  error?: string | undefined;
}

/** docs/product.md §2.8 "Change Phone", the second face of the Verify Phone modal. */
export function ChangePhoneForm({
  draft,
  onDraft,
  onBack,
  onChanged,
}: {
  /** What was typed, and its error: kept by the Verify Phone modal across going back and forth. */
  draft: PhoneDraft;
  onDraft: Dispatch<SetStateAction<PhoneDraft>>;
  onBack: () => void;
  /** The new number was saved and sent a PIN. */
  onChanged: () => void;
}) {
  const customer = useStore($customer);
  const [busy, setBusy] = useState(false);
  const { phone: newPhone, error: phoneError } = draft;
  const setNewPhone = (phone: string) => onDraft((d) => ({ ...d, phone }));
  const setPhoneError = (error: string | undefined) => onDraft((d) => ({ ...d, error }));

  async function update() {
    if (busy || !customer) return;
    const invalid = validateChangePhone(newPhone);
    setPhoneError(invalid);
    if (invalid) return;
    setBusy(true);
    const changed = await changePhone(newPhone);
    setBusy(false);
    if (!changed.ok) setPhoneError(changed.message);
    else if (changed.value === 'sent') onChanged();
  }

  return (
    <Dialog title={m.modals_changePhoneTitle} onClose={closeModal}>
      <form className={css.form} noValidate onSubmit={submitWith(update)}>
        <PhoneField value={newPhone} onValue={setNewPhone} error={phoneError} />
        <PrimaryButton busy={busy}>{m.modals_update}</PrimaryButton>
        <div className={css.links}>
          <LinkButton onClick={onBack}>{m.modals_backToVerification}</LinkButton>
        </div>
      </form>
    </Dialog>
  );
}
