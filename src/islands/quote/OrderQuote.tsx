import { useStore } from '@nanostores/react';
import { useDeferredValue } from 'react';

import { quoteOrderId } from '../../lib/quote/offer.ts';
import { $branding, $currencySymbol, tenantName } from '../../stores/chain/config.ts';
import { $quote, loadQuote, type QuoteState } from '../../stores/quote/quote.ts';
import { button } from '../../theme/recipes.css.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import { Bone, Skeleton } from '../../ui/Skeleton.tsx';
import type { ServedSheet } from '../../lib/quote/served.ts';
import { QuoteSheet } from './QuoteSheet.tsx';
import * as css from './quote.css.ts';
import * as m from '#messages';

const load = () => void loadQuote(quoteOrderId(location.search));
// Asked for as soon as this island's code has run, not once React has hydrated it: the header's
// islands hydrate first, and the sheet is the page's largest paint (docs/architecture.md §8: LCP).
// A page the server drew the sheet in (`served`) asks for nothing.
if (!import.meta.env.SSR && document.documentElement.dataset.quote !== 'served') load();
const LOADING: QuoteState = { state: 'loading' };

/**
 * Order quote (docs/product.md §2.1): the order named by ?order=, as a quote to print or save as a
 * PDF. Its address is no share link: only the order's own customer can open it, so the sheet offers
 * Print.
 */
export default function OrderQuote({ served }: { served?: ServedSheet | undefined }) {
  const stored = useStore($quote);
  // The quote may have come before React hydrates this island: it still hydrates the server's
  // skeleton, and draws the quote after. Deferred, that draw is a transition, in short slices
  // rather than one long task on the back of hydration (docs/architecture.md §8: TBT).
  const hydrated = useHydrated();
  const quote = useDeferredValue(hydrated ? stored : LOADING);
  const branding = useStore($branding);
  const symbol = useStore($currencySymbol);
  if (served)
    // Drawn by the server and hydrated from the same values; a runtime-branded chain's own
    // branding (its theme-config) may still hide the store's address once it is applied.
    return (
      <QuoteSheet
        order={served.order}
        store={served.store}
        chain={served.chain}
        symbol={served.symbol}
        hideStoreAddress={
          hydrated ? !!branding.display_options.hide_store_address : served.hideStoreAddress
        }
        now={served.at}
      />
    );
  switch (quote.state) {
    case 'loading':
      return (
        <div className={css.sheet}>
          <Skeleton label={m.quote_loadingLabel}>
            <Bone width="half" height="heading" />
            <Bone width="most" />
            <Bone height="block" />
            <Bone width="third" height="field" />
          </Skeleton>
        </div>
      );
    case 'empty':
      return (
        <div className={css.sheet}>
          <h2 className={css.heading}>{m.quote_emptyTitle}</h2>
          <p className={css.text}>{m.quote_emptyText}</p>
          <p className={css.text}>
            <a className={button.primary} href="/">
              {m.quote_startOrder}
            </a>
          </p>
        </div>
      );
    case 'notYours':
    case 'notFound':
      return (
        <div className={css.sheet}>
          <h2 className={css.heading}>
            {quote.state === 'notYours' ? m.errors_orderNotYours : m.errors_orderNotFound}
          </h2>
          <p className={css.text}>{m.quote_notOpenText}</p>
          <p className={css.text}>
            <a className={button.primary} href="/">
              {m.common_goHome}
            </a>
          </p>
        </div>
      );
    case 'error':
      return (
        <div className={css.sheet}>
          <p role="alert" className={css.text}>
            {quote.message}
          </p>
          <p className={css.text}>
            <button type="button" className={button.primary} onClick={load}>
              {m.common_tryAgain}
            </button>
          </p>
        </div>
      );
    case 'ready':
      return (
        <QuoteSheet
          order={quote.order}
          store={quote.store}
          chain={tenantName()}
          symbol={symbol}
          hideStoreAddress={!!branding.display_options.hide_store_address}
          now={quote.at}
        />
      );
  }
}
