import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  flex: '1 1 auto',
  minWidth: 0,
  justifyContent: 'center',
});
export const lines = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.15rem 0.75rem',
  margin: 0,
  fontSize: '0.875rem',
  lineHeight: 1.3,
});
export const when = style({ fontWeight: 700 });
export const service = style({ fontWeight: 700, letterSpacing: '0.03em' });
export const change = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0 0.5rem',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
  flexShrink: 0,
});
