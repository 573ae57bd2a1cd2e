import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import * as m from '#messages';
import { $selectedStore } from '../../stores/order/current.ts';
import { $storeWeather, loadStoreWeather } from '../../stores/outside/weather.ts';
import * as css from './weather.css.ts';

/**
 * The store's current weather under the Menu's heading (docs/product.md §7.8): asked once the
 * browser is idle, in a line whose height is reserved so nothing moves when it arrives.
 */
export function StoreWeather({ storeId }: { storeId: number | undefined }) {
  const store = useStore($selectedStore);
  const weather = useStore($storeWeather);
  const here = store && store.store_id === storeId ? store : null;
  useEffect(() => {
    if (storeId === undefined) return;
    const start = () => void loadStoreWeather(storeId, here);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(start, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 1);
    return () => clearTimeout(id);
  }, [storeId, here]);
  const text = storeId === undefined ? undefined : weather[storeId];
  return <p className={css.weather}>{text ? m.outside_now({ weather: text }) : ''}</p>;
}
