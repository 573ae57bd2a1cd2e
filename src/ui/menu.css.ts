import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { touchTarget } from '../theme/touch.ts';

export const wrap = style({ position: 'relative' });
export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: 'calc(100% + 4px)',
  zIndex: 800,
  minWidth: '13rem',
  margin: 0,
  padding: '0.35rem',
  listStyle: 'none',
  borderRadius: '10px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.2)',
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  ...touchTarget,
  padding: '0 0.75rem',
  border: 0,
  borderRadius: '6px',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surface } },
});
