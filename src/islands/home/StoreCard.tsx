import * as m from '#messages';
import type { JSX } from 'react';
import { storeAddressLine, formatDistance, storeTitle } from '../../lib/stores/format.ts';
import { hoursLine, OPEN_STATE_TEXT } from '../../lib/stores/hours.ts';
import {
  servicesOffered,
  type CardDisplay,
  type StoreCard as Card,
} from '../../lib/stores/list.ts';
import { chooseService, toggleFavorite } from '../../stores/restaurants/restaurants.ts';
import { button } from '../../theme/recipes.css.ts';
import * as css from './locator.css.ts';

interface Props {
  store: Card;
  display: CardDisplay;
  /** 3 in the list under "Choose a store"; 4 under "Your favourite stores". */
  level: 3 | 4;
  /** Keeps ids unique when a store is in both lists. */
  idPrefix: string;
  /** Whether the store is a favourite; undefined hides the toggle (not logged in). */
  favorite?: boolean | undefined;
  favoriteBusy?: boolean | undefined;
}

/** One store of the locator: its state, today's hours, address, and a button per service. */
export function StoreCard({
  store,
  display,
  level,
  idPrefix,
  favorite,
  favoriteBusy,
}: Props): JSX.Element {
  const Heading = level === 3 ? 'h3' : 'h4';
  const headingId = `${idPrefix}${store.storeId}`;
  const address = storeAddressLine(store, display.hideAddress);
  const distance = formatDistance(store.distanceMiles);
  const hours = store.openState === 'temporarily-closed' ? '' : hoursLine(store.hoursToday);
  const services = servicesOffered(store, display.defaultFirst);
  return (
    <article className={css.card} aria-labelledby={headingId}>
      <div className={css.cardHead}>
        <Heading id={headingId} className={css.name}>
          {store.name}
          {store.subtitle && <span className={css.subtitle}> {store.subtitle}</span>}
        </Heading>
        {favorite !== undefined && (
          <button
            type="button"
            className={css.favorite}
            aria-pressed={favorite}
            aria-label={m.home_favoriteStore({ store: storeTitle(store) })}
            aria-disabled={favoriteBusy || undefined}
            data-favorite-toggle={store.storeId}
            onClick={() => {
              void toggleFavorite(store);
              // The card moves between the favourites and the full list: focus follows its toggle.
              requestAnimationFrame(() =>
                document
                  .querySelector<HTMLElement>(`[data-favorite-toggle="${store.storeId}"]`)
                  ?.focus(),
              );
            }}
          >
            <span className={css.star} aria-hidden="true">
              {favorite ? '★' : '☆'}
            </span>
            {m.home_favorite}
          </button>
        )}
      </div>
      <p className={css.line}>
        <span className={css.state} data-state={store.openState}>
          <span className={css.dot} aria-hidden="true" />
          {OPEN_STATE_TEXT[store.openState]}
        </span>
        {distance && ` · ${distance}`}
      </p>
      {store.paused && <p className={`${css.line} ${css.paused}`}>{store.paused}</p>}
      {hours && <p className={css.line}>{hours}</p>}
      {address && <p className={css.line}>{address}</p>}
      {services.length > 0 && (
        <div className={css.actions}>
          <p id={`${headingId}-services`} className={css.servicesLabel}>
            {m.home_servicesOffered}
          </p>
          <ul className={css.services} aria-labelledby={`${headingId}-services`}>
            {services.map((s) => (
              <li key={s.service_type_id}>
                {/* A real form, so a click before the page is interactive still reaches the order details (see page-start). */}
                <form
                  method="get"
                  action="/"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void chooseService(store.storeId, s.service_type_id);
                  }}
                >
                  <input type="hidden" name="store" value={store.storeId} />
                  <input type="hidden" name="service" value={s.service_type_id} />
                  <button
                    type="submit"
                    className={button.primary}
                    aria-label={m.home_serviceAtStore({
                      service: s.display_name,
                      store: store.name,
                    })}
                    data-warms-modal
                  >
                    {s.display_name}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
