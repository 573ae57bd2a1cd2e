import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { localIsoDate } from '../../lib/account/format.ts';
import { validateSignUp, type SignUpField, type SignUpForm } from '../../lib/account/validate.ts';
import { $storeConfig } from '../../stores/chain/config.ts';
import { signUp } from '../../stores/account/sign-up.ts';
import { closeModal, openModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { hasErrors, submitWith } from '../../ui/forms.ts';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';
import { TextField } from '../../ui/TextField.tsx';
import * as css from '../../ui/form.css.ts';
import { FormMessage, LinkButton, PrimaryButton } from './shared.tsx';
import { OptinCheckbox, PasswordChecklist, TermsNotice } from './SignUpParts.tsx';
import { SsoButtons } from './SsoButtons.tsx';
import {
  BirthdayField,
  EmailField,
  FirstNameField,
  LastNameField,
  PhoneField,
} from './PersonFields.tsx';

const EMPTY: SignUpForm = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  birthday: '',
  phone: '',
  password: '',
  emailOptin: true,
  smsOptin: true,
};

/** docs/product.md §2.5 "Create Your Account". */
export function SignUpModal() {
  const chainConfig = useStore($storeConfig);
  const [form, setForm] = useState<SignUpForm>(EMPTY);
  const focusFirstInvalid = useFocusFirstInvalid();
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const set = (key: keyof SignUpForm) => (value: string | boolean) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function submit(formElement: HTMLFormElement) {
    if (busy) return;
    const found = validateSignUp(form, localIsoDate(new Date()));
    setErrors(found);
    setFailure(undefined);
    if (hasErrors(found)) {
      focusFirstInvalid(formElement);
      return;
    }
    setBusy(true);
    const signedUp = await signUp(form);
    setBusy(false);
    if (!signedUp.ok) setFailure(signedUp.message);
  }

  return (
    <Dialog title="Create Your Account" onClose={closeModal} initialFocus={first}>
      <form className={css.form} noValidate onSubmit={submitWith(submit)}>
        <FormMessage error={failure} />
        <FirstNameField
          ref={first}
          value={form.firstName}
          onValue={set('firstName')}
          error={errors.firstName}
        />
        <LastNameField value={form.lastName} onValue={set('lastName')} error={errors.lastName} />
        <EmailField value={form.email} onValue={set('email')} error={errors.email} />
        <TextField
          label="Company Name (Optional)"
          autoComplete="organization"
          value={form.company ?? ''}
          onValue={set('company')}
          error={errors.company}
        />
        <BirthdayField
          value={form.birthday ?? ''}
          onValue={set('birthday')}
          error={errors.birthday}
        />
        <PhoneField
          value={form.phone}
          onValue={set('phone')}
          hint="We’ll send a 6-digit code via SMS to verify your number."
          error={errors.phone}
        />
        <TextField
          label="Password"
          revealable
          autoComplete="new-password"
          value={form.password}
          onValue={set('password')}
          error={errors.password}
          hint={<PasswordChecklist password={form.password} />}
        />
        {chainConfig?.email_optin && (
          <OptinCheckbox checked={!!form.emailOptin} onChange={set('emailOptin')}>
            Send me e-mail updates and promotions.
          </OptinCheckbox>
        )}
        {chainConfig?.sms_optin && (
          <OptinCheckbox checked={!!form.smsOptin} onChange={set('smsOptin')}>
            Send me promotional text messages. Approx. 2–4 messages per month; reply STOP to stop.
            Message and data rates may apply.
          </OptinCheckbox>
        )}
        <TermsNotice />
        <PrimaryButton busy={busy}>SIGN UP</PrimaryButton>
        <div className={css.links}>
          <span>
            Already have an account?{' '}
            <LinkButton onClick={() => openModal('login')}>LOGIN</LinkButton>
          </span>
        </div>
        <SsoButtons onError={setFailure} />
      </form>
    </Dialog>
  );
}
