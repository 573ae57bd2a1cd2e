import { useEffect, useRef, useState } from 'react';
import { track } from '../../integrations/index.ts';
import { formatEmail } from '../../lib/account/format.ts';
import { validateLogin } from '../../lib/account/validate.ts';
import { logIn } from '../../stores/account/session.ts';
import { closeModal, openModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import * as css from '../../ui/form.css.ts';
import { FormMessage, LinkButton, PrimaryButton, validOrFocusError } from './shared.tsx';
import { SsoButtons } from './SsoButtons.tsx';

/** SPEC §2.6 "Login To Your Account". */
export function LoginModal() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => track({ type: 'fraud.view-login' }), []);

  async function submit(e: React.SyntheticEvent) {
    e.preventDefault();
    if (busy) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    setFailure(undefined);
    if (!validOrFocusError(found, form.current)) return;
    setBusy(true);
    try {
      await logIn(email.trim(), password);
      closeModal();
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title="Login To Your Account" onClose={closeModal}>
      <form ref={form} className={css.form} noValidate onSubmit={submit}>
        <FormMessage error={failure} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onValue={(v) => setEmail(formatEmail(v))}
          error={errors.email}
        />
        <TextField
          label="Password"
          revealable
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={errors.password}
        />
        <div className={css.links}>
          <LinkButton onClick={() => openModal('forgot')}>FORGOT PASSWORD?</LinkButton>
        </div>
        <PrimaryButton busy={busy}>LOGIN</PrimaryButton>
        <div className={css.links}>
          <LinkButton onClick={() => openModal('signup')}>CREATE AN ACCOUNT</LinkButton>
        </div>
        <SsoButtons onError={setFailure} />
      </form>
    </Dialog>
  );
}
