import { lazy } from 'react';
import type { ScreenKey } from '../../lib/routes.ts';

const CartPanel = lazy(() => import('./CartPanel.tsx'));

/**
 * A step between the gate and the panel: the gate's first-load code then names only this module,
 * not the panel's whole dependency list. The gate's Suspense covers both loads.
 */
export default function LoadPanel({ screen }: { screen: ScreenKey }) {
  return <CartPanel screen={screen} />;
}
