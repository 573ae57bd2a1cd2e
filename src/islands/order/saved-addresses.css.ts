import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { touchTarget } from '../../theme/touch.ts';

export const saved = style({ display: 'grid', gap: '0.4rem' });
export const title = style({ margin: 0, fontSize: '0.9rem', fontWeight: 600 });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.4rem',
});
export const choice = style({
  width: '100%',
  ...touchTarget,
  padding: '0.5rem 0.75rem',
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '6px',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.text}`, outlineOffset: '2px' },
  },
});
