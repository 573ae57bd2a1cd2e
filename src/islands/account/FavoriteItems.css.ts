import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.75rem',
  '@media': {
    'screen and (min-width: 700px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: '1rem',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
});
export const image = style({
  display: 'block',
  width: '96px',
  height: '96px',
  objectFit: 'cover',
  borderRadius: '8px',
  background: vars.color.surface,
});
export const body = style({ display: 'grid', gap: '0.4rem', alignContent: 'start', minWidth: 0 });
export const name = style({ margin: 0, fontSize: '1.05rem', overflowWrap: 'anywhere' });
export const message = style({ margin: 0, minHeight: '1.5em' });
export const error = style({
  margin: 0,
  padding: '0.75rem 1rem',
  border: `2px solid currentColor`,
  borderRadius: '8px',
});
