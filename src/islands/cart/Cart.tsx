import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { ScreenKey } from '../../lib/routes.ts';
import { $cartOpen } from '../../stores/cart/state.ts';

// The panel and everything it loads stay out of the Menu's first load until the cart opens.
const CartPanel = lazy(() => import('./LoadPanel.tsx'));

/** The cart panel's gate: nothing but the shared open state until the cart opens. */
export default function Cart({ screen }: { screen: ScreenKey }) {
  return useStore($cartOpen) ? (
    <Suspense fallback={null}>
      <CartPanel screen={screen} />
    </Suspense>
  ) : null;
}
