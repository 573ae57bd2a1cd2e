import { useState } from 'react';
import { formatEmail } from '../../lib/account/format.ts';
import { validateForgot } from '../../lib/account/validate.ts';
import { requestPasswordReset } from '../../stores/account/password-reset.ts';
import { closeModal, openModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import * as css from '../../ui/form.css.ts';
import { FormMessage, LinkButton, PrimaryButton } from './shared.tsx';
import { submitWith, validOrFocusError } from '../../ui/forms.ts';

/** SPEC §2.7 "Forgot Your Password?". */
export function ForgotModal() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(form: HTMLFormElement) {
    if (busy) return;
    const found = validateForgot({ email }).email;
    setError(found);
    setResult({});
    if (!validOrFocusError({ email: found }, form)) return;
    setBusy(true);
    const sent = await requestPasswordReset(email);
    setBusy(false);
    setResult(sent.ok ? { success: sent.value } : { error: sent.message });
  }

  return (
    <Dialog title="Forgot Your Password?" onClose={closeModal}>
      <form className={css.form} noValidate onSubmit={submitWith(submit)}>
        <FormMessage {...result} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onValue={(v) => setEmail(formatEmail(v))}
          error={error}
        />
        <PrimaryButton busy={busy}>RESET PASSWORD</PrimaryButton>
        <div className={css.links}>
          <LinkButton onClick={() => openModal('login')}>BACK TO LOGIN</LinkButton>
          <LinkButton onClick={() => openModal('signup')}>CREATE AN ACCOUNT</LinkButton>
        </div>
      </form>
    </Dialog>
  );
}
