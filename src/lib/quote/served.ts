/**
 * The quote the server read for a signed-in guest (src/server/quote.server.ts), which the page's
 * island draws from as the server did (src/islands/quote/OrderQuote.tsx). Types only.
 */
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';

export interface ServedQuote {
  order: Order;
  store: Store;
  /** When it was read, by the tenant API's clock: the moment its validity is judged at. */
  at: number;
  /** The store configuration's currency symbol. */
  symbol: string;
}

/** A served quote with what the page drew it with besides: the chain's name and branding. */
export interface ServedSheet extends ServedQuote {
  chain: string;
  hideStoreAddress: boolean;
}
