/** An in-store loyalty ticket (docs/product.md §3). */
export interface LoyaltyTicket {
  merchant: string;
  location: string;
  ticket: string;
}

/** The start-up query parameters that matter (docs/product.md §2.2). */
export interface StartupParams {
  ticket?: LoyaltyTicket;
  discountCode?: string;
  menuItemId?: number;
}

/** One effect of the start-up parameters, to be applied in list order. */
export type StartupAction =
  | { type: 'store-ticket'; ticket: LoyaltyTicket }
  | { type: 'open-modal'; modal: 'in-store-loyalty' | 'login' }
  /** Clear orderId and the day/time selection, reset the order, keep the code for the next order. */
  | { type: 'reset-order-for-discount'; code: string }
  /** Keep the item to add to the cart once the order is created. */
  | { type: 'store-deep-link'; itemId: number };

/**
 * Reads the start-up parameters. Values are trimmed and blank ones count as absent; the ticket is
 * kept only when merchant, location and ticket are all present, since a partial one cannot be collected.
 * menu_item_id is kept only as a positive integer, the form menu item ids take, so a mangled link
 * never reaches the cart.
 * @example parseStartup('?merchant=m1&location=l1&ticket=t1&discount_code=SAVE5')
 * // { ticket: { merchant: 'm1', location: 'l1', ticket: 't1' }, discountCode: 'SAVE5' }
 * @example parseStartup('?menu_item_id=42') // { menuItemId: 42 }
 */
export function parseStartup(search: string): StartupParams {
  const q = new URLSearchParams(search);
  const get = (name: string) => q.get(name)?.trim() || undefined;
  const out: StartupParams = {};
  const merchant = get('merchant');
  const location = get('location');
  const ticket = get('ticket');
  if (merchant && location && ticket) out.ticket = { merchant, location, ticket };
  const discountCode = get('discount_code');
  if (discountCode) out.discountCode = discountCode;
  const menuItemId = get('menu_item_id');
  if (menuItemId && /^\d{1,15}$/.test(menuItemId) && Number(menuItemId) > 0)
    out.menuItemId = Number(menuItemId);
  return out;
}

/**
 * The effects of docs/product.md §2.2 in order: a ticket is stored and opens the loyalty modal when
 * logged in, else the login modal; a discount code resets the order; a menu item becomes the deep
 * link.
 * @example startupActions({ ticket: { merchant: 'm', location: 'l', ticket: 't' } }, { loggedIn: false })
 * // [{ type: 'store-ticket', ticket: {…} }, { type: 'open-modal', modal: 'login' }]
 */
export function startupActions(
  parsed: StartupParams,
  session: { loggedIn: boolean },
): StartupAction[] {
  const actions: StartupAction[] = [];
  if (parsed.ticket) {
    actions.push({ type: 'store-ticket', ticket: parsed.ticket });
    actions.push({ type: 'open-modal', modal: session.loggedIn ? 'in-store-loyalty' : 'login' });
  }
  if (parsed.discountCode)
    actions.push({ type: 'reset-order-for-discount', code: parsed.discountCode });
  if (parsed.menuItemId) actions.push({ type: 'store-deep-link', itemId: parsed.menuItemId });
  return actions;
}

/** localStorage keys cleared by a confirmed logout (docs/product.md §4.1). */
export const LOGOUT_CLEARED_KEYS = [
  'order',
  'customerId',
  'orderId',
  'selectedTip',
  'dayAndTimeSelected',
  'auth',
  'loggedIn',
  'phoneVerified',
  'newCardData',
  'otherTipAmount',
] as const;

/**
 * localStorage keys cleared by the local logout on session expiry (docs/product.md §4.1): also
 * emailVerified.
 */
export const SESSION_EXPIRY_CLEARED_KEYS = [...LOGOUT_CLEARED_KEYS, 'emailVerified'] as const;

/**
 * Whether the logout response confirms the logout; only then is local state cleared
 * (docs/product.md §4.1).
 * @example logoutConfirmed({ ok: 'Logged out' }) // true
 * @example logoutConfirmed({ ok: true }) // false
 */
export function logoutConfirmed(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { ok?: unknown }).ok === 'Logged out'
  );
}
