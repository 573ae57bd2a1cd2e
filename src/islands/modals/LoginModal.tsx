import * as m from '#messages';
import { useEffect, useState } from 'react';
import { track } from '../../integrations/index.ts';
import { formatEmail } from '../../lib/account/format.ts';
import { validateLogin } from '../../lib/account/validate.ts';
import { logIn } from '../../stores/account/sign-in.ts';
import { closeModal, openModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import * as css from '../../ui/form.css.ts';
import { FormMessage, LinkButton, PrimaryButton } from './shared.tsx';
import { hasErrors, submitWith } from '../../ui/forms.ts';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';
import { SsoButtons } from './SsoButtons.tsx';
import { CodeLoginModal } from './CodeLoginModal.tsx';

/** docs/product.md §2.6 "Login To Your Account", or its way in with an e-mailed code instead. */
export function LoginModal() {
  const [withCode, setWithCode] = useState(false);
  return withCode ? (
    <CodeLoginModal onBack={() => setWithCode(false)} />
  ) : (
    <PasswordLogin onCode={() => setWithCode(true)} />
  );
}

function PasswordLogin({ onCode }: { onCode: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const focusFirstInvalid = useFocusFirstInvalid();

  useEffect(() => track({ type: 'fraud.view-login' }), []);

  async function submit(form: HTMLFormElement) {
    if (busy) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    setFailure(undefined);
    if (hasErrors(found)) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const signedIn = await logIn(email.trim(), password);
    setBusy(false);
    if (signedIn.ok) closeModal();
    else setFailure(signedIn.message);
  }

  return (
    <Dialog title={m.modals_loginTitle} onClose={closeModal}>
      <form className={css.form} noValidate onSubmit={submitWith(submit)}>
        <FormMessage error={failure} />
        <TextField
          label={m.modals_email}
          type="email"
          autoComplete="email"
          value={email}
          onValue={(v) => setEmail(formatEmail(v))}
          error={errors.email}
        />
        <TextField
          label={m.modals_password}
          revealable
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={errors.password}
        />
        <div className={css.links}>
          <LinkButton onClick={() => openModal('forgot')}>{m.modals_forgotPassword}</LinkButton>
          <LinkButton onClick={onCode}>{m.modals_signInWithCode}</LinkButton>
        </div>
        <PrimaryButton busy={busy}>{m.modals_login}</PrimaryButton>
        <div className={css.links}>
          <LinkButton onClick={() => openModal('signup')}>{m.modals_createAnAccount}</LinkButton>
        </div>
        <SsoButtons onError={setFailure} />
      </form>
    </Dialog>
  );
}
