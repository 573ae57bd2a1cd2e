import * as m from '#messages';
import { useState, type ReactNode } from 'react';
import { formatEmail } from '../../lib/account/format.ts';
import { validateForgot } from '../../lib/account/validate.ts';
import { requestPasswordReset } from '../../stores/account/password-reset.ts';
import { TextField } from '../../ui/TextField.tsx';
import * as css from '../../ui/form.css.ts';
import { FormMessage, PrimaryButton } from './shared.tsx';
import { hasErrors, submitWith } from '../../ui/forms.ts';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';

/**
 * docs/product.md §2.7's form, in the Forgot password modal and on the Password reset screen:
 * Email, RESET PASSWORD, the success message, and the moves the host offers.
 */
export function ForgotForm({
  initialEmail = '',
  initialResult,
  links,
}: {
  initialEmail?: string;
  /** What a request already made for this address said (SEND A NEW LINK on the reset screen). */
  initialResult?: { error?: string; success?: string } | undefined;
  /** The moves under the button, given the address typed so far. */
  links: (email: string) => ReactNode;
}) {
  const [email, setEmail] = useState(initialEmail);
  const focusFirstInvalid = useFocusFirstInvalid();
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ error?: string; success?: string }>(initialResult ?? {});
  const [busy, setBusy] = useState(false);

  async function submit(form: HTMLFormElement) {
    if (busy) return;
    const found = validateForgot({ email }).email;
    setError(found);
    setResult({});
    if (hasErrors({ email: found })) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const sent = await requestPasswordReset(email);
    setBusy(false);
    setResult(sent.ok ? { success: sent.value } : { error: sent.message });
  }

  return (
    <form className={css.form} noValidate onSubmit={submitWith(submit)}>
      <FormMessage {...result} />
      <TextField
        label={m.modals_email}
        type="email"
        autoComplete="email"
        value={email}
        onValue={(v) => setEmail(formatEmail(v))}
        error={error}
      />
      <PrimaryButton busy={busy}>{m.modals_resetPassword}</PrimaryButton>
      <div className={css.links}>{links(email)}</div>
    </form>
  );
}
