import { useId, useState } from 'react';
import * as m from '#messages';
import { formatEmail } from '../../lib/account/format.ts';
import { validatePasswordReset, type ResetField } from '../../lib/account/password-reset.ts';
import { resetPassword } from '../../stores/account/password-reset.ts';
import { PinInput } from '../../ui/PinInput.tsx';
import { TextField } from '../../ui/TextField.tsx';
import * as form from '../../ui/form.css.ts';
import { hasErrors, submitWith } from '../../ui/forms.ts';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';
import { FormMessage, LinkButton, PrimaryButton } from '../modals/shared.tsx';
import { PasswordChecklist } from '../modals/SignUpParts.tsx';
import * as css from './password-reset.css.ts';

type Props =
  /** From the link: the address and code are known and not shown as fields. */
  | { email: string; code: string; initialEmail?: never; onNewLink: () => void }
  /** Typed by hand: the address (maybe known) and the code are fields. */
  | { initialEmail: string; email?: never; code?: never; onNewLink: () => void };

/**
 * A new password under docs/product.md §5's live checklist; saving it signs the customer in by the
 * code.
 */
export function NewPasswordForm(props: Props) {
  const fromLink = props.code !== undefined;
  const [email, setEmail] = useState(props.email ?? props.initialEmail ?? '');
  const focusFirstInvalid = useFocusFirstInvalid();
  const [code, setCode] = useState(props.code ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ResetField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const codeErrorId = useId();

  async function submit(element: HTMLFormElement) {
    if (busy) return;
    const found = validatePasswordReset({ email, code, password });
    setErrors(found);
    setFailure(undefined);
    if (hasErrors(found)) {
      focusFirstInvalid(element);
      return;
    }
    setBusy(true);
    const reset = await resetPassword({ email, code, password, fromLink });
    // On success the account opens; the button stays busy until the page changes.
    if (!reset.ok) {
      setBusy(false);
      setFailure(reset.message);
    }
  }

  return (
    <form className={form.form} noValidate onSubmit={submitWith(submit)}>
      <FormMessage error={failure} />
      {!fromLink && (
        <>
          <TextField
            label={m.passwordReset_email}
            type="email"
            autoComplete="email"
            value={email}
            onValue={(v) => setEmail(formatEmail(v))}
            error={errors.email}
          />
          <div className={css.field}>
            {/* PinInput is named by aria-label; this visible text names it for sighted users. */}
            <span className={css.label} aria-hidden="true">
              {m.passwordReset_code}
            </span>
            <PinInput
              label={m.passwordReset_code}
              value={code}
              onValue={setCode}
              invalid={!!errors.code}
              describedBy={errors.code ? codeErrorId : undefined}
            />
            {errors.code && (
              <div id={codeErrorId} className={form.error}>
                {errors.code}
              </div>
            )}
          </div>
        </>
      )}
      <TextField
        label={m.passwordReset_newPassword}
        revealable
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        error={errors.password}
        hint={<PasswordChecklist password={password} />}
      />
      <PrimaryButton busy={busy}>
        {busy ? m.passwordReset_saving : m.passwordReset_save}
      </PrimaryButton>
      <div className={form.links}>
        <LinkButton onClick={props.onNewLink}>{m.passwordReset_sendNewLink}</LinkButton>
      </div>
    </form>
  );
}
