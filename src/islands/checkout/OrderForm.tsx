import type { Order } from '../../api/schemas/order.ts';
import { Contact } from './Contact.tsx';
import { Tip } from './Tip.tsx';
import { Discounts } from './Discounts.tsx';
import { Payment } from './Payment.tsx';
import { Extras } from './Extras.tsx';
import { PlaceOrder } from './PlaceOrder.tsx';
import { QuoteLink } from './QuoteLink.tsx';
import * as css from './checkout.css.ts';

/**
 * Checkout's forms and PLACE ORDER, shown once there is an order to pay for. Loaded while the order
 * loads rather than with the page, which first paints with no order known (docs/architecture.md
 * §8).
 */
export function OrderForm({ order, requiresAddress }: { order: Order; requiresAddress: boolean }) {
  return (
    <>
      <div className={`${css.column} ${css.main}`}>
        <Contact />
        <Payment requiresAddress={requiresAddress} />
        <Extras requiresAddress={requiresAddress} />
      </div>
      <div className={`${css.column} ${css.sticky}`}>
        <QuoteLink order={order} />
        <Tip />
        <Discounts />
        <PlaceOrder />
      </div>
    </>
  );
}
