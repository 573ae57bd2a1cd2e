import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { maskPhone } from '../../lib/account/format.ts';
import { $customer, loadCustomer } from '../../stores/account/session.ts';
import {
  resendPhonePin,
  sendPhonePin,
  verifyPhonePin,
} from '../../stores/account/phone-verification.ts';
import { usePinForm } from '../../stores/account/usePinForm.ts';
import { closeModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { PinInput } from '../../ui/PinInput.tsx';
import * as css from '../../ui/form.css.ts';
import { button } from '../../theme/recipes.css.ts';
import { ChangePhoneForm, type PhoneDraft } from './ChangePhoneForm.tsx';
import { FormMessage, LinkButton, PrimaryButton, withParts } from './shared.tsx';

/** docs/product.md §2.8 "Verify Phone / Change Phone". */
export function VerifyPhoneModal() {
  const customer = useStore($customer);
  const [changing, setChanging] = useState(false);
  const [draft, setDraft] = useState<PhoneDraft>({ phone: '' });
  const sent = useRef(false);
  const textId = useId();
  const phone = customer?.phone ?? '';
  const { pin, setPin, error, setError, busy, pinRef, onSubmit } = usePinForm((code) =>
    verifyPhonePin(phone, code),
  );

  // docs/product.md §2.8: a code is sent automatically when the modal opens; a changed number is
  // sent its own code by the change itself.
  useEffect(() => {
    if (!phone || sent.current) return;
    sent.current = true;
    void sendPhonePin(phone).then((r) => {
      if (!r.ok) setError(r.message);
    });
  }, [phone, setError]);

  useEffect(() => {
    if (!customer) void loadCustomer().catch(() => undefined);
  }, [customer]);

  async function resend() {
    setError(undefined);
    const r = await resendPhonePin(phone);
    if (!r.ok) setError(r.message);
  }

  if (changing)
    return (
      <ChangePhoneForm
        draft={draft}
        onDraft={setDraft}
        onBack={() => setChanging(false)}
        onChanged={() => {
          setChanging(false);
          setPin('');
        }}
      />
    );

  return (
    <Dialog
      title={m.modals_verifyPhoneTitle}
      onClose={closeModal}
      initialFocus={pinRef}
      describedBy={textId}
    >
      <form className={css.form} noValidate onSubmit={onSubmit}>
        <p id={textId}>
          {phone ? m.modals_phonePinSent({ phone: maskPhone(phone) }) : m.modals_phonePinSentToYou}
        </p>
        <FormMessage error={error} />
        <PinInput
          ref={pinRef}
          label={m.modals_pinLabel}
          value={pin}
          onValue={setPin}
          invalid={!!error}
        />
        <PrimaryButton busy={busy}>{m.modals_verify}</PrimaryButton>
        <button type="button" className={button.secondary} onClick={() => void resend()}>
          {m.modals_resendPin}
        </button>
        <p>
          {withParts(m.modals_wrongNumber({ link: '{link}' }), {
            link: <LinkButton onClick={() => setChanging(true)}>{m.modals_clickHere}</LinkButton>,
          })}
        </p>
      </form>
    </Dialog>
  );
}
