import * as m from '#messages';
import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import type { OrderItemLine } from '../../api/schemas/order.ts';
import { optionsText } from '../../lib/cart/lines.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { QUANTITY_MAX } from '../../lib/limits.ts';
import type { ScreenKey } from '../../lib/routes.ts';
import { $pendingLines, changeQuantity, removeCartLine } from '../../stores/cart/panel.ts';
import { $order } from '../../stores/order/current.ts';
import { openItemDialog } from '../../stores/menu/item-dialog.ts';
import { srOnly } from '../../theme/recipes.css.ts';
import * as css from './cart.css.ts';
import { lineProblemText, unavailableLines } from '../../lib/menu/availability.ts';
import { $live, liveOf } from '../../stores/menu/availability.ts';

interface Props {
  lines: readonly OrderItemLine[];
  symbol: string | undefined;
  screen: ScreenKey;
  focusHome: () => void;
}

/**
 * The second click of a double click (`detail` counts the clicks of one gesture; keyboard presses
 * have 0). A double click changes a quantity once even when the first change has already come back
 * by the time the browser delivers the second click, which the pending flag alone cannot tell.
 */
const secondOfDouble = (e: MouseEvent<HTMLButtonElement>) => e.detail > 1;

/** The guest's lines with their quantity, edit and remove controls. */
export function CartLines({ lines, symbol, screen, focusHome }: Props) {
  const pending = useStore($pendingLines);
  const order = useStore($order);
  // Lines sold out since they were added (live availability): marked, with a way forward.
  const problems = unavailableLines(lines, liveOf(useStore($live), order?.store_id));
  const edit = (line: OrderItemLine) =>
    openItemDialog({ storeId: $order.get()?.store_id ?? 0, menuItemId: line.menu_item_id, line });
  // Focus would fall to the page when its line disappears; it goes back to the cart instead.
  const after = (itemId: number) => () => {
    if (!$order.get()?.items.some((l) => l.item_id === itemId)) focusHome();
  };
  return (
    <ul className={css.list} aria-label={m.cart_linesLabel}>
      {lines.map((line) => {
        const busy = pending.has(`line:${line.item_id}`);
        const options = optionsText(line.options);
        const problem = problems.find((p) => p.itemId === line.item_id);
        return (
          <li
            key={line.item_id}
            className={css.line}
            aria-busy={busy || undefined}
            data-unavailable={problem ? true : undefined}
          >
            <div className={css.lineHead}>
              <span>{line.name}</span>
              <span>{formatMoney(line.total_cents, symbol)}</span>
            </div>
            {options && <p className={css.meta}>{options}</p>}
            {line.note && <p className={css.meta}>{m.cart_note({ note: line.note })}</p>}
            {problem && <p className={css.unavailable}>{lineProblemText(problem)}</p>}
            <div className={css.controls}>
              <button
                type="button"
                className={css.iconButton}
                aria-label={m.cart_decrease({ name: line.name })}
                aria-disabled={busy || undefined}
                onClick={(e) =>
                  !secondOfDouble(e) &&
                  void changeQuantity(line.item_id, line.quantity - 1).then(after(line.item_id))
                }
              >
                −
              </button>
              <span className={css.qty}>
                <span className={srOnly}>{m.cart_quantity} </span>
                {line.quantity}
              </span>
              <button
                type="button"
                className={css.iconButton}
                aria-label={m.cart_increase({ name: line.name })}
                aria-disabled={busy || line.quantity >= QUANTITY_MAX || undefined}
                onClick={(e) =>
                  !secondOfDouble(e) &&
                  line.quantity < QUANTITY_MAX &&
                  void changeQuantity(line.item_id, line.quantity + 1)
                }
              >
                +
              </button>
              {screen === 'menu' && problem?.kind === 'options' ? (
                <button type="button" className={css.textButton} onClick={() => edit(line)}>
                  {m.cart_chooseAnother}
                  <span className={srOnly}> {m.cart_chooseAnotherFor({ name: line.name })}</span>
                </button>
              ) : (
                screen === 'menu' && (
                  <button
                    type="button"
                    className={css.textButton}
                    aria-label={m.cart_editLine({ name: line.name })}
                    onClick={() => edit(line)}
                  >
                    {m.cart_edit}
                  </button>
                )
              )}
              <button
                type="button"
                className={css.textButton}
                aria-label={m.cart_removeLine({ name: line.name })}
                aria-disabled={busy || undefined}
                onClick={() => void removeCartLine(line.item_id).then(after(line.item_id))}
              >
                {m.cart_remove}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Auto-added extras: included with the order, without quantity controls, not counted
 * (docs/product.md §2.3).
 */
export function IncludedLines({
  lines,
  symbol,
}: {
  lines: readonly OrderItemLine[];
  symbol: string | undefined;
}) {
  if (lines.length === 0) return null;
  return (
    <div className={css.section}>
      <h3 className={css.subtitle}>{m.cart_includedTitle}</h3>
      <ul className={css.list}>
        {lines.map((line) => (
          <li key={line.item_id} className={css.row}>
            <span>{line.name}</span>
            <span>
              {line.total_cents ? formatMoney(line.total_cents, symbol) : m.cart_included}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
