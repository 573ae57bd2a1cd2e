import { useRef, useState } from 'react';
import {
  PASSWORD_CHANGE_MESSAGES,
  validatePasswordChange,
  type PasswordChangeForm,
} from '../../lib/account/password-change.ts';
import { changePassword } from '../../stores/account/change-password.ts';
import { hasErrors, submitWith } from '../../ui/forms.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';
import * as form from '../../ui/form.css.ts';
import { FormMessage, PrimaryButton } from '../modals/shared.tsx';
import { PasswordChecklist } from '../modals/SignUpParts.tsx';
import * as css from './profile.css.ts';
import * as m from '#messages';

const EMPTY: PasswordChangeForm = { current: '', next: '' };

/** Change password: the current one, and a new one under docs/product.md §5's live checklist. */
export function ProfilePassword({ disabled = false }: { disabled?: boolean }) {
  const [values, setValues] = useState<PasswordChangeForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<'current' | 'next', string>>>({});
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal arrives after an await: focus moves to the field once its message is on screen.
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const set = (key: keyof PasswordChangeForm) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setOutcome({});
  };

  async function submit(element: HTMLFormElement) {
    if (busy) return;
    const found = validatePasswordChange(values);
    setErrors(found);
    setOutcome({});
    if (hasErrors(found)) {
      focusFirstInvalid(element);
      return;
    }
    setBusy(true);
    const changed = await changePassword(values);
    setBusy(false);
    if (changed.ok) {
      setValues(EMPTY);
      setOutcome({ success: PASSWORD_CHANGE_MESSAGES.changed });
    } else if (changed.fields) {
      setErrors(changed.fields);
      focusFirstInvalid();
    } else setOutcome({ error: changed.message });
  }

  return (
    <section className={css.section} aria-labelledby="profile-password">
      <h2 id="profile-password" className={css.heading}>
        {m.password_changeHeading}
      </h2>
      <form ref={formRef} className={form.form} noValidate onSubmit={submitWith(submit)}>
        <fieldset role="none" className={css.fields} disabled={disabled}>
          <TextField
            label={m.password_current}
            revealable
            autoComplete="current-password"
            value={values.current}
            onValue={set('current')}
            error={errors.current}
          />
          <TextField
            label={m.password_new}
            revealable
            autoComplete="new-password"
            value={values.next}
            onValue={set('next')}
            error={errors.next}
            hint={<PasswordChecklist password={values.next} />}
          />
          <FormMessage error={outcome.error} success={outcome.success} />
          <PrimaryButton busy={busy}>{m.password_changeButton}</PrimaryButton>
        </fieldset>
      </form>
    </section>
  );
}
