/**
 * The smallest size of anything a finger presses (WCAG 2.5.5 target size, the platforms' own
 * guidance): every control's height, and the width of icon-only ones, is at least this. A plain
 * module, not a stylesheet, so importing it adds no CSS to a page.
 */
export const TOUCH_TARGET = '44px';

/** A control's touch target, spread into a vanilla-extract style: `style({ ...touchTarget })`. */
export const touchTarget = { minHeight: TOUCH_TARGET } as const;

/** An icon-only or square control: at least a touch target in both directions. */
export const touchSquare = { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } as const;
