import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AddressSearch } from '../../lib/address/client.ts';
import { debounce } from '../../lib/address/debounce.ts';
import {
  ADDRESS_LOOKUP_FAILED,
  countriesFor,
  DEBOUNCE_MS,
  MAX_RESULTS,
} from '../../lib/address/search.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { AddressSuggestion, ParsedAddress } from '../../lib/address/types.ts';
import { $storeConfig, pageProviders } from './config.ts';

export interface Suggestions {
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The text the suggestions are for. */
  query: string;
  items: AddressSuggestion[];
}

const IDLE: Suggestions = { status: 'idle', query: '', items: [] };

/**
 * Address suggestions (docs/product.md §7.8, §9) for the store locator and the delivery address:
 * the chain's provider and countries, 300 ms after the last keystroke, at most five. Streets and
 * neighbourhoods are listed too: finding stores near a place needs no street number, and a delivery
 * address without one gets docs/product.md's "Please enter a valid address" instead of no result.
 */
export function useAddressSuggestions() {
  const config = useStore($storeConfig);
  // A boolean, so the configuration's arrival rebuilds the search only when it changes provider.
  const placesFlag = config?.enable_google_places_api === true;
  const countryCode = config?.country_code;
  // The provider's client is needed once the guest types, not for the first paint
  // (docs/architecture.md §8).
  const search = useMemo((): AddressSearch => {
    // A storefront without an address provider never calls one: every search fails at once, so
    // the field says address search is unavailable.
    const address = pageProviders().address;
    let loaded: Promise<AddressSearch> | undefined;
    const client = () =>
      address
        ? (loaded ??= Promise.all([
            import('../../lib/address/client.ts'),
            import('../../lib/providers/address.ts'),
          ]).then(([m, p]) => {
            const endpoint = p.addressEndpoint(address, { enable_google_places_api: placesFlag })!;
            return m.createAddressSearch({
              provider: endpoint.provider,
              endpoint,
              countries: countriesFor(countryCode),
              coarse: true,
            });
          }))
        : Promise.reject(new Error('This storefront has no address search provider'));
    return {
      search: (query, signal) => client().then((c) => c.search(query, signal)),
      resolve: (suggestion, signal) => client().then((c) => c.resolve(suggestion, signal)),
    };
  }, [placesFlag, countryCode]);
  const [state, setState] = useState<Suggestions>(IDLE);
  const inFlight = useRef<AbortController | undefined>(undefined);

  // The query still waiting for its answer. When the search is rebuilt (the chain's configuration
  // arrives and names the provider) the old one is cancelled, so the new one takes the query over
  // instead of leaving the field on "Searching…".
  const pending = useRef<string | undefined>(undefined);

  const run = useMemo(
    () =>
      debounce((query: string) => {
        inFlight.current?.abort();
        const controller = new AbortController();
        inFlight.current = controller;
        const settle = (next: Suggestions) => {
          if (controller.signal.aborted) return;
          if (pending.current === query) pending.current = undefined;
          setState(next);
        };
        search.search(query, controller.signal).then(
          (items) => settle({ status: 'done', query, items: items.slice(0, MAX_RESULTS) }),
          () => settle({ status: 'error', query, items: [] }),
        );
      }, DEBOUNCE_MS),
    [search],
  );

  useEffect(() => {
    if (pending.current !== undefined) run(pending.current);
    return () => {
      run.cancel();
      inFlight.current?.abort();
    };
  }, [run]);

  const stop = () => {
    pending.current = undefined;
    run.cancel();
    inFlight.current?.abort();
  };

  return {
    ...state,
    /** The field's text changed: search again, or stop when it is empty. */
    update(text: string): void {
      if (text.trim() === '') {
        stop();
        setState(IDLE);
        return;
      }
      setState((s) => ({ ...s, status: 'loading' }));
      pending.current = text;
      run(text);
    },
    /** Forget the suggestions (a search was made, or the field was cleared). */
    dismiss(): void {
      stop();
      setState(IDLE);
    },
    /** The full address of a picked suggestion; a failed lookup says so in the guest's words. */
    async resolve(suggestion: AddressSuggestion): Promise<Result<ParsedAddress>> {
      try {
        return ok(await search.resolve(suggestion));
      } catch (err) {
        console.warn('Looking up an address failed', err);
        return fail(ADDRESS_LOOKUP_FAILED);
      }
    },
  };
}
