import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { $customer, $userEmail } from '../../stores/account/session.ts';
import {
  resendEmailPin,
  sendEmailPin,
  verifyEmailPin,
} from '../../stores/account/email-verification.ts';
import { usePinForm } from '../../stores/account/usePinForm.ts';
import { closeModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { PinInput } from '../../ui/PinInput.tsx';
import * as css from '../../ui/form.css.ts';
import { button } from '../../theme/recipes.css.ts';
import { FormMessage, PrimaryButton } from './shared.tsx';

/** docs/product.md §2.9 "Verify Email". */
export function VerifyEmailModal() {
  const customer = useStore($customer);
  const storedEmail = useStore($userEmail);
  const email = customer?.email ?? storedEmail;
  const sent = useRef(false);
  const textId = useId();
  const { pin, setPin, error, setError, busy, pinRef, onSubmit } = usePinForm((code) =>
    verifyEmailPin(email, code),
  );

  // docs/product.md §2.9: a code is sent automatically when the modal opens.
  useEffect(() => {
    if (!email || sent.current) return;
    sent.current = true;
    void sendEmailPin(email).then((r) => {
      if (!r.ok) setError(r.message);
    });
  }, [email, setError]);

  async function resend() {
    setError(undefined);
    const r = await resendEmailPin(email);
    if (!r.ok) setError(r.message);
  }

  return (
    <Dialog
      title={m.modals_verifyEmailTitle}
      onClose={closeModal}
      initialFocus={pinRef}
      describedBy={textId}
    >
      <form className={css.form} noValidate onSubmit={onSubmit}>
        <p id={textId}>{m.modals_emailPinSent({ email: email || m.modals_yourEmail })}</p>
        <FormMessage error={error} />
        <PinInput
          ref={pinRef}
          label={m.modals_pinLabel}
          value={pin}
          onValue={setPin}
          invalid={!!error}
        />
        <button type="button" className={button.secondary} onClick={() => void resend()}>
          {m.modals_resendPin}
        </button>
        <PrimaryButton busy={busy}>{m.modals_verify}</PrimaryButton>
      </form>
    </Dialog>
  );
}
