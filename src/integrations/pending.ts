/**
 * The purchase waiting for marketing: noted on Confirmation (purchase.ts), sent by the next page
 * that runs the tags (marketing.ts), once. Only the order id and its total are kept.
 */
import type { MarketingEvent } from './events.ts';

type Purchase = Extract<MarketingEvent, { type: 'marketing.purchase' }>;

/** Where a purchase waits for the next page that runs marketing (session storage). */
export const PENDING_PURCHASE_KEY = 'sf.pendingPurchase';

/** Orders already noted, newest last: a reload of Confirmation must not report the order twice. */
export const NOTED_ORDERS_KEY = 'sf.notedOrders';
const MAX_NOTED = 20;

/** The purchase waiting since Confirmation, if well formed; it is taken either way. */
export function takePendingPurchase(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): Purchase | undefined {
  const raw = storage.getItem(PENDING_PURCHASE_KEY);
  storage.removeItem(PENDING_PURCHASE_KEY);
  let doc: unknown;
  try {
    doc = JSON.parse(raw ?? 'null');
  } catch {
    return undefined;
  }
  const e = doc as { type?: unknown; orderId?: unknown; valueCents?: unknown } | null;
  return e?.type === 'marketing.purchase' &&
    Number.isInteger(e.orderId) &&
    Number.isFinite(e.valueCents)
    ? {
        type: 'marketing.purchase',
        orderId: e.orderId as number,
        valueCents: e.valueCents as number,
      }
    : undefined;
}

/** The orders noted so far (a corrupted list reads as none). */
export function notedOrders(storage: Pick<Storage, 'getItem'>): number[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(NOTED_ORDERS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** Keeps a purchase for the next page's tags, unless this order was noted before. */
export function keepPurchase(
  session: Pick<Storage, 'setItem'>,
  local: Pick<Storage, 'getItem' | 'setItem'>,
  purchase: Purchase,
): boolean {
  const noted = notedOrders(local);
  if (noted.includes(purchase.orderId)) return false;
  local.setItem(NOTED_ORDERS_KEY, JSON.stringify([...noted, purchase.orderId].slice(-MAX_NOTED)));
  session.setItem(PENDING_PURCHASE_KEY, JSON.stringify(purchase));
  return true;
}
