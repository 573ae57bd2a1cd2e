import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { callApi } from '../../api/client.ts';
import { ApiError, MESSAGES, userMessage } from '../../api/errors.ts';
import { formatPhone, maskPhone, phoneDigits } from '../../lib/account/format.ts';
import { validateChangePhone } from '../../lib/account/validate.ts';
import {
  $customer,
  $phoneVerified,
  expireSession,
  loadCustomer,
} from '../../stores/account/session.ts';
import { showToast } from '../../stores/app/toasts.ts';
import { $storeConfig } from '../../stores/chain/config.ts';
import { closeModal, openModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { PinInput } from '../../ui/PinInput.tsx';
import { TextField } from '../../ui/TextField.tsx';
import * as css from '../../ui/form.css.ts';
import { button } from '../../theme/recipes.css.ts';
import { FormMessage, LinkButton, PrimaryButton } from './shared.tsx';
import { usePinForm } from './usePinForm.ts';

/** SPEC §2.8 "Verify Phone / Change Phone". */
export function VerifyPhoneModal() {
  const customer = useStore($customer);
  const config = useStore($storeConfig);
  const [changing, setChanging] = useState(false);
  const [newPhone, setNewPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const sentFor = useRef<string | null>(null);
  const textId = useId();
  const phone = customer?.phone ?? '';
  const { pin, setPin, error, setError, busy, setBusy, pinRef, submit } = usePinForm(
    async (code) => (await callApi('verifyPhone', { payload: { phone, security_code: code } })).ok,
    () => {
      $phoneVerified.set(true);
      if (customer) $customer.set({ ...customer, is_phone_verified: true });
      showToast(MESSAGES.phoneVerified, { kind: 'success' });
      done();
    },
  );

  async function send(target: string): Promise<boolean> {
    try {
      const { ok } = await callApi('sendVerifyPhone', { payload: { phone: target } });
      return ok;
    } catch (err) {
      setError(userMessage('pinVerify', err));
      return false;
    }
  }

  // SPEC §2.8: a code is sent automatically when the modal opens (once per number).
  useEffect(() => {
    if (!phone || sentFor.current === phone) return;
    sentFor.current = phone;
    void send(phone);
  }, [phone]);

  useEffect(() => {
    if (!customer) void loadCustomer().catch(() => undefined);
  }, [customer]);

  function done() {
    closeModal();
    if (config?.require_email_verification && customer && !customer.is_verified)
      openModal('verify-email');
  }

  async function resend() {
    setError(undefined);
    if (await send(phone)) showToast(MESSAGES.pinResent);
  }

  async function update(e: React.SyntheticEvent) {
    e.preventDefault();
    if (busy || !customer) return;
    const invalid = validateChangePhone(newPhone);
    setPhoneError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const digits = phoneDigits(newPhone);
      const { customer: updated } = await callApi('updateCustomer', {
        params: { customerId: customer.customer_id },
        payload: { phone: digits },
      });
      $customer.set(updated);
      $phoneVerified.set(updated.is_phone_verified);
      sentFor.current = digits;
      await callApi('sendVerifyPhone', { payload: { phone: digits } });
      showToast(MESSAGES.phoneChanged);
      setChanging(false);
      setPin('');
    } catch (err) {
      if (err instanceof ApiError && err.status === 403)
        expireSession(MESSAGES.sessionExpiredNoStop);
      else setPhoneError(userMessage('phoneChange', err));
    } finally {
      setBusy(false);
    }
  }

  if (changing) {
    return (
      <Dialog title="Change Phone" onClose={closeModal}>
        <form className={css.form} noValidate onSubmit={update}>
          <TextField
            label="Cell Phone Number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={newPhone}
            onValue={(v) => setNewPhone(formatPhone(v))}
            error={phoneError}
          />
          <PrimaryButton busy={busy}>UPDATE</PrimaryButton>
          <div className={css.links}>
            <LinkButton onClick={() => setChanging(false)}>Back to verification</LinkButton>
          </div>
        </form>
      </Dialog>
    );
  }

  return (
    <Dialog title="Verify Phone" onClose={closeModal} initialFocus={pinRef} describedBy={textId}>
      <form className={css.form} noValidate onSubmit={submit}>
        <p id={textId}>
          We sent a 6-digit PIN by SMS to {phone ? maskPhone(phone) : 'your phone'}.
        </p>
        <FormMessage error={error} />
        <PinInput ref={pinRef} label="6-digit PIN" value={pin} onValue={setPin} invalid={!!error} />
        <PrimaryButton busy={busy}>VERIFY</PrimaryButton>
        <button
          type="button"
          className={button({ kind: 'secondary' })}
          onClick={() => void resend()}
        >
          RESEND PIN
        </button>
        <p>
          Wrong number? <LinkButton onClick={() => setChanging(true)}>CLICK HERE</LinkButton> to
          change it.
        </p>
      </form>
    </Dialog>
  );
}
