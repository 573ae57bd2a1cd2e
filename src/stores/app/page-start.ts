import type { ScreenKey } from '../../lib/routes.ts';
import { $inStoreTicket, $selectedServiceId, $selectedStoreId } from '../order/order.ts';
import { $loggedIn } from '../account/session.ts';
import { PENDING_DISCOUNTS_KEY } from '../discounts/pending-key.ts';
import { requestOrderDetails } from '../order/open-details.ts';
import { pagePath } from '../../lib/i18n/page-path.ts';

// Each piece below loads only when its condition holds: this runs on every page, inside
// docs/architecture.md §8's JavaScript budget.

const positiveInt = (v: string | null) =>
  v !== null && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined;

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
  if (storeId && serviceTypeId)
    void requestOrderDetails({ origin: 'default', storeId, serviceTypeId });
}

/**
 * docs/product.md §4.9: with a ticket stored, points are collected once the store is known and the
 * customer logged in.
 */
function collectWhenReady(): void {
  const tryCollect = () => {
    // Menu and Checkout paths start with the numeric store id (docs/product.md §2.1).
    const routeStore = Number(/^\/(\d{1,9})(?:\/|$)/.exec(pagePath(location.pathname))?.[1] ?? 0);
    const storeId = routeStore > 0 ? routeStore : $selectedStoreId.get();
    if (storeId && $inStoreTicket.get() && $loggedIn.get())
      void import('../account/in-store-loyalty.ts').then((m) => m.collectAtStore(storeId));
  };
  tryCollect();
  $loggedIn.listen(tryCollect);
  $selectedStoreId.listen(tryCollect);
}

function hasPendingDiscounts(): boolean {
  try {
    return sessionStorage.getItem(PENDING_DISCOUNTS_KEY) !== null;
  } catch {
    return false;
  }
}

/** Start-up work of the order pages that can wait until the page is interactive. */
export function startOrderSession(screen: ScreenKey): void {
  if (hasPendingDiscounts())
    void import('../discounts/pending.ts').then((m) => m.flushPendingDiscounts());
  const defaultsService =
    screen === 'home' || screen === 'password-reset' || screen === 'confirmation';
  if (defaultsService && $selectedServiceId.get() === null)
    void import('../order/service-default.ts').then((m) => m.selectDefaultService(screen));
  if (screen === 'home') openChosenStore();
  collectWhenReady();
}
