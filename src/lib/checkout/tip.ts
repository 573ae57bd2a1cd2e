/**
 * Tips at checkout (docs/product.md §3 "selectedTip", "otherTipAmount"; docs/product.md §9: tip
 * amounts are rounded down to the cent).
 */
import * as m from '#messages';
import { parseMoney, percentOf } from '../format/money.ts';

/** The preset percentages offered, of the order's subtotal. */
export const TIP_PRESETS = [15, 18, 20] as const;

/** What selectedTip holds: a preset percentage, 'other' (an amount typed), or 'none'. */
export type TipChoice = number | 'other' | 'none';

/**
 * The tip in cents for a choice. A typed amount that is not money gives undefined, so the caller
 * can say so instead of sending a wrong tip.
 * @example tipCents(15, 1999, '') // 299
 * @example tipCents('other', 1999, '3.999') // 399
 */
export function tipCents(
  choice: TipChoice,
  subtotalCents: number,
  otherText: string,
): number | undefined {
  if (choice === 'none') return 0;
  if (choice === 'other') return otherText.trim() === '' ? 0 : parseMoney(otherText);
  return percentOf(Math.max(0, subtotalCents), choice);
}

/**
 * A stored selectedTip read back: anything but a preset, 'other' or 'none' means no choice yet.
 * @example tipChoice('18') // 18
 */
export function tipChoice(raw: unknown): TipChoice | null {
  if (raw === 'other' || raw === 'none') return raw;
  const n = typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && (TIP_PRESETS as readonly number[]).includes(n) ? n : null;
}

/** The message for an "Other" amount that is not money. */
export const TIP_INVALID = m.tip_invalid;
