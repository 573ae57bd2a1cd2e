import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { touchTarget } from '../../theme/touch.ts';

export const locator = style({ display: 'grid', gap: '1.5rem', marginBlockStart: '1.25rem' });

/** The field grows; the buttons sit beside it on wide screens and below it on narrow ones; the hint under both. */
export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  columnGap: '0.75rem',
  rowGap: '0.5rem',
});
export const searchField = style({ flex: '1 1 18rem', minWidth: 0 });
export const searchButtons = style({ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' });
export const hint = style({ flexBasis: '100%', margin: 0, fontSize: '0.875rem' });

// Always in the page, even empty: a live region must exist before the text it announces.
export const status = style({ margin: 0, fontWeight: 600 });
export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
});

export const group = style({ display: 'grid', gap: '0.75rem' });
export const groupTitle = style({ margin: 0 });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
  gap: '1rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const shown = keyframes({ to: { visibility: 'visible' } });

/**
 * Every store but the favourites, which a signed-in guest's list loses once they load. Until then
 * (HomeBody.astro marks the page as the body is parsed) it is laid out but not shown, so nothing
 * visible moves as the favourites arrive above it; after 4 s it shows regardless.
 */
export const allStores = style({});
globalStyle(`html[data-favorites-pending] ${allStores}`, {
  visibility: 'hidden',
  animation: `${shown} 0s 4s forwards`,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.4rem',
  height: '100%',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: vars.color.background,
  color: vars.color.text,
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '0.75rem',
});
// h3 in the list, h4 among favourites: both look like the global h3.
export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: '1.15rem',
  lineHeight: 1.2,
  color: vars.color.heading,
});
export const subtitle = style({
  display: 'block',
  marginBlockStart: '0.15rem',
  fontFamily: vars.font.body,
  fontSize: '0.9rem',
  fontWeight: 400,
  color: vars.color.text,
});

export const line = style({ margin: 0 });
export const state = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  fontWeight: 700,
});
/** The dot only repeats the state's text in colour. */
export const dot = style({
  width: '0.6rem',
  height: '0.6rem',
  borderRadius: '50%',
  background: vars.color.passive,
  selectors: { [`${state}[data-state="open"] &`]: { background: vars.color.success } },
});

/** Kept at the foot of the card, so the buttons line up across a row of cards. */
export const actions = style({
  display: 'grid',
  gap: '0.4rem',
  marginBlockStart: 'auto',
  paddingBlockStart: '0.4rem',
});
export const servicesLabel = style({ margin: 0, fontSize: '0.875rem', fontWeight: 600 });
export const services = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A toggle: the star fills when pressed; the text stays the same, as the name of a toggle must. */
export const favorite = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  ...touchTarget,
  padding: '0 0.75rem',
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.button,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderWidth: '2px' },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});
export const star = style({ fontSize: '1.1rem', lineHeight: 1 });

globalStyle(`${services} > li`, { display: 'flex' });
/** "Paused — back at 6:30 PM" (docs/kitchen.md §2). */
export const paused = style({ fontWeight: 600 });
