import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import { needsChoices, upsell } from '../../lib/cart/upsell.ts';
import { formatMoney } from '../../lib/format/money.ts';
import type { ScreenKey } from '../../lib/routes.ts';
import { $pendingLines, addOne } from '../../stores/cart/panel.ts';
import { $menusByStore, loadMenus, menusKey } from '../../stores/cart/suggestion-menus.ts';
import { openItemDialog } from '../../stores/menu/item-dialog.ts';
import { srOnly } from '../../theme/recipes.css.ts';
import * as css from './cart.css.ts';

/**
 * "You might also like": up to three items the cart lacks. On Menu, those with required choices open
 * the item dialog; elsewhere (no item dialog there) only items added in one click are offered.
 */
export function Upsell({
  order,
  symbol,
  screen,
}: {
  order: Order;
  symbol: string | undefined;
  screen: ScreenKey;
}) {
  const key = menusKey(order.store_id, order.service_type_id);
  const menus = useStore($menusByStore)[key];
  const pending = useStore($pendingLines);
  const titleId = useId();
  useEffect(
    () => void loadMenus(order.store_id, order.service_type_id),
    [order.store_id, order.service_type_id],
  );
  const items = menus
    ? upsell(menus, order, 3, screen === 'menu' ? undefined : (i) => !needsChoices(i))
    : [];
  if (items.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={css.subtitle}>
        {m.cart_suggestions}
      </h3>
      <ul className={css.list}>
        {items.map((item) => {
          const busy = pending.has(`add:${item.item_id}`);
          return (
            <li key={item.item_id} className={css.row}>
              <span>
                {item.name}{' '}
                <span className={css.meta}>{formatMoney(item.price_cents, symbol)}</span>
              </span>
              <button
                type="button"
                className={css.iconButton}
                aria-disabled={busy || undefined}
                onClick={() =>
                  needsChoices(item)
                    ? openItemDialog({ storeId: order.store_id, menuItemId: item.item_id })
                    : void addOne(item.item_id, item.name)
                }
              >
                {m.cart_add}
                <span className={srOnly}> {item.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
