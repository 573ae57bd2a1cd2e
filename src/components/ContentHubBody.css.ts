import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Outside the container, whose padding shorthand would otherwise override this one. */
export const page = style({ paddingBlock: '2rem 3rem' });
export const intro = style({ maxWidth: '40rem', margin: '0 0 1.5rem' });

/** One column on a phone, two from a tablet, three on a wide desktop. */
export const grid = style({
  display: 'grid',
  gap: '1.5rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1000px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const item = style({ display: 'flex' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: vars.color.background,
  // An anchor (/content-hub#<id>) lands below the header rather than under it.
  scrollMarginTop: '6rem',
});

/** The width and height attributes reserve the space; a picture that fails leaves a quiet box. */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: '0.5rem',
  padding: '1rem 1.25rem 1.25rem',
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 0.75rem',
  margin: 0,
  fontSize: '0.875rem',
});
export const kind = style({
  padding: '0.1rem 0.6rem',
  border: `1px solid ${vars.color.text}`,
  borderRadius: '999px',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const title = style({ margin: 0, fontSize: '1.25rem', lineHeight: 1.3 });
export const text = style({ margin: 0, flex: 1, overflowWrap: 'anywhere' });
/** Actions sit at the bottom of every card, so a row of cards lines them up. */
export const action = style({ alignSelf: 'flex-start', marginBlockStart: '0.5rem' });

export const empty = style({
  display: 'grid',
  justifyItems: 'start',
  gap: '1rem',
  padding: '1.5rem',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: '12px',
});
