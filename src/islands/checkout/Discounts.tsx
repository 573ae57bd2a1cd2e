import { useStore } from '@nanostores/react';
import { $currencySymbol } from '../../stores/chain/config.ts';
import { $order } from '../../stores/order/current.ts';
import { Promos, type PromoClasses } from '../cart/Promos.tsx';
import * as css from './checkout.css.ts';

const CLASSES: PromoClasses = {
  section: css.card,
  heading: css.heading,
  meta: css.small,
  list: css.list,
  row: css.row,
  action: css.linkButton,
  form: css.inline,
  field: css.grow,
  alert: css.alert,
};

/** Checkout's discounts: the cart's promos, in checkout's frame and without the points. */
export function Discounts() {
  const order = useStore($order);
  const symbol = useStore($currencySymbol);
  if (!order) return null;
  return <Promos order={order} symbol={symbol} classes={CLASSES} checkout />;
}
