import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const action = style({ display: 'grid', gap: '0.8rem' });
export const fields = style({
  display: 'grid',
  gap: '0.8rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  // A hint under one field only must not stretch the other's input.
  alignItems: 'start',
});
export const text = style({ margin: 0 });
export const here = style({
  display: 'grid',
  gap: '0.35rem',
  margin: 0,
  padding: '0.8rem 1rem',
  borderRadius: '8px',
  border: `2px solid ${vars.color.success}`,
  color: vars.color.text,
  background: vars.color.background,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
});
export const hereTitle = style({ fontWeight: 700, fontSize: '1.1rem' });
export const card = style({
  display: 'grid',
  gap: '0.8rem',
  padding: '1.1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  background: vars.color.background,
  color: vars.color.text,
});
export const heading = style({ margin: 0, fontSize: '1.2rem', color: vars.color.heading });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1rem',
  maxWidth: '720px',
});
export const meta = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '0.2rem 1rem' });
export const link = style({
  color: vars.color.text,
  fontWeight: 600,
  textUnderlineOffset: '3px',
});
export const state = style({ display: 'grid', gap: '0.8rem', justifyItems: 'start' });
export const intro = style({ maxWidth: '40rem', margin: 0 });
