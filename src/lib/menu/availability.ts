/**
 * Live availability (docs/kitchen.md §2): sold-out items and modifier options, and a paused store
 * with an optional resume time. The rules the Menu, the cart, Checkout and the sandbox share. A
 * chain whose API does not report availability has none (`null`): nothing here changes then.
 */
import * as m from '#messages';
import { backAt, type PauseLike } from '../stores/paused.ts';
import { itemSoldOut, optionSoldOut, SOLD_OUT_TODAY, type SoldOutLists } from './sold-out.ts';

export { backAt, pausedNow, pausedText, type PauseLike } from '../stores/paused.ts';
export { itemSoldOut, optionSoldOut, SOLD_OUT_TODAY } from './sold-out.ts';

/** What a store cannot sell right now (the tenant API's optional availability call). */
export interface Live extends SoldOutLists {
  is_paused: boolean;
  paused_until: string | null;
  timezone_offset_mins?: number | undefined;
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
export function lineProblemText(p: {
  kind: LineProblem['kind'];
  options: readonly string[];
}): string {
  if (p.kind === 'item') return SOLD_OUT_TODAY;
  return m.menu_optionsSoldOut({ names: listText(p.options), count: p.options.length });
}

/** 'A', 'A and B', 'A, B and C'. */
function listText(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : m.menu_listAnd({ first: names.slice(0, -1).join(', '), last: names[names.length - 1]! });
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
  // The API's word, as it judged it on its own clock.
  if (pause?.is_paused) {
    const at = backAt(pause.paused_until, s.offsetMins, s.nowMs);
    return at
      ? m.menu_pausedUntil({ store: s.storeName, time: at })
      : m.menu_pausedNow({ store: s.storeName });
  }
  const problems = unavailableLines(s.lines, s.live);
  if (!problems.length) return null;
  const names = listText(problems.map((p) => p.name));
  return m.menu_linesUnavailable({ names, count: problems.length });
}
