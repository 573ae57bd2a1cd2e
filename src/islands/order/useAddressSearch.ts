import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createAddressSearch, debounce } from '../../lib/address/client.ts';
import { countriesFor, noResultText, providerFor } from '../../lib/address/search.ts';
import type { AddressSuggestion, ParsedAddress } from '../../lib/address/types.ts';
import { $storeConfig } from '../../stores/config.ts';

export interface AddressSearchState {
  options: AddressSuggestion[];
  status: 'idle' | 'loading' | 'done' | 'error';
  emptyText: string;
  /** Starts a debounced search for the text (SPEC §9: 300 ms, at most 5 results). */
  search(text: string): void;
  /** The suggestion as an address with coordinates; throws with a clear message on failure. */
  resolve(suggestion: AddressSuggestion): Promise<ParsedAddress>;
}

/**
 * Address autocomplete over the chain's provider (SPEC §7.8, §9). `coarse` also lists streets
 * without a number, which the street-number rule then refuses with its message.
 */
export function useAddressSearch(coarse = false): AddressSearchState {
  const config = useStore($storeConfig);
  const provider = providerFor(config);
  const countries = countriesFor(config?.country_code);
  const client = useMemo(() => createAddressSearch({ provider, countries, coarse }), [provider, countries.join(), coarse]);
  const [options, setOptions] = useState<AddressSuggestion[]>([]);
  const [status, setStatus] = useState<AddressSearchState['status']>('idle');
  const [query, setQuery] = useState('');
  const abort = useRef<AbortController | null>(null);

  const run = useMemo(
    () =>
      debounce((text: string) => {
        abort.current?.abort();
        const controller = new AbortController();
        abort.current = controller;
        client
          .search(text, controller.signal)
          .then((found) => {
            if (controller.signal.aborted) return;
            setOptions(found);
            setQuery(text);
            setStatus('done');
          })
          .catch((err: Error) => {
            if (controller.signal.aborted || err.name === 'AbortError') return;
            setOptions([]);
            setStatus('error');
          });
      }),
    [client],
  );
  useEffect(() => () => (run.cancel(), abort.current?.abort()), [run]);

  return {
    options,
    status,
    emptyText: noResultText(query),
    search(text) {
      if (text.trim() === '') {
        run.cancel();
        abort.current?.abort();
        setOptions([]);
        setStatus('idle');
        return;
      }
      setStatus('loading');
      run(text);
    },
    resolve: (s) => client.resolve(s),
  };
}
