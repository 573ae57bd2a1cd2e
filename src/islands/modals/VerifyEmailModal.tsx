import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { callApi } from '../../api/client.ts';
import { MESSAGES, userMessage } from '../../api/errors.ts';
import { $customer, $emailVerified, $userEmail } from '../../stores/account/session.ts';
import { showToast } from '../../stores/app/toasts.ts';
import { closeModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { PinInput } from '../../ui/PinInput.tsx';
import * as css from '../../ui/form.css.ts';
import { button } from '../../theme/recipes.css.ts';
import { FormMessage, PrimaryButton } from './shared.tsx';
import { usePinForm } from './usePinForm.ts';

/** SPEC §2.9 "Verify Email". */
export function VerifyEmailModal() {
  const customer = useStore($customer);
  const storedEmail = useStore($userEmail);
  const email = customer?.email ?? storedEmail;
  const sent = useRef(false);
  const textId = useId();
  const { pin, setPin, error, setError, busy, pinRef, submit } = usePinForm(
    async (code) => (await callApi('verifyEmail', { payload: { email, security_code: code } })).ok,
    () => {
      $emailVerified.set(true);
      if (customer) $customer.set({ ...customer, is_verified: true });
      showToast(MESSAGES.emailVerified, { kind: 'success' });
      closeModal();
    },
  );

  async function send(): Promise<boolean> {
    try {
      return (await callApi('sendVerifyCode', { payload: { email } })).ok;
    } catch (err) {
      setError(userMessage('pinVerify', err));
      return false;
    }
  }

  // SPEC §2.9: a code is sent automatically when the modal opens.
  useEffect(() => {
    if (!email || sent.current) return;
    sent.current = true;
    void send();
  }, [email]);

  return (
    <Dialog title="Verify Email" onClose={closeModal} initialFocus={pinRef} describedBy={textId}>
      <form className={css.form} noValidate onSubmit={submit}>
        <p id={textId}>
          We sent a 6-digit PIN to {email || 'your e-mail address'}. Enter it below.
        </p>
        <FormMessage error={error} />
        <PinInput ref={pinRef} label="6-digit PIN" value={pin} onValue={setPin} invalid={!!error} />
        <button
          type="button"
          className={button({ kind: 'secondary' })}
          onClick={async () => (
            setError(undefined),
            (await send()) && showToast(MESSAGES.pinResent)
          )}
        >
          RESEND PIN
        </button>
        <PrimaryButton busy={busy}>VERIFY</PrimaryButton>
      </form>
    </Dialog>
  );
}
