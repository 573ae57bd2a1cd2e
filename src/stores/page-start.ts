import type { ScreenKey } from '../lib/routes.ts';
import { flushPendingDiscounts } from './pending-discounts.ts';
import { selectDefaultService } from './service-default.ts';

/** Start-up work of the order pages that can wait until the page is interactive. */
export function startOrderSession(screen: ScreenKey): void {
  flushPendingDiscounts();
  selectDefaultService(screen);
}
