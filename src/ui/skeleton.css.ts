import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const region = style({ display: 'grid', gap: '0.75rem', minWidth: 0 });
export const shapes = style({ display: 'grid', gap: '0.75rem', minWidth: 0 });
// A tint of the text colour, so it reads on light and dark tenants alike.
export const bone = style({
  display: 'block',
  borderRadius: '6px',
  background: `color-mix(in srgb, ${vars.color.text} 12%, transparent)`,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const card = style({
  display: 'grid',
  gap: '0.6rem',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
});
