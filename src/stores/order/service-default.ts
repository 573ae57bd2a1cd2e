import type { ScreenKey } from '../../lib/routes.ts';
import {
  orderedServices,
  selectsDefaultService,
  type ServiceLike,
} from '../../lib/order/service.ts';
import { $branding, $storeConfig } from '../chain/config.ts';
import { $selectedServiceId } from './order.ts';

/**
 * docs/product.md §4.3: with no selectedServiceId stored, the default service (the first visible
 * one that needs no address; moved first with make_default_service_type_first) is selected on Home,
 * Password reset and Confirmation, once the store configuration has its services.
 */
export function selectDefaultService(screen: ScreenKey): void {
  const apply = (services: readonly ServiceLike[] | undefined) => {
    if (!services?.length || $selectedServiceId.get() !== null) return true;
    const ordered = orderedServices(
      services,
      !!$branding.get().display_options.make_default_service_type_first,
    );
    const withoutAddress = ordered.find((s) => !s.requires_address);
    // No visible service without an address: docs/product.md §4.3's "the first service".
    if (selectsDefaultService(screen, !!withoutAddress))
      $selectedServiceId.set((withoutAddress ?? services[0]!).service_type_id);
    return true;
  };
  const config = $storeConfig.get();
  if (config) {
    apply(config.services as ServiceLike[] | undefined);
    return;
  }
  const stop = $storeConfig.listen((c) => {
    if (c && apply(c.services as ServiceLike[] | undefined)) stop();
  });
}
