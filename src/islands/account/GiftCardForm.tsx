import { useRef, useState, type RefObject } from 'react';
import type { SavedCard } from '../../api/schemas/customer.ts';
import { GIFT_CARD_NUMBER_INPUT_MAX, GIFT_CARD_PIN_MAX } from '../../lib/limits.ts';
import { addGiftCard } from '../../stores/account/gift-cards.ts';
import { button } from '../../theme/recipes.css.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';
import * as form from '../../ui/form.css.ts';
import * as css from './saved.css.ts';
import * as m from '#messages';

type Errors = Partial<Record<'number' | 'pin' | 'form', string | undefined>>;

/** Add a gift card by its number and PIN; each problem shows on its field. */
export function GiftCardForm({
  onAdded,
  numberRef,
}: {
  onAdded: (card: SavedCard) => void;
  numberRef?: RefObject<HTMLInputElement | null>;
}) {
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Errors move focus to the first invalid field, as in the other forms.
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  return (
    <form
      ref={formRef}
      className={css.formGrid}
      aria-labelledby="add-gift-card-title"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void addGiftCard(number, pin).then((r) => {
          setBusy(false);
          if (r.ok) {
            setNumber('');
            setPin('');
            setErrors({});
            return onAdded(r.value);
          }
          setErrors(r.fields ? { ...r.fields } : { form: r.message });
          focusFirstInvalid();
        });
      }}
    >
      <h2 id="add-gift-card-title" className={css.sectionTitle}>
        {m.giftCards_addHeading}
      </h2>
      <TextField
        ref={numberRef}
        label={m.giftCards_number}
        value={number}
        onValue={(v) => {
          setNumber(v);
          setErrors((x) => ({ ...x, number: undefined, form: undefined }));
        }}
        inputMode="numeric"
        autoComplete="off"
        maxLength={GIFT_CARD_NUMBER_INPUT_MAX}
        error={errors.number}
      />
      <TextField
        label={m.giftCards_pin}
        value={pin}
        onValue={(v) => {
          setPin(v);
          setErrors((x) => ({ ...x, pin: undefined, form: undefined }));
        }}
        inputMode="numeric"
        autoComplete="off"
        maxLength={GIFT_CARD_PIN_MAX}
        error={errors.pin}
      />
      {errors.form && (
        <p role="alert" className={form.formError}>
          {errors.form}
        </p>
      )}
      <div>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? m.giftCards_adding : m.giftCards_add}
        </button>
      </div>
    </form>
  );
}
