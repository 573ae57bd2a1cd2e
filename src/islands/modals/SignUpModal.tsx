import * as m from '#messages';
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
    <Dialog title={m.modals_signUpTitle} onClose={closeModal} initialFocus={first}>
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
          label={m.modals_company}
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
          hint={m.modals_phoneHint}
          error={errors.phone}
        />
        <TextField
          label={m.modals_password}
          revealable
          autoComplete="new-password"
          value={form.password}
          onValue={set('password')}
          error={errors.password}
          hint={<PasswordChecklist password={form.password} />}
        />
        {chainConfig?.email_optin && (
          <OptinCheckbox checked={!!form.emailOptin} onChange={set('emailOptin')}>
            {m.modals_emailOptin}
          </OptinCheckbox>
        )}
        {chainConfig?.sms_optin && (
          <OptinCheckbox checked={!!form.smsOptin} onChange={set('smsOptin')}>
            {m.modals_smsOptin}
          </OptinCheckbox>
        )}
        <TermsNotice />
        <PrimaryButton busy={busy}>{m.modals_signUp}</PrimaryButton>
        <div className={css.links}>
          <span>
            {m.modals_haveAccount}{' '}
            <LinkButton onClick={() => openModal('login')}>{m.modals_login}</LinkButton>
          </span>
        </div>
        <SsoButtons onError={setFailure} />
      </form>
    </Dialog>
  );
}
