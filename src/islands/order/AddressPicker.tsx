import { useState } from 'react';
import { addressLine } from '../../lib/address/parse.ts';
import type { ParsedAddress } from '../../lib/address/types.ts';
import { pickAddress, setAddressText, setApt } from '../../stores/order/details.ts';
import { Combobox } from '../../ui/Combobox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import * as form from '../../ui/form.css.ts';
import * as css from './details.css.ts';
import { ADDRESS_SEARCH_UNAVAILABLE, noResultText } from '../../lib/address/search.ts';
import { useAddressSuggestions } from '../../stores/chain/useAddressSuggestions.ts';

interface Props {
  text: string;
  picked: ParsedAddress | null;
  apt: string;
  error?: string | undefined;
}

/**
 * The delivery address (SPEC §2.10): the autocomplete and Apt/Suite; once an address is chosen,
 * "address1, state_code postal_code" and "Apt/Suite: address2" with a Change link.
 */
export function AddressPicker({ text, picked, apt, error }: Props) {
  const search = useAddressSuggestions();
  const [editing, setEditing] = useState(!picked);
  const [lookupError, setLookupError] = useState<string>();
  const errorId = 'order-address-error';
  const shownError = error ?? lookupError;

  if (picked && !editing) {
    return (
      <div className={css.chosen}>
        <p className={css.chosenText}>
          <span className={css.storeName}>Delivery address</span>
          <span>{addressLine(picked)}</span>
          {apt && <span>{`Apt/Suite: ${apt}`}</span>}
          {shownError && (
            <span id={errorId} className={form.error}>
              {shownError}
            </span>
          )}
        </p>
        <a
          className={form.linkButton}
          href="#order-address"
          onClick={(e) => {
            e.preventDefault();
            setEditing(true);
          }}
        >
          Change
        </a>
      </div>
    );
  }

  return (
    <>
      <div className={form.field}>
        <Combobox
          id="order-address"
          label="Delivery address"
          placeholder="Start typing your street address"
          inputValue={text}
          onInputChange={(value) => {
            setLookupError(undefined);
            setAddressText(value);
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
              pickAddress({ ...result.value, formatted: suggestion.label });
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
      <TextField
        label="Apt/Suite"
        value={apt}
        onValue={setApt}
        autoComplete="address-line2"
        maxLength={100}
      />
    </>
  );
}
