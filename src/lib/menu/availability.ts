/**
 * Live availability (docs/kitchen.md §2): sold-out items and modifier options, and a paused store
 * with an optional resume time. The rules the Menu, the cart, Checkout and the sandbox share. A
 * chain whose API does not report availability has none (`null`): nothing here changes then.
 */
import { hmmA } from '../schedule/format.ts';

/** What a store cannot sell right now (the tenant API's optional availability call). */
export interface Live {
  is_paused: boolean;
  paused_until: string | null;
  sold_out_item_ids: readonly number[];
  sold_out_option_ids: readonly number[];
  timezone_offset_mins?: number | undefined;
}

/** A store's optional pause fields. */
export interface PauseLike {
  is_paused?: boolean | undefined;
  paused_until?: string | null | undefined;
}

/** A cart line as the order returns it. */
export interface LineLike {
  item_id: number;
  menu_item_id: number;
  name: string;
  auto: boolean;
  options: readonly { option_id: number; name: string }[];
}

/** The Menu asks again this often while it is on screen (and at once when it gets focus back). */
export const AVAILABILITY_POLL_MS = 30_000;

export const SOLD_OUT_TODAY = 'Sold out today';

/**
 * Sold-out rule: an item is sold out when the live list names it.
 * @example itemSoldOut(7, { sold_out_item_ids: [7] }) // true
 */
export function itemSoldOut(
  itemId: number,
  live: Pick<Live, 'sold_out_item_ids'> | null | undefined,
): boolean {
  return !!live && live.sold_out_item_ids.includes(itemId);
}

/**
 * Sold-out rule for modifier options.
 * @example optionSoldOut(3, { sold_out_option_ids: [3] }) // true
 */
export function optionSoldOut(
  optionId: number,
  live: Pick<Live, 'sold_out_option_ids'> | null | undefined,
): boolean {
  return !!live && live.sold_out_option_ids.includes(optionId);
}

/**
 * Pause rule: a store is paused while it says so and its resume time (if any) has not come.
 * @example pausedNow({ is_paused: true, paused_until: '2025-06-11T22:30:00Z' }, Date.parse('2025-06-11T23:00:00Z')) // false
 */
export function pausedNow(p: PauseLike | null | undefined, nowMs: number): boolean {
  if (!p?.is_paused) return false;
  if (!p.paused_until) return true;
  const until = Date.parse(p.paused_until);
  return Number.isNaN(until) || until > nowMs;
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/**
 * When a paused store is back, on the store's clock (`offsetMins` east of UTC): "6:30 PM" the
 * same day, "Jun 12, 9:00 AM" on a later one; null when it has not said.
 * @example backAt('2025-06-11T22:30:00Z', -240, Date.parse('2025-06-11T20:00:00Z')) // '6:30 PM'
 */
export function backAt(pausedUntil: string | null | undefined, offsetMins: number, nowMs: number) {
  const until = pausedUntil ? Date.parse(pausedUntil) : NaN;
  if (Number.isNaN(until)) return null;
  const local = new Date(until + offsetMins * 60_000);
  const today = new Date(nowMs + offsetMins * 60_000).toISOString().slice(0, 10);
  const time = hmmA(local.getUTCHours() * 60 + local.getUTCMinutes());
  if (local.toISOString().slice(0, 10) === today) return time;
  return `${MONTHS[local.getUTCMonth()]} ${local.getUTCDate()}, ${time}`;
}

/**
 * The paused store's line on Home, the order details and Menu; null while it is not paused.
 * @example pausedText({ is_paused: true, paused_until: '2025-06-11T22:30:00Z' }, -240, Date.parse('2025-06-11T20:00:00Z')) // 'Paused — back at 6:30 PM'
 */
export function pausedText(
  p: PauseLike | null | undefined,
  offsetMins: number,
  nowMs: number,
): string | null {
  if (!pausedNow(p, nowMs)) return null;
  const at = backAt(p!.paused_until, offsetMins, nowMs);
  return at ? `Paused — back at ${at}` : 'Paused — not taking orders right now';
}

/** A cart line that cannot be paid for now, and why. */
export interface LineProblem {
  itemId: number;
  menuItemId: number;
  name: string;
  /** The item itself is sold out (remove it), or only some of its options (pick others). */
  kind: 'item' | 'options';
  /** The sold-out options' names (kind 'options'). */
  options: string[];
}

/**
 * Unavailable-line rule: a guest's line is unavailable when its item or any of its chosen options
 * is sold out. Auto-added extras are the store's to drop, never the guest's.
 * @example unavailableLines([{ item_id: 1, menu_item_id: 7, name: 'Fries', auto: false, options: [] }], live).map((p) => p.kind) // ['item']
 */
export function unavailableLines(
  lines: readonly LineLike[] | null | undefined,
  live: Live | null | undefined,
): LineProblem[] {
  if (!live || !lines) return [];
  const out: LineProblem[] = [];
  for (const l of lines) {
    if (l.auto) continue;
    const base = { itemId: l.item_id, menuItemId: l.menu_item_id, name: l.name };
    if (itemSoldOut(l.menu_item_id, live)) {
      out.push({ ...base, kind: 'item', options: [] });
      continue;
    }
    const options = l.options.filter((o) => optionSoldOut(o.option_id, live)).map((o) => o.name);
    if (options.length) out.push({ ...base, kind: 'options', options });
  }
  return out;
}

/**
 * What the cart says under an unavailable line.
 * @example lineProblemText({ kind: 'options', options: ['Bacon'] }) // 'Bacon is sold out today'
 */
export function lineProblemText(p: Pick<LineProblem, 'kind' | 'options'>): string {
  if (p.kind === 'item') return SOLD_OUT_TODAY;
  return `${listText(p.options)} ${p.options.length > 1 ? 'are' : 'is'} sold out today`;
}

/** 'A', 'A and B', 'A, B and C'. */
function listText(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Checkout rule: no payment while the store is paused or a line is unavailable. The message says
 * why and what to do; null when the order can be paid for.
 * @example checkoutBlock({ storeName: 'Harbor', store: { is_paused: true }, live: null, lines: [], offsetMins: 0, nowMs: 0 }) // 'Harbor is paused and not taking orders right now. Your cart is kept: you can pay once the store is back.'
 */
export function checkoutBlock(s: {
  storeName: string;
  store: PauseLike | null | undefined;
  live: Live | null | undefined;
  lines: readonly LineLike[] | null | undefined;
  offsetMins: number;
  nowMs: number;
}): string | null {
  const pause = s.live ?? s.store;
  if (pausedNow(pause, s.nowMs)) {
    const at = backAt(pause!.paused_until, s.offsetMins, s.nowMs);
    const when = at ? ` until ${at}` : ' right now';
    return `${s.storeName} is paused and not taking orders${when}. Your cart is kept: you can pay once the store is back.`;
  }
  const problems = unavailableLines(s.lines, s.live);
  if (!problems.length) return null;
  const names = listText(problems.map((p) => p.name));
  return `${names} ${problems.length > 1 ? 'are' : 'is'} no longer available as ordered (sold out today). Remove ${problems.length > 1 ? 'them' : 'it'} or pick another option in your cart, then pay.`;
}

/**
 * Menu rule: an item sold out just now counts as out of stock, so the Menu greys it, or hides it
 * where include_out_of_stock is off (src/lib/menu/display.ts). The menus come back as given when
 * nothing is sold out.
 * @example withLive(menus, { sold_out_item_ids: [] }) === menus // true
 */
export function withLive<
  M extends { categories: { items: { item_id: number; out_of_stock: boolean }[] }[] },
>(menus: M[], live: Pick<Live, 'sold_out_item_ids'> | null | undefined): M[] {
  if (!live?.sold_out_item_ids.length) return menus;
  return menus.map((m) => ({
    ...m,
    categories: m.categories.map((c) => ({
      ...c,
      items: c.items.map((i) =>
        itemSoldOut(i.item_id, live) && !i.out_of_stock ? { ...i, out_of_stock: true } : i,
      ),
    })),
  }));
}
