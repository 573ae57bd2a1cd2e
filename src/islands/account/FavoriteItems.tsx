import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatMoney } from '../../lib/format/money.ts';
import { $currencySymbol } from '../../stores/chain/config.ts';
import { addFavoriteToCart } from '../../stores/account/favorite-cart.ts';
import {
  $favoritePending,
  $favorites,
  loadFavorites,
  removeFavorite,
  type FavoriteItem,
} from '../../stores/account/favorite-items.ts';
import { $selectedStoreId } from '../../stores/order/order.ts';
import { button } from '../../theme/recipes.css.ts';
import * as screen from './account-screen.css.ts';
import * as css from './FavoriteItems.css.ts';
import { Loading } from './ScreenLoading.tsx';
import { Empty, Failure } from './ScreenState.tsx';

const retry = () => void loadFavorites();

/** The customer's favourite items (docs/product.md §7.2): price, image, add to cart, remove. */
export default function FavoriteItems() {
  const state = useStore($favorites);
  const pending = useStore($favoritePending);
  const symbol = useStore($currencySymbol);
  const storeId = useStore($selectedStoreId);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  useEffect(retry, []);

  if (state.status === 'idle' || state.status === 'loading')
    return <Loading>{m.favorites_loading}</Loading>;
  if (state.status === 'error') return <Failure message={state.message} onRetry={retry} />;
  async function add(item: FavoriteItem) {
    setBusy(item.menu_item_id);
    setMessage(null);
    const r = await addFavoriteToCart(item);
    setBusy(null);
    if (!r.ok) setMessage({ text: r.message, error: true });
    else if (r.value.kind === 'go') location.assign(r.value.href);
    else setMessage({ text: m.favorites_added({ name: item.name }), error: false });
  }

  async function remove(item: FavoriteItem) {
    setMessage(null);
    const r = await removeFavorite(item.menu_item_id);
    setMessage(
      r.ok
        ? { text: m.favorites_removed({ name: item.name }), error: false }
        : { text: r.message, error: true },
    );
  }

  return (
    <div className={screen.stack}>
      <p className={css.message} role="status">
        {message && !message.error ? message.text : ''}
      </p>
      {message?.error && (
        <p className={css.error} role="alert">
          {message.text}
        </p>
      )}
      {state.items.length === 0 ? (
        <Empty>
          <p className={screen.stateText}>{m.favorites_empty}</p>
          <a className={button.primary} href={storeId ? `/${storeId}` : '/'}>
            {m.favorites_browseMenu}
          </a>
        </Empty>
      ) : (
        <ul className={css.grid}>
          {state.items.map((item) => (
            <li key={item.favorite_id} className={css.item}>
              {item.image_url ? (
                <img className={css.image} src={item.image_url} alt="" width={96} height={96} />
              ) : (
                <span className={css.image} aria-hidden="true" />
              )}
              <div className={css.body}>
                <h2 className={css.name}>{item.name}</h2>
                <p className={screen.muted}>{formatMoney(item.price_cents, symbol)}</p>
                <div className={screen.actions}>
                  <button
                    type="button"
                    className={button.primary}
                    disabled={busy !== null}
                    aria-label={m.favorites_addLabel({ name: item.name })}
                    onClick={() => void add(item)}
                  >
                    {busy === item.menu_item_id ? m.favorites_adding : m.favorites_addToCart}
                  </button>
                  <button
                    type="button"
                    className={button.secondary}
                    disabled={pending.has(item.menu_item_id)}
                    aria-label={m.favorites_removeLabel({ name: item.name })}
                    onClick={() => void remove(item)}
                  >
                    {m.favorites_remove}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
