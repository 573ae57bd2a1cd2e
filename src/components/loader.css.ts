import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 2000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1rem',
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '[data-branding="ready"] &': { display: 'none' } },
});
export const spinner = style({
  width: '40px',
  height: '40px',
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.text,
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
});
export const label = style({ fontSize: '0.875rem' });
