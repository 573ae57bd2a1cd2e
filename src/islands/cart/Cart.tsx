import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { ScreenKey } from '../../lib/routes.ts';
import { $cartOpen } from '../../stores/cart/state.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';

// The panel and everything it loads stay out of the Menu's first load until the cart opens.
const CartPanel = lazy(() => import('./LoadPanel.tsx'));

/**
 * The cart panel's gate: nothing but the shared open state until the cart opens. The open state is
 * kept in the browser, which the server cannot know: the panel a guest left open opens once the
 * island has hydrated, so its first render is the server's (nothing).
 */
export default function Cart({ screen }: { screen: ScreenKey }) {
  const open = useStore($cartOpen);
  const hydrated = useHydrated();
  return open && hydrated ? (
    <Suspense fallback={null}>
      <CartPanel screen={screen} />
    </Suspense>
  ) : null;
}
