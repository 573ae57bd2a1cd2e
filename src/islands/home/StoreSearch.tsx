import * as m from '#messages';
import { useEffect, useEffectEvent, useState, type JSX, type SubmitEvent } from 'react';
import { ADDRESS_SEARCH_UNAVAILABLE, noResultText } from '../../lib/address/search.ts';
import type { ParsedAddress } from '../../lib/address/types.ts';
import {
  addressLookupFailed,
  clearSearch,
  searchByAddress,
  searchByText,
} from '../../stores/restaurants/restaurants.ts';
import { button } from '../../theme/recipes.css.ts';
import { Combobox } from '../../ui/Combobox.tsx';
import * as css from './locator.css.ts';
import { useAddressSuggestions } from '../../stores/chain/useAddressSuggestions.ts';

/** The query parameter of a search submitted before hydration. */
const QUERY_PARAM = 'q';

const FIELD_ID = 'store-search';

interface Props {
  /**
   * Whether a search is shown: only then is "Clear search" offered. Offering it for typed text
   * alone would shrink the field and move Search from under the guest's pointer as they type, or
   * as the page becomes interactive with text typed before.
   */
  searching: boolean;
}

/**
 * Find a store by address or ZIP (docs/product.md §2.1 Home, §9 "Address search"): a picked
 * suggestion searches by its coordinates; "Search" with typed text searches by that text. The typed
 * text is never lost, whatever the answer.
 */
export function StoreSearch({ searching }: Props): JSX.Element {
  const [text, setText] = useState('');
  // The suggestion picked last, while the field still shows it.
  const [picked, setPicked] = useState<{ label: string; address: ParsedAddress } | null>(null);
  const suggestions = useAddressSuggestions();

  // Runs once the page is interactive: what the address bar or the field already holds.
  const takeEarlyInput = useEffectEvent(() => {
    const url = new URL(location.href);
    const q = url.searchParams.get(QUERY_PARAM)?.trim().slice(0, 100);
    if (q === undefined) {
      // Text typed before the page was interactive is still in the field: offer its suggestions.
      const typed =
        (document.getElementById(FIELD_ID) as HTMLInputElement | null)?.value.slice(0, 100) ?? '';
      if (typed) onInputChange(typed);
      return;
    }
    url.searchParams.delete(QUERY_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (!q) return;
    setText(q);
    void searchByText(q);
  });
  // The address bar and the pre-hydration field exist only in the browser: reading them while
  // rendering would make hydration differ from the server's HTML, so they are taken after mount.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time sync from the page, see above
  useEffect(() => takeEarlyInput(), []);

  function onInputChange(value: string) {
    setText(value);
    if (picked && value !== picked.label) setPicked(null);
    suggestions.update(value);
  }

  async function onSelect(option: { id: string; label: string }) {
    const suggestion = suggestions.items.find((s) => s.id === option.id);
    setText(option.label);
    suggestions.dismiss();
    if (!suggestion) return;
    const result = await suggestions.resolve(suggestion);
    if (!result.ok) return addressLookupFailed(option.label);
    const address = result.value;
    setPicked({ label: option.label, address });
    void searchByAddress(address, option.label);
  }

  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    suggestions.dismiss();
    // The field can hold text this component has not taken yet: typed before the page was
    // interactive, with Search pressed after hydration but before the effect above ran. The guest
    // searches for what the field shows.
    const field = e.currentTarget.elements.namedItem(QUERY_PARAM);
    const query = field instanceof HTMLInputElement ? field.value : text;
    if (query !== text) setText(query);
    if (picked && picked.label === query) void searchByAddress(picked.address, picked.label);
    else void searchByText(query);
  }

  function onClear() {
    setText('');
    setPicked(null);
    suggestions.dismiss();
    clearSearch();
    // The button goes away with the search; focus goes back to the field rather than the page.
    document.getElementById(FIELD_ID)?.focus();
  }

  return (
    // A search made before the page is interactive arrives as /?q=… and runs once it is (the effect above).
    <form
      role="search"
      aria-label={m.home_findStore}
      className={css.search}
      method="get"
      action="/"
      onSubmit={onSubmit}
    >
      <div className={css.searchField}>
        <Combobox
          id={FIELD_ID}
          name={QUERY_PARAM}
          label={m.home_findStoreNear}
          placeholder={m.home_searchPlaceholder}
          inputValue={text}
          onInputChange={onInputChange}
          options={suggestions.items.map((s) => ({ id: s.id, label: s.label }))}
          onSelect={(o) => void onSelect(o)}
          status={suggestions.status}
          emptyText={noResultText(suggestions.query || text)}
          errorText={ADDRESS_SEARCH_UNAVAILABLE}
          describedBy={`${FIELD_ID}-hint`}
        />
      </div>
      <div className={css.searchButtons}>
        <button type="submit" className={button.primary}>
          {m.home_search}
        </button>
        {searching && (
          <button type="button" className={button.secondary} onClick={onClear}>
            {m.home_clearSearch}
          </button>
        )}
      </div>
      <p id={`${FIELD_ID}-hint`} className={css.hint}>
        {m.home_searchHint}
      </p>
    </form>
  );
}
