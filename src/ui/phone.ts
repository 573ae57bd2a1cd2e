/**
 * Phones first (docs/architecture.md §8): below this width the header sticks and the sheets fill
 * the screen.
 */
export const phone = 'screen and (max-width: 640px)';
/** The sticky header's height on a phone's Menu (at most 64 px), for what sticks below it. */
export const phoneHeaderHeight = '64px';
/** The height of the order's summary line within it. */
export const phoneSummaryHeight = '24px';
