import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { phone, phoneHeaderHeight } from '../../ui/phone.ts';
import { touchTarget } from '../../theme/touch.ts';

const wide = 'screen and (min-width: 900px)';

export const page = style({ paddingBlock: '1.5rem 3rem' });
export const heading = style({ margin: 0 });
export const subtitle = style({ margin: '0.25rem 0 1.25rem' });

/** "side": the category list beside the items on wide screens; "top" (and narrow screens): a bar above. */
export const layout = style({ display: 'grid', gap: '1.5rem' });
export const layoutSide = style({
  '@media': { [wide]: { gridTemplateColumns: '14rem 1fr', alignItems: 'start' } },
});

export const nav = style({
  position: 'sticky',
  top: 0,
  zIndex: 5,
  // Below the header, which sticks on phones.
  '@media': { [phone]: { top: phoneHeaderHeight } },
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});
export const navSide = style({
  '@media': {
    [wide]: {
      top: '1rem',
      borderBottom: 0,
      overflowX: 'visible',
      maxHeight: 'calc(100vh - 2rem)',
      overflowY: 'auto',
    },
  },
});
export const navList = style({
  display: 'flex',
  gap: '0.25rem',
  margin: 0,
  padding: '0.5rem 0',
  listStyle: 'none',
});
export const navListSide = style({ '@media': { [wide]: { flexDirection: 'column' } } });
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  ...touchTarget,
  padding: '0 0.85rem',
  borderRadius: vars.radius.button,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontWeight: 600,
  selectors: {
    '&[aria-current="true"]': { background: vars.color.primary, color: vars.color.primaryText },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const section = style({
  scrollMarginTop: '4.5rem',
  marginBottom: '2rem',
  '@media': { [phone]: { scrollMarginTop: `calc(4.5rem + ${phoneHeaderHeight})` } },
});
export const sectionHeading = style({ margin: '0 0 0.25rem', outlineOffset: '4px' });
export const banner = style({
  display: 'block',
  width: '100%',
  height: '140px',
  objectFit: 'cover',
  borderRadius: '12px',
  marginBottom: '0.75rem',
  background: vars.color.surface,
});
export const thumbRow = style({ display: 'flex', alignItems: 'center', gap: '0.75rem' });
export const thumb = style({
  width: '56px',
  height: '56px',
  objectFit: 'cover',
  borderRadius: '8px',
  background: vars.color.surface,
});

export const items = style({
  display: 'grid',
  gap: '1rem',
  margin: '1rem 0 0',
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});
export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '0.75rem',
  height: '100%',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: vars.color.background,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-within': { outline: `3px solid ${vars.color.text}`, outlineOffset: '2px' },
  },
});
export const cardBody = style({ display: 'grid', alignContent: 'start', gap: '0.35rem' });
/** The item's button covers the whole card, so the card is one target named by the item. */
export const cardButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.heading,
  font: 'inherit',
  fontSize: '1.05rem',
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '12px' },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});
export const cardTitle = style({ margin: 0, fontSize: 'inherit' });
export const description = style({ margin: 0, fontSize: '0.9rem' });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  alignItems: 'center',
  fontWeight: 600,
});
export const badge = style({
  padding: '0.1rem 0.5rem',
  borderRadius: '999px',
  border: `1px solid ${vars.color.text}`,
  fontSize: '0.8rem',
});
export const cardImage = style({
  width: '112px',
  height: '84px',
  objectFit: 'contain',
  borderRadius: '8px',
  background: vars.color.surface,
});
export const dimmed = style({ opacity: 0.75 });

export const status = style({
  padding: '1rem',
  borderRadius: '8px',
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: '0.75rem',
  justifyItems: 'start',
});
/** The look of the primary button recipe, without its runtime on the Menu's first load. */
export const retry = style({
  ...touchTarget,
  padding: '0.6em 1.4em',
  border: '2px solid transparent',
  borderRadius: vars.radius.button,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontFamily: vars.font.button,
  fontWeight: 600,
  cursor: 'pointer',
});

/** "Paused — back at 6:30 PM": the store takes no orders for now (docs/kitchen.md §2). */
export const paused = style({
  margin: '0 0 1.25rem',
  padding: '0.75rem 1rem',
  borderRadius: '8px',
  border: `1px solid ${vars.color.text}`,
  fontWeight: 600,
});
