import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { callApi } from '../../api/client.ts';
import { userMessage } from '../../api/errors.ts';
import { formatBirthday, formatEmail, formatName, formatPhone } from '../../lib/account/format.ts';
import { signUpPayload } from '../../lib/account/payload.ts';
import {
  passwordChecklist,
  validateSignUp,
  type SignUpField,
  type SignUpForm,
} from '../../lib/account/validate.ts';
import { $branding, $storeConfig, tenantName } from '../../stores/chain/config.ts';
import { completeSignUp, logIn } from '../../stores/account/session.ts';
import { closeModal, openModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { srOnly } from '../../theme/recipes.css.ts';
import { TextField } from '../../ui/TextField.tsx';
import * as css from '../../ui/form.css.ts';
import { FormMessage, LinkButton, PrimaryButton, validOrFocusError, todayIso } from './shared.tsx';
import { SsoButtons } from './SsoButtons.tsx';

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

/** SPEC §2.5 "Create Your Account". */
export function SignUpModal() {
  const config = useStore($storeConfig);
  const branding = useStore($branding);
  const [form, setForm] = useState<SignUpForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const set = (key: keyof SignUpForm) => (value: string | boolean) =>
    setForm((f) => ({ ...f, [key]: value }));

  const terms = branding.terms_and_conditions;
  const brand = terms.brand_name || tenantName();
  const termsUrl = terms.enable_custom_terms_of_service
    ? terms.custom_terms_of_service_url
    : undefined;
  const privacyUrl = terms.enable_custom_privacy_policy
    ? terms.custom_privacy_policy_url
    : undefined;

  async function submit(e: React.SyntheticEvent) {
    e.preventDefault();
    if (busy) return;
    const found = validateSignUp(form, todayIso());
    setErrors(found);
    setFailure(undefined);
    if (!validOrFocusError(found, formRef.current)) return;
    setBusy(true);
    try {
      const payload = signUpPayload(form, config ?? {});
      let created: { customer_id?: number };
      try {
        created = await callApi('register', { payload });
      } catch (err) {
        setFailure(userMessage('signup', err));
        return;
      }
      // SPEC §4.1: without a customer_id, fall back to a login with the same credentials.
      if (created.customer_id) await completeSignUp(created.customer_id);
      else await logIn(payload.email, payload.password);
      closeModal();
      if (config?.require_phone_verification) openModal('verify-phone');
      else if (config?.require_email_verification) openModal('verify-email');
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title="Create Your Account" onClose={closeModal} initialFocus={first}>
      <form
        ref={formRef}
        className={css.form}
        noValidate
        onSubmit={submit}
        onKeyDown={(e) => {
          // Enter in any field submits, checkboxes included (SPEC §2.5).
          if (
            e.key === 'Enter' &&
            e.target instanceof HTMLInputElement &&
            e.target.type === 'checkbox'
          ) {
            e.preventDefault();
            formRef.current?.requestSubmit();
          }
        }}
      >
        <FormMessage error={failure} />
        <TextField
          ref={first}
          label="First Name"
          autoComplete="given-name"
          value={form.firstName}
          onValue={(v) => set('firstName')(formatName(v))}
          error={errors.firstName}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          value={form.lastName}
          onValue={(v) => set('lastName')(formatName(v))}
          error={errors.lastName}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onValue={(v) => set('email')(formatEmail(v))}
          error={errors.email}
        />
        <TextField
          label="Company Name (Optional)"
          autoComplete="organization"
          value={form.company ?? ''}
          onValue={set('company')}
          error={errors.company}
        />
        <TextField
          label="Birthday (mm/dd/yyyy)"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="mm/dd/yyyy"
          value={form.birthday ?? ''}
          onValue={(v) => set('birthday')(formatBirthday(v))}
          hint="So we can offer you special disounts on your birthday"
          error={errors.birthday}
        />
        <TextField
          label="Cell Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 555-5555"
          value={form.phone}
          onValue={(v) => set('phone')(formatPhone(v))}
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
          hint={
            // Unlabelled on purpose: "Password" must name only the field for anyone finding it by label.
            <ul className={css.checklist}>
              {passwordChecklist(form.password).map((item) => (
                <li key={item.label}>
                  <span aria-hidden="true">{item.ok ? '✓' : '○'}</span> {item.label}
                  <span className={srOnly}>{item.ok ? ' (met)' : ' (not met)'}</span>
                </li>
              ))}
            </ul>
          }
        />
        {config?.email_optin && (
          <label className={css.check}>
            <input
              type="checkbox"
              className={css.checkbox}
              checked={!!form.emailOptin}
              onChange={(e) => set('emailOptin')(e.target.checked)}
            />
            <span>Send me e-mail updates and promotions.</span>
          </label>
        )}
        {config?.sms_optin && (
          <label className={css.check}>
            <input
              type="checkbox"
              className={css.checkbox}
              checked={!!form.smsOptin}
              onChange={(e) => set('smsOptin')(e.target.checked)}
            />
            <span>
              Send me promotional text messages. Approx. 2–4 messages per month; reply STOP to stop.
              Message and data rates may apply.
            </span>
          </label>
        )}
        <p className={css.hint}>
          By creating an account, you agree to {brand}'s{' '}
          {termsUrl ? (
            <a href={termsUrl} target="_blank" rel="noopener">
              Terms of Service
            </a>
          ) : (
            'Terms of Service'
          )}{' '}
          &amp;{' '}
          {privacyUrl ? (
            <a href={privacyUrl} target="_blank" rel="noopener">
              Privacy Policy
            </a>
          ) : (
            'Privacy Policy'
          )}
        </p>
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
