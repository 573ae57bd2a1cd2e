import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatMoney } from '../../lib/format/money.ts';
import { $currencySymbol } from '../../stores/chain/config.ts';
import { $order } from '../../stores/order/current.ts';
import { $checkoutErrors } from '../../stores/checkout/checkout.ts';
import { $minimumNotice } from '../../stores/checkout/minimum.ts';
import { $placing, placeOrder } from '../../stores/checkout/pay.ts';
import { button } from '../../theme/recipes.css.ts';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';
import * as css from './checkout.css.ts';

/**
 * PLACE ORDER · $X.XX: disabled while a payment is in flight, so one click pays once, and while the
 * order is below the delivery minimum, with the reason next to it. aria-disabled rather than
 * disabled keeps keyboard focus on it and the reason reachable; a press meanwhile pays nothing.
 */
export function PlaceOrder() {
  const order = useStore($order);
  const placing = useStore($placing);
  const error = useStore($checkoutErrors).place;
  const symbol = useStore($currencySymbol);
  const minimum = useStore($minimumNotice);
  // Pressed below the delivery minimum: said as an alert, without a refused payment attempt.
  const [short, setShort] = useState(false);
  // The first field docs/product.md §5 refused, else the refusal's message, is shown and focused:
  // the fields are other islands', so the whole page is searched.
  const focusFirstInvalid = useFocusFirstInvalid(undefined, {
    fallbackId: 'place-order-error',
    centre: true,
  });
  if (!order) return null;
  const submit = async () => {
    if (minimum) return setShort(true);
    setShort(false);
    await placeOrder();
    const errors = $checkoutErrors.get();
    if (errors.fields || errors.place) focusFirstInvalid();
  };
  return (
    <div className={css.column}>
      {minimum ? (
        <p id="place-order-minimum" role={short ? 'alert' : 'status'} className={css.alert}>
          {minimum}
        </p>
      ) : (
        error && (
          <p id="place-order-error" role="alert" className={css.alert}>
            {error}
          </p>
        )
      )}
      <button
        type="button"
        className={`${button.primary} ${css.place}`}
        aria-disabled={placing || !!minimum || undefined}
        aria-describedby={minimum ? 'place-order-minimum' : undefined}
        aria-busy={placing || undefined}
        onClick={() => void submit()}
      >
        {placing
          ? m.checkout_placing
          : m.checkout_placeOrder({ total: formatMoney(order.charges.total_cents, symbol) })}
      </button>
    </div>
  );
}
