import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const footer = style({
  marginTop: '3rem',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1rem',
  maxWidth: '1120px',
  margin: '0 auto',
  padding: '1.25rem 1rem',
});
export const list = style({
  display: 'flex',
  gap: '1rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const copy = style({ margin: 0, marginInlineStart: 'auto', fontSize: '0.875rem' });
