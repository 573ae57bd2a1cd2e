import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { visibleSections } from '../../lib/checkout/sections.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { BILLING_FIELD_MAX, POSTAL_CODE_MAX, STATE_MAX } from '../../lib/limits.ts';
import { $branding, $currencySymbol, pageProviders } from '../../stores/chain/config.ts';
import { $loggedIn } from '../../stores/account/session.ts';
import {
  $checkoutErrors,
  $giftCardId,
  $giftCards,
  $newCard,
  $newCardData,
  $paymentMethods,
  $saveNewCard,
  $savedCards,
  $selectedPaymentMethod,
  setBilling,
  type BillingData,
  type MethodChoice,
} from '../../stores/checkout/checkout.ts';
import { enterNewCard } from '../../stores/checkout/data.ts';
import { placed } from '../../stores/checkout/pay.ts';
import { $walletsAvailable, detectWallets, payWithWallet } from '../../stores/checkout/wallet.ts';
import { TextField } from '../../ui/TextField.tsx';
import { button } from '../../theme/recipes.css.ts';
import * as form from '../../ui/form.css.ts';
import * as css from './checkout.css.ts';

const BILLING: [keyof BillingData, string, string][] = [
  ['first_name', m.payment_billingFirstName, 'given-name'],
  ['last_name', m.payment_billingLastName, 'family-name'],
  ['address1', m.payment_billingAddress, 'address-line1'],
  ['city', m.payment_city, 'address-level2'],
  ['state', m.payment_state, 'address-level1'],
  ['postal_code', m.payment_zip, 'postal-code'],
];
const same = (a: MethodChoice | null, b: MethodChoice) =>
  !!a &&
  a.type === b.type &&
  (a.type !== 'saved_card' || (b.type === 'saved_card' && a.card_id === b.card_id));

/**
 * How to pay (docs/product.md §7.3, §7.5): saved cards, a new card through the hosted page, gift
 * cards, wallets.
 */
export function Payment({ requiresAddress }: { requiresAddress: boolean }) {
  const methods = useStore($paymentMethods);
  const loggedIn = useStore($loggedIn);
  const branding = useStore($branding);
  const symbol = useStore($currencySymbol);
  const chosen = useStore($selectedPaymentMethod);
  const saved = useStore($savedCards);
  const gifts = useStore($giftCards);
  const giftId = useStore($giftCardId);
  const card = useStore($newCard);
  const billing = useStore($newCardData);
  const saveCard = useStore($saveNewCard);
  const wallets = useStore($walletsAvailable);
  const errors = useStore($checkoutErrors);
  const error = errors.payment;
  // The same words refused by PLACE ORDER are announced there, once; here they are only shown.
  const announced = !!error && error !== errors.place;
  useEffect(() => detectWallets(), []);
  // Checkout draws this section only once the store's payment methods are known.
  if (!methods) return null;
  const show = visibleSections({
    displayOptions: branding.display_options,
    requiresAddress,
    loggedIn,
    methods,
    walletsAvailable: wallets.length > 0,
  });
  const radio = (value: MethodChoice, label: string, key: string) => (
    <label key={key} className={css.choice}>
      <input
        className={css.radio}
        type="radio"
        name="payment-method"
        checked={same(chosen, value)}
        onChange={() => $selectedPaymentMethod.set(value)}
      />
      {label}
    </label>
  );
  return (
    <section className={css.card} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment" className={css.heading}>
        {m.payment_heading}
      </h2>
      {show.wallets.length > 0 && (
        <div className={css.pills}>
          {show.wallets.map((w) => (
            <button
              key={w}
              type="button"
              className={button.secondary}
              onClick={() => void payWithWallet(w, placed)}
            >
              {w === 'google_pay' ? m.payment_googlePay : m.payment_applePay}
            </button>
          ))}
        </div>
      )}
      <fieldset
        className={css.fieldset}
        aria-describedby={error ? 'checkout-payment-error' : undefined}
      >
        <legend className={css.legend}>{m.payment_method}</legend>
        {show.savedCards &&
          saved.map((c) =>
            radio(
              { type: 'saved_card', card_id: c.card_id },
              m.payment_savedCard({ brand: c.brand, last4: c.last4 }),
              `saved-${c.card_id}`,
            ),
          )}
        {show.newCard &&
          pageProviders().payment_page &&
          radio(
            { type: 'new_card' },
            card
              ? m.payment_newCardReady({ brand: card.brand, last4: card.last4 })
              : m.payment_newCard,
            'new',
          )}
        {show.payInStore && radio({ type: 'pay_in_store' }, m.payment_payInStore, 'store')}
      </fieldset>
      {chosen?.type === 'new_card' && (
        <div className={form.form}>
          <p className={css.muted}>{card ? m.payment_secureNoteReady : m.payment_secureNote}</p>
          <button
            type="button"
            className={button[card ? 'secondary' : 'primary']}
            onClick={enterNewCard}
          >
            {card ? m.payment_useAnotherCard : m.payment_enterCard}
          </button>
          {loggedIn && (
            <label className={form.check}>
              <input
                className={form.checkbox}
                type="checkbox"
                checked={saveCard}
                onChange={(e) => $saveNewCard.set(e.target.checked)}
              />
              {m.payment_saveCard}
            </label>
          )}
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{m.payment_billing}</legend>
            {BILLING.map(([field, label, auto]) => (
              <TextField
                key={field}
                label={label}
                value={billing[field]}
                onValue={(v) => setBilling(field, v)}
                autoComplete={auto}
                maxLength={
                  field === 'state'
                    ? STATE_MAX
                    : field === 'postal_code'
                      ? POSTAL_CODE_MAX
                      : BILLING_FIELD_MAX
                }
              />
            ))}
          </fieldset>
        </div>
      )}
      {show.giftCards && gifts.length > 0 && (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{m.payment_giftCard}</legend>
          <label className={css.choice}>
            <input
              className={css.radio}
              type="radio"
              name="gift-card"
              checked={giftId === null}
              onChange={() => $giftCardId.set(null)}
            />
            {m.payment_noGiftCard}
          </label>
          {gifts.map((g) => (
            <label key={g.card_id} className={css.choice}>
              <input
                className={css.radio}
                type="radio"
                name="gift-card"
                checked={giftId === g.card_id}
                onChange={() => $giftCardId.set(g.card_id)}
              />
              {m.payment_giftCardLine({
                last4: g.last4,
                balance: formatMoney(g.balance_cents ?? 0, symbol),
              })}
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id="checkout-payment-error" role={announced ? 'alert' : undefined} className={css.alert}>
          {error}
        </p>
      )}
    </section>
  );
}
