import { matchRoute, type ScreenKey } from '../lib/routes.ts';
import { $inStoreTicket, $selectedStoreId } from './order.ts';
import { $loggedIn } from './session.ts';
import { flushPendingDiscounts } from './pending-discounts.ts';
import { selectDefaultService } from './service-default.ts';

const positiveInt = (v: string | null) => (v !== null && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/**
 * A store's service chosen on Home before the page was interactive arrives as ?store=&service=
 * (the card's form): the order details open for it, and the parameters leave the address bar.
 */
function openChosenStore(): void {
  const url = new URL(location.href);
  const storeId = positiveInt(url.searchParams.get('store'));
  const serviceTypeId = positiveInt(url.searchParams.get('service'));
  if (!url.searchParams.has('store') && !url.searchParams.has('service')) return;
  url.searchParams.delete('store');
  url.searchParams.delete('service');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (storeId && serviceTypeId) void import('./order-details.ts').then((m) => m.openOrderDetails({ origin: 'default', storeId, serviceTypeId }));
}

/** SPEC §4.9: with a ticket stored, points are collected once the store is known and the customer logged in. */
function collectWhenReady(): void {
  const tryCollect = () => {
    const routeStore = Number(matchRoute(location.pathname).params.storeId);
    const storeId = routeStore > 0 ? routeStore : $selectedStoreId.get();
    if (storeId && $inStoreTicket.get() && $loggedIn.get()) void import('./in-store.ts').then((m) => m.collectAtStore(storeId));
  };
  tryCollect();
  $loggedIn.listen(tryCollect);
  $selectedStoreId.listen(tryCollect);
}

/** Start-up work of the order pages that can wait until the page is interactive. */
export function startOrderSession(screen: ScreenKey): void {
  flushPendingDiscounts();
  selectDefaultService(screen);
  if (screen === 'home') openChosenStore();
  collectWhenReady();
}
