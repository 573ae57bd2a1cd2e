import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'grid',
  placeItems: 'center',
  padding: '1rem',
  background: 'rgba(0, 0, 0, 0.55)',
  overflowY: 'auto',
});

export const panel = style({
  position: 'relative',
  width: 'min(100%, 30rem)',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  padding: '1.5rem',
  borderRadius: '12px',
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: '0 20px 60px rgba(0, 0, 0, 0.35)',
  outline: 'none',
});

export const title = style({
  margin: '0 2.5rem 1rem 0',
  fontSize: `calc(0.7rem * ${vars.scale.heading})`,
});

export const close = style({
  position: 'absolute',
  insetBlockStart: '0.75rem',
  insetInlineEnd: '0.75rem',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});
