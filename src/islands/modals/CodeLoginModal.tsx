import * as m from '#messages';
import { useEffect, useId, useRef, useState } from 'react';
import { formatEmail } from '../../lib/account/format.ts';
import { validateForgot } from '../../lib/account/validate.ts';
import { ok } from '../../lib/result.ts';
import { logInWithCode, resendSignInCode, sendSignInCode } from '../../stores/account/sign-in.ts';
import { usePinForm } from '../../stores/account/usePinForm.ts';
import { closeModal } from '../../stores/app/modal.ts';
import { button } from '../../theme/recipes.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { PinInput } from '../../ui/PinInput.tsx';
import { TextField } from '../../ui/TextField.tsx';
import * as css from '../../ui/form.css.ts';
import { hasErrors, submitWith } from '../../ui/forms.ts';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';
import { FormMessage, LinkButton, PrimaryButton } from './shared.tsx';

/**
 * Sign in with a code (docs/product.md §7.2 "Login with security code"), for a customer who would
 * rather not type a password: a code goes to the e-mail, then the PIN input takes it.
 */
export function CodeLoginModal({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const focusFirstInvalid = useFocusFirstInvalid();
  const [emailError, setEmailError] = useState<string>();
  const [sent, setSent] = useState<{ to: string; text: string }>();
  const [sendFailure, setSendFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const textId = useId();
  const code = usePinForm(async (pin) => {
    const signedIn = await logInWithCode(sent?.to ?? email, pin, { welcome: true });
    if (!signedIn.ok) return signedIn;
    closeModal();
    return ok();
  });
  const { pinRef, setPin, setError } = code;

  // The step's first field takes focus, as the control that moved there is gone.
  const step = sent ? 'code' : 'email';
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    (step === 'code' ? pinRef : emailRef).current?.focus();
  }, [step, pinRef]);

  async function send(form: HTMLFormElement) {
    if (sending) return;
    const found = validateForgot({ email }).email;
    setEmailError(found);
    setSendFailure(undefined);
    if (hasErrors({ email: found })) {
      focusFirstInvalid(form);
      return;
    }
    setSending(true);
    const result = await sendSignInCode(email);
    setSending(false);
    if (!result.ok) return setSendFailure(result.message);
    setPin('');
    setError(undefined);
    setSent({ to: email.trim(), text: result.value });
  }

  async function resend(to: string) {
    if (sending) return;
    setSending(true);
    setError(undefined);
    const result = await resendSignInCode(to);
    setSending(false);
    if (!result.ok) setError(result.message);
  }

  return (
    <Dialog title={m.modals_codeLoginTitle} onClose={closeModal} describedBy={textId}>
      {sent ? (
        <form className={css.form} noValidate onSubmit={code.onSubmit}>
          <p id={textId} role="status">
            {sent.text}
          </p>
          <FormMessage error={code.error} />
          <PinInput
            ref={pinRef}
            label={m.modals_codeLabel}
            value={code.pin}
            onValue={setPin}
            invalid={!!code.error}
          />
          <PrimaryButton busy={code.busy}>{m.modals_login}</PrimaryButton>
          <button
            type="button"
            className={button.secondary}
            aria-disabled={sending || undefined}
            onClick={() => void resend(sent.to)}
          >
            {m.modals_sendNewCode}
          </button>
          <div className={css.links}>
            <LinkButton onClick={() => setSent(undefined)}>{m.modals_useAnotherEmail}</LinkButton>
            <LinkButton onClick={onBack}>{m.modals_backToLogin}</LinkButton>
          </div>
        </form>
      ) : (
        <form className={css.form} noValidate onSubmit={submitWith(send)}>
          <p id={textId}>{m.modals_codeLoginIntro}</p>
          <FormMessage error={sendFailure} />
          <TextField
            ref={emailRef}
            label={m.modals_email}
            type="email"
            autoComplete="email"
            value={email}
            onValue={(v) => setEmail(formatEmail(v))}
            error={emailError}
          />
          <PrimaryButton busy={sending}>{m.modals_sendCode}</PrimaryButton>
          <div className={css.links}>
            <LinkButton onClick={onBack}>{m.modals_backToLogin}</LinkButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
