import type { Menu } from '../../api/schemas/menu.ts';
import type { Store } from '../../api/schemas/store.ts';

/** What the Menu screen renders from: the store, its menus for one service, and the chain's display settings. */
export interface MenuData {
  store: Store;
  /** The service the menus are for: the store's default (docs/product.md §4.3). */
  serviceTypeId: number | undefined;
  menus: Menu[];
  includeOutOfStock: boolean;
  currencySymbol: string;
}
