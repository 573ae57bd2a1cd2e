import * as m from '#messages';
import type { JSX } from 'react';
import type { MenuItem } from '../../api/schemas/menu.ts';
import { formatMoney } from '../../lib/format/money.ts';
import * as css from './menu.css.ts';
import { SOLD_OUT_TODAY } from '../../lib/menu/sold-out.ts';

/** The form item buttons submit before hydration (a GET to ?item=, which opens the item). */
export const ITEM_FORM_ID = 'menu-item-form';

interface Props {
  item: MenuItem;
  currency: string;
  /** The first cards load their images at once; the rest when scrolled to. */
  eager: boolean;
  /** Sold out just now (live availability): greyed like an out-of-stock item, with its own words. */
  soldOutToday?: boolean | undefined;
  onChoose: (item: MenuItem) => void;
}

/** One item of the menu: a card whose button, named by the item, opens the item dialog. */
export function ItemCard({ item, currency, eager, soldOutToday, onChoose }: Props): JSX.Element {
  const descId = `item-${item.item_id}-desc`;
  const unavailable = item.out_of_stock || !!soldOutToday;
  return (
    <li id={`item-${item.item_id}`}>
      <div className={css.card} data-out-of-stock={unavailable || undefined}>
        <div className={css.cardBody}>
          <h3 className={css.cardTitle}>
            <button
              type="submit"
              form={ITEM_FORM_ID}
              name="item"
              value={item.item_id}
              className={css.cardButton}
              aria-describedby={descId}
              aria-disabled={unavailable || undefined}
              onClick={(e) => {
                e.preventDefault();
                if (!unavailable) onChoose(item);
              }}
            >
              {item.name}
            </button>
          </h3>
          <div id={descId}>
            {item.description && <p className={css.description}>{item.description}</p>}
            <p className={css.meta}>
              <span>{formatMoney(item.price_cents, currency)}</span>
              {item.calories ? <span>{m.item_calories({ calories: item.calories })}</span> : null}
              {unavailable && (
                <span className={css.badge}>
                  {soldOutToday ? SOLD_OUT_TODAY : m.item_outOfStock}
                </span>
              )}
            </p>
          </div>
        </div>
        {item.image_url && (
          <img
            className={unavailable ? `${css.cardImage} ${css.dimmed}` : css.cardImage}
            src={item.image_url}
            alt=""
            width={112}
            height={84}
            loading={eager ? undefined : 'lazy'}
            decoding="async"
          />
        )}
      </div>
    </li>
  );
}
