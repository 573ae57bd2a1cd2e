import * as m from '#messages';
import { useStore } from '@nanostores/react';
import type { Order } from '../../api/schemas/order.ts';
import { offersQuote, quotePath } from '../../lib/quote/offer.ts';
import { $selectedStore } from '../../stores/order/current.ts';
import * as css from './checkout.css.ts';

/** Catering and large orders often need someone's approval first: a quote to print or save as a PDF and pass on. */
export function QuoteLink({ order }: { order: Order }) {
  const store = useStore($selectedStore);
  const service = store?.services.find((s) => s.service_type_id === order.service_type_id);
  if (!offersQuote(order, service)) return null;
  return (
    <p className={css.muted}>
      {m.checkout_quoteQuestion} <a href={quotePath(order.order_id)}>{m.checkout_quoteLink}</a>
    </p>
  );
}
