import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { TextField } from '../../ui/TextField.tsx';
import { EMAIL_MAX, NAME_MAX } from '../../lib/limits.ts';
import { $customer, $loggedIn, $userEmail } from '../../stores/account/session.ts';
import { $checkoutErrors, $guestInfo, setGuestField } from '../../stores/checkout/checkout.ts';
import * as form from '../../ui/form.css.ts';
import * as css from './checkout.css.ts';

/**
 * Contact details: the guest's (docs/product.md §3 guest info, §5), or the signed-in customer's.
 */
export function Contact() {
  const loggedIn = useStore($loggedIn);
  const customer = useStore($customer);
  const email = useStore($userEmail);
  const guest = useStore($guestInfo);
  const errors = useStore($checkoutErrors);
  const fields = errors.fields ?? {};
  return (
    <section className={css.card} aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className={css.heading}>
        {m.checkout_contact}
      </h2>
      {loggedIn ? (
        <p className={css.muted}>
          {/* Two lines from the start: the name fills the first as the profile arrives, and the
              payment below does not move. */}
          {customer ? `${customer.first_name} ${customer.last_name}`.trim() : ''}
          <br />
          {customer?.email ?? email}
        </p>
      ) : (
        <div className={form.form}>
          <p className={css.muted}>{m.checkout_contactHint}</p>
          <TextField
            label={m.checkout_firstName}
            value={guest.firstName}
            onValue={(v) => setGuestField('firstName', v)}
            error={fields.firstName}
            autoComplete="given-name"
            maxLength={NAME_MAX}
          />
          <TextField
            label={m.checkout_lastName}
            value={guest.lastName}
            onValue={(v) => setGuestField('lastName', v)}
            error={fields.lastName}
            autoComplete="family-name"
            maxLength={NAME_MAX}
          />
          <TextField
            label={m.checkout_email}
            type="email"
            value={guest.email}
            onValue={(v) => setGuestField('email', v)}
            error={fields.email}
            autoComplete="email"
            maxLength={EMAIL_MAX}
          />
          <TextField
            label={m.checkout_phone}
            type="tel"
            value={guest.phone}
            onValue={(v) => setGuestField('phone', v)}
            error={fields.phone}
            autoComplete="tel"
            inputMode="tel"
          />
          {errors.guest && (
            <p role="alert" className={css.alert}>
              {errors.guest}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
