import { useState } from 'react';
import type { Address } from '../../api/schemas/customer.ts';
import { parsedFromSaved } from '../../lib/account/addresses.ts';
import type { ParsedAddress } from '../../lib/address/types.ts';
import { saveAddress } from '../../stores/account/addresses.ts';
import { button } from '../../theme/recipes.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import * as form from '../../ui/form.css.ts';
import { AddressChooser } from '../order/AddressPicker.tsx';
import * as css from './saved.css.ts';
import * as m from '#messages';

interface Props {
  /** The address being edited; none to add one. */
  address?: Address | undefined;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

/** Add or edit an address: the order details modal's address search, then Apt/Suite. */
export function AddressForm({ address, onClose, onSaved }: Props) {
  const start = address ? parsedFromSaved(address) : null;
  const [picked, setPicked] = useState<ParsedAddress | null>(start);
  const [text, setText] = useState(start?.formatted ?? '');
  const [apt, setApt] = useState(address?.address2 ?? '');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={address ? m.addresses_editTitle : m.addresses_add} onClose={onClose}>
      <form
        className={css.dialogBody}
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          setFormError(undefined);
          void saveAddress({ text, picked, apt }, address?.address_id).then((r) => {
            setBusy(false);
            if (r.ok) return onSaved(r.value);
            if (r.fields?.address) setError(r.fields.address);
            else setFormError(r.message);
          });
        }}
      >
        <AddressChooser
          id="account-address"
          label={m.addresses_field}
          text={text}
          picked={picked}
          apt={apt}
          error={error}
          onText={(value) => {
            setText(value);
            setError(undefined);
            if (picked && value !== picked.formatted) setPicked(null);
          }}
          onPick={(p) => {
            setPicked(p);
            setText(p.formatted);
            setError(undefined);
          }}
          onApt={(value) => setApt(value.slice(0, 100))}
          aptWithChosen
        />
        {formError && (
          <p role="alert" className={form.formError}>
            {formError}
          </p>
        )}
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={busy}>
            {busy ? m.addresses_saving : m.addresses_save}
          </button>
          <button type="button" className={button.secondary} onClick={onClose}>
            {m.addresses_cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
