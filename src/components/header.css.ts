import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { phone, phoneHeaderHeight, phoneSummaryHeight } from '../ui/phone.ts';
import { touchTarget } from '../theme/touch.ts';

/** On phones the header sticks, under the skip link, the dialogs and the toasts (z 900 and up). */
export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  '@media': { [phone]: { position: 'sticky', top: 0, zIndex: 50 } },
});

/** Phones: the logo and the links on one row, the order's summary on a single line below it. */
const rowHeight = `calc(${phoneHeaderHeight} - ${phoneSummaryHeight} - 1px)`;

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '1.5rem',
  maxWidth: '1120px',
  minHeight: '64px',
  margin: '0 auto',
  padding: '0.5rem 1rem',
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateRows: `${rowHeight} auto`,
      gridTemplateAreas: '"logo nav" "summary summary"',
      gap: '0 0.5rem',
      minHeight: 0,
      padding: '0 0.75rem',
    },
  },
  selectors: {
    // Where the summary shows, its line is kept from the first paint: nothing moves when it comes.
    '&[data-summary-slot]': {
      '@media': { [phone]: { gridTemplateRows: `${rowHeight} ${phoneSummaryHeight}` } },
    },
  },
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  ...touchTarget,
  minWidth: 0,
  maxWidth: '100%',
  '@media': { [phone]: { gridArea: 'logo', minHeight: 0, height: rowHeight } },
});
/** The width follows the file's aspect ratio; a logo of unknown size is contained in its box. */
export const logo = style({
  display: 'block',
  height: '40px',
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  objectPosition: 'left center',
  '@media': { [phone]: { height: '32px' } },
});
export const wordmark = style({
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  fontWeight: 700,
  color: vars.color.heading,
});

// The nav keeps its one row on wide windows: the order's summary, which comes after the first paint,
// shares out the room left (its lines wrap) rather than wrapping the nav and growing the header.
export const nav = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  '@media': { [phone]: { gridArea: 'nav', alignSelf: 'center' } },
});
export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: '1rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  ...touchTarget,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover, &[aria-current="page"]': { textDecoration: 'underline' } },
});

export const confirmation = style({
  marginInlineStart: 'auto',
  fontFamily: vars.font.heading,
  fontWeight: 700,
  margin: 0,
  '@media': { [phone]: { gridArea: 'nav', alignSelf: 'center' } },
});
