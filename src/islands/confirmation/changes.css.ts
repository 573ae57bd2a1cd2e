import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });
export const body = style({ display: 'grid', gap: '1rem', minWidth: 'min(26rem, 80vw)' });
export const lines = style({
  display: 'grid',
  gap: '0.6rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const line = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
});
export const quantity = style({ width: '4.5rem' });
export const delay = style({ margin: 0, fontWeight: 600 });
