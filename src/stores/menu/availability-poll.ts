/**
 * The open Menu's refresh of live availability (docs/kitchen.md §2): at once, then every
 * AVAILABILITY_POLL_MS while the page is visible, and at once when the page or window gets focus
 * back. Nothing is asked while the page is hidden, nor ever again once the API says it has no
 * availability call. Loaded lazily by the Menu, so it costs no first-load bytes.
 */
import { AVAILABILITY_POLL_MS } from '../../lib/menu/availability.ts';
import { refreshLive } from './availability-load.ts';

/** Focus and visibility often arrive together: one call for both. */
const MIN_GAP_MS = 2_000;

export function startAvailabilityPoll(storeId: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running = false;
  let last = -Infinity;
  const visible = () => document.visibilityState !== 'hidden';
  const schedule = () => {
    clearTimeout(timer);
    if (!stopped && visible()) timer = setTimeout(() => void tick(true), AVAILABILITY_POLL_MS);
  };
  const tick = async (due: boolean) => {
    if (stopped || running || !visible()) return;
    if (!due && Date.now() - last < MIN_GAP_MS) return;
    running = true;
    last = Date.now();
    const result = await refreshLive(storeId);
    running = false;
    if (result === 'unsupported') return stop();
    schedule();
  };
  const onVisibility = () => (visible() ? void tick(false) : clearTimeout(timer));
  const onFocus = () => void tick(false);
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', onFocus);
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', onFocus);
  void tick(true);
  return stop;
}
