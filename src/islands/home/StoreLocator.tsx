import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type JSX } from 'react';
import { cardDisplay, type CardDisplay, type StoreCard as Card } from '../../lib/stores/list.ts';
import { locatorStatus } from '../../lib/stores/messages.ts';
import { withoutFavorites } from '../../lib/stores/favorites.ts';
import { $branding } from '../../stores/chain/config.ts';
import { $loggedIn } from '../../stores/account/session.ts';
import {
  $allStores,
  $favoriteIds,
  $favoritePending,
  $favoriteStores,
  $favorites,
  $storeSearch,
  loadStores,
  seedStores,
  type StoreList,
} from '../../stores/restaurants/restaurants.ts';
import { button } from '../../theme/recipes.css.ts';
import { StoreCard } from './StoreCard.tsx';
import { StoreSearch } from './StoreSearch.tsx';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import * as css from './locator.css.ts';

/** How long after hydration Home asks where the guest is. */
const NEAREST_DELAY_MS = 3000;
/** What shows the guest is using the page (anywhere on it): the list then keeps its order. */
const ACTED_ON_PAGE = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

interface Props {
  /** The list the server fetched for this request; absent when it could not (or the page is the static shell). */
  stores?: Card[] | undefined;
  /** The shell's branding options, so the server's HTML and hydration agree. */
  display: CardDisplay;
}

/**
 * Home's store locator (docs/product.md §2.1): search, the customer's favourite stores, and every
 * store (or the search's) with a button per service that opens the order details modal.
 */
export default function StoreLocator({ stores, display }: Props): JSX.Element {
  const hydrated = useHydrated();
  const all = useStore($allStores);
  const search = useStore($storeSearch);
  const branding = useStore($branding);
  const loggedIn = useStore($loggedIn);
  const favorites = useStore($favorites);
  const favoriteStores = useStore($favoriteStores);
  const favoriteIds = useStore($favoriteIds);
  const pending = useStore($favoritePending);

  useEffect(() => {
    if (stores) seedStores(stores);
    else void loadStores();
  }, [stores]);
  // Nearest first, from the guest's rough location (docs/product.md §7.8): a touch that must not
  // compete with the page's own loading, so it starts a few seconds after the page has settled.
  // A guest who is already using the page by then keeps the order they see.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let acted = false;
    const act = () => {
      acted = true;
      off();
    };
    const locator = root.current;
    const off = () => {
      for (const type of ACTED_ON_PAGE) window.removeEventListener(type, act, true);
      locator?.removeEventListener('pointermove', act);
    };
    for (const type of ACTED_ON_PAGE)
      window.addEventListener(type, act, { capture: true, passive: true });
    // A pointer over the list is a guest about to press one of its cards.
    locator?.addEventListener('pointermove', act, { passive: true });
    const start = () =>
      void import('../../stores/restaurants/nearest.ts').then((m) => m.nearestFirst(() => acted));
    const timer = setTimeout(start, NEAREST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      off();
    };
  }, []);

  // The list is shown once a signed-in guest's favourites have left it (or could not load). So too
  // when the guest signs in on this page: their favourite stores would otherwise jump out of the
  // list they may be about to press.
  const favoritesPending = loggedIn && favorites.status === 'loading';
  useEffect(() => {
    if (!hydrated) return;
    if (favoritesPending) document.documentElement.setAttribute('data-favorites-pending', '');
    else document.documentElement.removeAttribute('data-favorites-pending');
  }, [hydrated, favoritesPending]);

  // Until hydration ends, what the server knew; the server never touches the shared atoms.
  const list: StoreList =
    all.status === 'idle' ? { status: stores ? 'done' : 'loading', stores: stores ?? [] } : all;
  const options = hydrated ? cardDisplay(branding.display_options) : display;
  // The server does not know the customer: favourites come after hydration, once loaded.
  const withFavorites = hydrated && loggedIn && favorites.status === 'done';
  // Each store once: search results stand alone; otherwise favourites leave the list below.
  const searched = search?.status === 'done';
  const showFavorites = withFavorites && !searched;
  const shown = searched
    ? search.stores
    : withoutFavorites(list.stores, showFavorites ? favoriteIds : null);
  const message = locatorStatus({
    list: { status: list.status, count: list.stores.length },
    search: search && {
      by: search.by,
      label: search.label,
      status: search.status,
      count: search.stores.length,
    },
  });
  const card = (store: Card, level: 3 | 4, idPrefix: string) => (
    <li key={store.storeId}>
      <StoreCard
        store={store}
        display={options}
        level={level}
        idPrefix={idPrefix}
        favorite={withFavorites ? favoriteIds.has(store.storeId) : undefined}
        favoriteBusy={pending.has(store.storeId)}
      />
    </li>
  );

  return (
    <div ref={root} className={css.locator}>
      <StoreSearch searching={search !== null} />
      <div className={css.statusRow}>
        <p role="status" className={css.status}>
          {message}
        </p>
        {!search && list.status === 'error' && (
          <button type="button" className={button.secondary} onClick={() => void loadStores()}>
            {m.home_tryAgain}
          </button>
        )}
      </div>
      {showFavorites && (
        <section className={css.group} aria-labelledby="favorite-stores-title">
          <h3 id="favorite-stores-title" className={css.groupTitle}>
            {m.home_favoriteStores}
          </h3>
          {favoriteStores.length ? (
            <ul className={css.list}>{favoriteStores.map((s) => card(s, 4, 'favorite-store-'))}</ul>
          ) : (
            <p className={css.line}>{m.home_favoritesEmpty}</p>
          )}
        </section>
      )}
      {shown.length > 0 && (
        <ul
          className={`${css.list} ${css.allStores}`}
          aria-label={searched ? m.home_searchResults : m.home_allStores}
        >
          {shown.map((s) => card(s, 3, 'store-'))}
        </ul>
      )}
    </div>
  );
}
