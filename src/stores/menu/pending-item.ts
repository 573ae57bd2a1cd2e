/**
 * The item chosen before there was an order (src/lib/menu/early-item.ts), kept in localStorage like
 * the deep-link item: START MY ORDER may take the guest to the store's Menu with a page load.
 */
import { int, nullable, object } from '../persist/decode.ts';
import { persistent } from '../persist/local.ts';

export const $pendingItem = persistent(
  'pendingItem',
  nullable(object({ storeId: int({ positive: true }), menuItemId: int({ positive: true }) })),
  null,
);
