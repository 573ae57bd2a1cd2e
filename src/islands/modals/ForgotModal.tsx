import { useRef, useState } from 'react';
import { callApi } from '../../api/client.ts';
import { MESSAGES, userMessage } from '../../api/errors.ts';
import { formatEmail } from '../../lib/account/format.ts';
import { validateForgot } from '../../lib/account/validate.ts';
import { closeModal, openModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import * as css from '../../ui/form.css.ts';
import { FormMessage, LinkButton, PrimaryButton, validOrFocusError } from './shared.tsx';

/** SPEC §2.7 "Forgot Your Password?". */
export function ForgotModal() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function submit(e: React.SyntheticEvent) {
    e.preventDefault();
    if (busy) return;
    const found = validateForgot({ email }).email;
    setError(found);
    setResult({});
    if (!validOrFocusError({ email: found }, form.current)) return;
    setBusy(true);
    try {
      const { ok } = await callApi('password', { payload: { email: email.trim(), reset: true } });
      setResult(ok ? { success: MESSAGES.passwordResetSent } : { error: MESSAGES.emailNotSent });
    } catch (err) {
      setResult({ error: userMessage('passwordReset', err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title="Forgot Your Password?" onClose={closeModal}>
      <form ref={form} className={css.form} noValidate onSubmit={submit}>
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
