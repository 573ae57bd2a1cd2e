import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { addressLine } from '../../lib/address/parse.ts';
import type { ParsedAddress } from '../../lib/address/types.ts';
import { ADDRESS_LINE2_MAX } from '../../lib/limits.ts';
import { pickAddress, setAddressText, setApt } from '../../stores/order/details.ts';
import {
  $savedAddresses,
  loadSavedAddresses,
  chooseSavedAddress,
} from '../../stores/order/saved-addresses.ts';
import { Combobox } from '../../ui/Combobox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import * as form from '../../ui/form.css.ts';
import * as css from './details.css.ts';
import { ADDRESS_SEARCH_UNAVAILABLE, noResultText } from '../../lib/address/search.ts';
import { useAddressSuggestions } from '../../stores/chain/useAddressSuggestions.ts';
import { SavedAddressChoices } from './SavedAddressChoices.tsx';

interface ChooserProps {
  /** The search field's id (the Change link points at it). */
  id: string;
  label: string;
  text: string;
  picked: ParsedAddress | null;
  apt: string;
  error?: string | undefined;
  onText: (text: string) => void;
  onPick: (address: ParsedAddress) => void;
  onApt: (apt: string) => void;
  /** Shown above the search while choosing: e.g. the customer's saved addresses. */
  before?: (choose: () => void) => ReactNode;
  /** Apt/Suite stays editable beside a chosen address (the account's form). */
  aptWithChosen?: boolean;
}

/**
 * The address search of docs/product.md §2.10 (the autocomplete, then Apt/Suite; once an address is
 * chosen, "address1, state_code postal_code" and "Apt/Suite: address2" with a Change link). The
 * order details modal and the account's address form both use it.
 */
export function AddressChooser(props: ChooserProps) {
  const { id, label, text, picked, apt, error, onText, onPick, onApt, before, aptWithChosen } =
    props;
  const search = useAddressSuggestions();
  const [editing, setEditing] = useState(!picked);
  const [lookupError, setLookupError] = useState<string>();
  const errorId = `${id}-error`;
  const shownError = error ?? lookupError;

  const aptField = (
    <TextField
      label={m.orderDetails_aptSuite}
      value={apt}
      onValue={onApt}
      autoComplete="address-line2"
      maxLength={ADDRESS_LINE2_MAX}
    />
  );

  // A chosen address the rules refuse (docs/product.md §5 "Please enter a valid address") goes back
  // to the search field, so the message is that field's description and focus can move to it.
  if (picked && !editing && !error) {
    const chosen = (
      <div className={css.chosen}>
        <p className={css.chosenText}>
          <span className={css.storeName}>{label}</span>
          <span>{addressLine(picked)}</span>
          {apt && !aptWithChosen && <span>{m.orderDetails_aptSuiteValue({ apt })}</span>}
        </p>
        <a
          className={form.linkButton}
          href={`#${id}`}
          onClick={(e) => {
            e.preventDefault();
            setEditing(true);
          }}
        >
          {m.orderDetails_change}
        </a>
      </div>
    );
    return aptWithChosen ? (
      <>
        {chosen}
        {aptField}
      </>
    ) : (
      chosen
    );
  }

  return (
    <>
      {before?.(() => setEditing(false))}
      <div className={form.field}>
        <Combobox
          id={id}
          label={label}
          placeholder={m.orderDetails_addressPlaceholder}
          inputValue={text}
          onInputChange={(value) => {
            setLookupError(undefined);
            onText(value);
            search.update(value);
          }}
          options={search.items}
          status={search.status}
          emptyText={noResultText(search.query)}
          errorText={ADDRESS_SEARCH_UNAVAILABLE}
          onSelect={(option) => {
            const suggestion = search.items.find((o) => o.id === option.id);
            if (!suggestion) return;
            void search.resolve(suggestion).then((result) => {
              if (!result.ok) return setLookupError(result.message);
              onPick({ ...result.value, formatted: suggestion.label });
              setEditing(false);
            });
          }}
          invalid={!!shownError}
          describedBy={shownError ? errorId : undefined}
          autoComplete="off"
        />
        {shownError && (
          <div id={errorId} className={form.error}>
            {shownError}
          </div>
        )}
      </div>
      {aptField}
    </>
  );
}

interface Props {
  text: string;
  picked: ParsedAddress | null;
  apt: string;
  error?: string | undefined;
}

/**
 * The order details modal's delivery address; a signed-in customer is offered the saved addresses
 * first, and picking one counts as picking a suggestion.
 */
export function AddressPicker({ text, picked, apt, error }: Props) {
  const saved = useStore($savedAddresses);
  useEffect(loadSavedAddresses, []);
  return (
    <AddressChooser
      id="order-address"
      label={m.orderDetails_deliveryAddress}
      text={text}
      picked={picked}
      apt={apt}
      error={error}
      onText={setAddressText}
      onPick={pickAddress}
      onApt={setApt}
      before={(choose) =>
        saved.length > 0 && (
          <SavedAddressChoices
            addresses={saved}
            onChoose={(address) => {
              chooseSavedAddress(address);
              choose();
            }}
          />
        )
      }
    />
  );
}
