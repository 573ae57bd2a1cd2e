import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { phone, phoneHeaderHeight } from './phone.ts';

export const region = style({
  position: 'fixed',
  insetBlockStart: '0.75rem',
  insetInline: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.5rem',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  // A phone's header sticks at the top: below it, so no toast covers its cart button or links.
  '@media': { [phone]: { insetBlockStart: `calc(${phoneHeaderHeight} + 0.5rem)` } },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  maxWidth: 'min(92vw, 28rem)',
  padding: '0.75rem 0.75rem 0.75rem 1rem',
  borderRadius: '8px',
  background: vars.color.text,
  color: vars.color.background,
  boxShadow: '0 6px 24px rgba(0,0,0,0.25)',
});

export const close = style({
  marginInlineStart: 'auto',
  minWidth: '32px',
  minHeight: '32px',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
});
