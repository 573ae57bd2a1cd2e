import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Customer } from '../../api/schemas/customer.ts';
import { localIsoDate } from '../../lib/account/format.ts';
import {
  EMPTY_PROFILE_FORM,
  profileFormOf,
  validateProfile,
  type ProfileField,
  type ProfileForm,
} from '../../lib/account/profile.ts';
import { PROFILE_MESSAGES, saveProfile } from '../../stores/account/profile.ts';
import { srOnly } from '../../theme/recipes.css.ts';
import { $customer } from '../../stores/account/session.ts';
import { $storeConfig } from '../../stores/chain/config.ts';
import { hasErrors, submitWith } from '../../ui/forms.ts';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';
import * as form from '../../ui/form.css.ts';
import { FormMessage, PrimaryButton } from '../modals/shared.tsx';
import { OptinCheckbox } from '../modals/SignUpParts.tsx';
import {
  BirthdayField,
  EmailField,
  FirstNameField,
  LastNameField,
  PhoneField,
} from '../modals/PersonFields.tsx';
import * as css from './profile.css.ts';
import * as m from '#messages';

/**
 * The customer's details, with sign-up's formatting while typing and docs/product.md §5's messages.
 * Until the customer is known (`null`, and in the server's HTML) the same form stands empty and
 * disabled, so its labels and hints are painted first and keep their place.
 */
export function ProfileDetails({ customer }: { customer: Customer | null }) {
  const chainConfig = useStore($storeConfig);
  // What the customer typed; until then, what their record says.
  const [edited, setValues] = useState<ProfileForm | null>(null);
  const values = edited ?? (customer ? profileFormOf(customer) : EMPTY_PROFILE_FORM);
  // The chain's configuration is read once the customer is (never while hydrating, where the
  // server's HTML knows neither). Until it is known the opt-in keeps its row, as most chains ask.
  const config = customer ? chainConfig : undefined;
  const ready = config !== undefined;
  const optin = config ? !!config.email_optin : true;
  const focusFirstInvalid = useFocusFirstInvalid();
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof ProfileForm>(key: K) =>
    (value: ProfileForm[K]) => {
      setValues((v) => ({ ...(v ?? values), [key]: value }));
      setOutcome({});
    };

  async function submit(element: HTMLFormElement) {
    if (busy || !customer || !ready) return;
    const found = validateProfile(values, localIsoDate(new Date()), !!customer.birthdate);
    setErrors(found);
    setOutcome({});
    if (hasErrors(found)) {
      focusFirstInvalid(element);
      return;
    }
    setBusy(true);
    const saved = await saveProfile(values);
    setBusy(false);
    if (!saved.ok) {
      setOutcome({ error: saved.message });
      return;
    }
    if (saved.value === 'unchanged') {
      setOutcome({ success: PROFILE_MESSAGES.unchanged });
      return;
    }
    // Show what was kept (names trimmed, e-mail in lower case), not what was typed.
    const kept = $customer.get();
    if (kept) setValues(profileFormOf(kept));
    setOutcome({ success: PROFILE_MESSAGES.saved });
  }

  return (
    <>
      {/* Outside the section, whose status is the outcome of saving. */}
      <p role="status" className={srOnly}>
        {ready ? '' : m.profile_loadingDetails}
      </p>
      <section className={css.section} aria-labelledby="profile-details" aria-busy={!ready}>
        <h2 id="profile-details" className={css.heading}>
          {m.profile_yourDetails}
        </h2>
        <form className={form.form} noValidate onSubmit={submitWith(submit)}>
          {/* Only a way to disable the fields together: no group for assistive technology. */}
          <fieldset role="none" className={css.fields} disabled={!ready}>
            <div className={css.names}>
              <FirstNameField
                value={values.firstName}
                onValue={set('firstName')}
                error={errors.firstName}
              />
              <LastNameField
                value={values.lastName}
                onValue={set('lastName')}
                error={errors.lastName}
              />
            </div>
            <EmailField
              value={values.email}
              onValue={set('email')}
              hint={m.profile_emailHint}
              error={errors.email}
            />
            <PhoneField
              value={values.phone}
              onValue={set('phone')}
              hint={m.profile_phoneHint}
              error={errors.phone}
            />
            <BirthdayField
              value={values.birthday}
              onValue={set('birthday')}
              error={errors.birthday}
            />
            {optin && (
              <OptinCheckbox checked={values.emailOptin} onChange={set('emailOptin')}>
                {m.profile_emailOptin}
              </OptinCheckbox>
            )}
            <FormMessage error={outcome.error} success={outcome.success} />
            <PrimaryButton busy={busy}>{m.profile_saveChanges}</PrimaryButton>
          </fieldset>
        </form>
      </section>
    </>
  );
}
