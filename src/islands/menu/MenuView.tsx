import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, type JSX } from 'react';
import type { MenuItem } from '../../api/schemas/menu.ts';

import { categoryAnchor, linkedItemId, shownCategories } from '../../lib/menu/display.ts';
import { $currencySymbol, $storeConfig } from '../../stores/chain/config.ts';
import { $itemDialog } from '../../stores/menu/item-dialog.ts';
import { $cartCount } from '../../stores/cart/state.ts';
import {
  $menu,
  chooseItem,
  findMenuItem,
  followPendingItem,
  retryMenu,
  seedMenu,
} from '../../stores/menu/menu.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { CategorySection } from './CategorySection.tsx';
import { useStoreService, type MenuInitial } from '../../stores/menu/useStoreService.ts';
import { useScrollSpy } from '../../ui/hooks/useScrollSpy.ts';
import * as css from './menu.css.ts';
import { ITEM_FORM_ID } from './ItemCard.tsx';
import { StoreWeather } from '../outside/StoreWeather.tsx';
import { Bone, Skeleton, SkeletonCards } from '../../ui/Skeleton.tsx';
import { $live, liveOf } from '../../stores/menu/availability.ts';
import { itemSoldOut } from '../../lib/menu/sold-out.ts';
import { withLive } from '../../lib/menu/live-menu.ts';

const ItemDialog = lazy(() => import('./ItemDialog.tsx'));
// Phones' cart bar, fetched once the cart holds something.
const CartBar = lazy(() => import('./CartBar.tsx'));

interface Props {
  /** Absent in the static shell: the island reads it from the address. */
  storeId?: number | undefined;
  storeName?: string | undefined;
  subtitle?: string | undefined;
  initial?: MenuInitial | undefined;
  placement: 'side' | 'top';
  categoryImage: 'banner' | 'thumbnail' | 'none';
}

/**
 * The Menu screen (docs/product.md §2.1): store heading, categories, items, and the item dialog.
 */
export default function MenuView({
  storeId: givenStoreId,
  storeName,
  subtitle,
  initial,
  placement,
  categoryImage,
}: Props): JSX.Element {
  const menu = useStore($menu);
  const config = useStore($storeConfig);
  const currencySymbol = useStore($currencySymbol);
  const request = useStore($itemDialog);
  const inCart = useStore($cartCount) > 0;
  const store = useStoreService(givenStoreId, initial);
  const linked = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (givenStoreId && initial) seedMenu(givenStoreId, initial.serviceTypeId, initial.menus);
  }, [givenStoreId, initial]);

  const state =
    menu.status === 'idle'
      ? initial
        ? { status: 'ready' as const, menus: initial.menus }
        : { status: 'loading' as const, menus: [] }
      : menu;
  const filters = config?.enable_menu_filters as { include_out_of_stock?: boolean } | undefined;
  const includeOutOfStock = initial?.includeOutOfStock ?? filters?.include_out_of_stock === true;
  const currency = initial?.currencySymbol ?? currencySymbol;
  const storeId = givenStoreId ?? store.storeId;
  // Live availability, once the lazily loaded refresh has heard it (null for an API without it).
  const liveState = useStore($live);
  const live = liveOf(liveState, storeId);
  const categories = shownCategories(withLive(state.menus, live), includeOutOfStock);
  const [active, jump] = useScrollSpy(
    root,
    categories.map((c) => c.category_id),
    categoryAnchor,
  );
  const paused = live && liveState?.paused;

  // While the Menu is open: what sells out or pauses shows within AVAILABILITY_POLL_MS.
  useEffect(() => {
    if (!storeId) return;
    let stop: (() => void) | undefined;
    let on = true;
    void import('../../stores/menu/availability-poll.ts').then((poll) => {
      if (on) stop = poll.startAvailabilityPoll(storeId);
    });
    return () => {
      on = false;
      stop?.();
    };
  }, [storeId]);

  // A shared item link (?item= or #item-) opens that item once the menu is there.
  useEffect(() => {
    if (linked.current || state.status !== 'ready' || !storeId) return;
    linked.current = true;
    const id = linkedItemId(location.search, location.hash);
    const item = id ? findMenuItem(id) : undefined;
    if (item && !item.out_of_stock) void chooseItem(storeId, item.item_id);
  }, [state.status, storeId]);

  // An item chosen before the order existed opens once the order is at this store.
  useEffect(() => {
    if (state.status !== 'ready' || !storeId) return;
    return followPendingItem(storeId);
  }, [state.status, storeId]);

  const choose = (item: MenuItem) => storeId && void chooseItem(storeId, item.item_id);
  const name = storeName ?? store.name;
  const sub = subtitle ?? store.subtitle;
  const eager = eagerCounts(categories);

  return (
    <div ref={root} className={css.page}>
      {/* Item buttons submit here before the page is interactive: ?item= then opens the item. */}
      <form id={ITEM_FORM_ID} method="get" hidden />
      <h1 className={css.heading}>{name ?? m.menu_heading}</h1>
      <p className={css.subtitle}>{sub ?? m.menu_subtitle}</p>
      {paused && (
        <p role="status" className={css.paused}>
          {paused}
        </p>
      )}
      <StoreWeather storeId={storeId} />
      {state.status === 'error' ? (
        <div className={css.status} role="alert">
          <p>{m.errors_somethingWentWrongLater}</p>
          <button type="button" className={css.retry} onClick={retryMenu}>
            {m.menu_tryAgain}
          </button>
        </div>
      ) : state.status === 'loading' ? (
        <Skeleton label={m.menu_loading}>
          <Bone height="pill" />
          <Bone width="some" height="heading" />
          <SkeletonCards count={4} lines={2} />
        </Skeleton>
      ) : (
        <div className={placement === 'side' ? `${css.layout} ${css.layoutSide}` : css.layout}>
          <CategoryNav
            categories={categories}
            active={active ?? categories[0]?.category_id}
            side={placement === 'side'}
            onJump={jump}
          />
          <div>
            {categories.map((c, i) => (
              <CategorySection
                key={c.category_id}
                category={c}
                anchor={categoryAnchor(c.category_id)}
                imageStyle={categoryImage}
                currency={currency}
                eagerCount={eager[i] ?? 0}
                soldOut={(id) => itemSoldOut(id, live)}
                onChoose={choose}
              />
            ))}
          </div>
        </div>
      )}
      <Suspense fallback={null}>
        {request ? (
          <ItemDialog key={`${request.menuItemId}-${request.line?.item_id ?? 'new'}`} />
        ) : null}
      </Suspense>
      {/* Its own boundary: while it loads, an open item dialog must not be hidden as a fallback. */}
      <Suspense fallback={null}>{inCart && <CartBar />}</Suspense>
    </div>
  );
}

/** How many images of each category load eagerly: the first few items of the page, in order. */
function eagerCounts(categories: readonly { items: readonly unknown[] }[], first = 4): number[] {
  let left = first;
  return categories.map((c) => {
    const start = left;
    left = Math.max(0, left - c.items.length);
    return start;
  });
}
