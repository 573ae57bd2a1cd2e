import { expect, it } from 'vitest';
import {
  ADDRESS_LOOKUP_FAILED,
  ADDRESS_SEARCH_UNAVAILABLE,
} from '../../../src/lib/address/search.ts';

// docs/product.md §2.10 delivery address, §8 "Any other failure": the address field's own texts,
// verbatim.
it.each([
  [ADDRESS_SEARCH_UNAVAILABLE, 'Address search is unavailable right now. Please try again.'],
  [ADDRESS_LOOKUP_FAILED, 'We could not look up that address. Please try again.'],
])('%s', (text, expected) => {
  expect(text).toBe(expected);
});
