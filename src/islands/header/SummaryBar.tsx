import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { ScreenKey } from '../../lib/routes.ts';
import { showSummaryBar } from '../../lib/account/menu.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import {
  $dayAndTimeSelected,
  $orderId,
  $selectedDay,
  $selectedHour,
  $selectedServiceId,
  $selectedStoreId,
} from '../../stores/order/order.ts';

// The bar itself (and the store and order it loads) is fetched only where it shows.
const Bar = lazy(() => import('./SummaryBarView.tsx'));

/** Decides visibility from the stored selections alone, so nothing is fetched where it is hidden. */
export default function SummaryBar({ screen }: { screen: ScreenKey }) {
  const dayAndTime = useStore($dayAndTimeSelected);
  const serviceId = useStore($selectedServiceId);
  const storeId = useStore($selectedStoreId);
  const orderId = useStore($orderId);
  const day = useStore($selectedDay);
  const hour = useStore($selectedHour);
  // The selections are stored in the browser only: the first render matches the server's empty
  // HTML, and the bar appears on the next.
  const hydrated = useHydrated();
  const shown =
    hydrated &&
    showSummaryBar({
      screen,
      dayAndTime: dayAndTime && !!day && !!hour,
      service: serviceId !== null,
      store: storeId !== null,
      order: orderId !== null,
    });
  return shown ? (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  ) : null;
}
