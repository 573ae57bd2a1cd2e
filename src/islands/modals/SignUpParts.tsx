import * as m from '#messages';
import { useStore } from '@nanostores/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { passwordChecklist } from '../../lib/account/validate.ts';
import { $branding, tenantName } from '../../stores/chain/config.ts';
import { srOnly } from '../../theme/recipes.css.ts';
import * as css from '../../ui/form.css.ts';
import { withParts } from './shared.tsx';

/** Enter on a checkbox submits the form, as it does in any other field (docs/product.md §2.5). */
function submitOnEnter(e: KeyboardEvent<HTMLInputElement>) {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  e.currentTarget.form?.requestSubmit();
}

/** One opt-in box of the sign-up form. */
export function OptinCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={css.check}>
      <input
        type="checkbox"
        className={css.checkbox}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        onKeyDown={submitOnEnter}
      />
      <span>{children}</span>
    </label>
  );
}

/** The password rules, each marked met or not met as the guest types. */
export function PasswordChecklist({ password }: { password: string }) {
  // Unlabelled on purpose: "Password" must name only the field for anyone finding it by label.
  return (
    <ul className={css.checklist}>
      {passwordChecklist(password).map((item) => (
        <li key={item.label}>
          <span aria-hidden="true">{item.ok ? '✓' : '○'}</span> {item.label}
          <span className={srOnly}> {item.ok ? m.modals_ruleMet : m.modals_ruleNotMet}</span>
        </li>
      ))}
    </ul>
  );
}

/** "By creating an account, you agree to …", with the chain's own documents linked when set. */
export function TermsNotice() {
  const terms = useStore($branding).terms_and_conditions;
  const brand = terms.brand_name || tenantName();
  const termsUrl = terms.enable_custom_terms_of_service
    ? terms.custom_terms_of_service_url
    : undefined;
  const privacyUrl = terms.enable_custom_privacy_policy
    ? terms.custom_privacy_policy_url
    : undefined;
  return (
    <p className={css.hint}>
      {withParts(m.modals_terms({ brand, termsOfService: '{terms}', privacyPolicy: '{privacy}' }), {
        terms: termsUrl ? (
          <a href={termsUrl} target="_blank" rel="noopener">
            {m.modals_termsOfService}
          </a>
        ) : (
          m.modals_termsOfService
        ),
        privacy: privacyUrl ? (
          <a href={privacyUrl} target="_blank" rel="noopener">
            {m.modals_privacyPolicy}
          </a>
        ) : (
          m.modals_privacyPolicy
        ),
      })}
    </p>
  );
}
