import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { TOUCH_TARGET, touchTarget } from '../theme/touch.ts';

export const form = style({ display: 'grid', gap: '0.9rem' });
export const field = style({ display: 'grid', gap: '0.3rem' });
export const label = style({ fontWeight: 600, fontSize: '0.9rem' });
export const inputWrap = style({ position: 'relative', display: 'flex' });
export const input = style({
  width: '100%',
  ...touchTarget,
  padding: '0.55rem 0.75rem',
  border: `1px solid ${vars.color.text}`,
  borderRadius: '6px',
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: '#c0392b', borderWidth: '2px' } },
});
export const reveal = style({
  position: 'absolute',
  insetInlineEnd: '0.25rem',
  insetBlock: '0.25rem',
  minWidth: TOUCH_TARGET,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.85rem',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});
export const hint = style({ fontSize: '0.85rem' });
export const error = style({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.text,
  selectors: { '&::before': { content: '"⚠ "' } },
});
export const formError = style({
  padding: '0.6rem 0.8rem',
  borderRadius: '6px',
  border: `2px solid ${vars.color.text}`,
  fontWeight: 600,
});
export const success = style({
  padding: '0.6rem 0.8rem',
  borderRadius: '6px',
  border: `2px solid ${vars.color.success}`,
  fontWeight: 600,
});
export const check = style({
  display: 'flex',
  gap: '0.6rem',
  alignItems: 'flex-start',
  fontSize: '0.9rem',
});
export const checkbox = style({
  width: '20px',
  height: '20px',
  marginTop: '2px',
  accentColor: vars.color.primary,
  flexShrink: 0,
});
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '0.5rem',
});
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  ...touchTarget,
  padding: '0 0.25rem',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
});
export const separator = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  fontSize: '0.85rem',
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});
export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.2rem',
  fontSize: '0.85rem',
});
export const full = style({ width: '100%' });
