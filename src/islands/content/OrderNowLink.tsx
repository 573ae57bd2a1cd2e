import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { orderNowHref } from '../../lib/account/menu.ts';
import { $hasOrder, $selectedStoreId } from '../../stores/order/order.ts';

interface Props {
  label: string;
  className: string;
}

const noop = () => () => undefined;

/**
 * A content entry's "Order now": where the header's Order Now goes (docs/product.md §2.3), the
 * stored store's Menu when there is a current order, else Home. The server cannot see the order, so
 * it renders Home and the browser corrects the address once it has read the stored order.
 */
export default function OrderNowLink({ label, className }: Props) {
  const hasOrder = useStore($hasOrder);
  const selectedStoreId = useStore($selectedStoreId);
  const mounted = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const href = mounted ? orderNowHref({ hasOrder, selectedStoreId }) : '/';
  return (
    <a className={className} href={href}>
      {label}
    </a>
  );
}
