import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const region = style({ display: 'grid', gap: '0.75rem', minWidth: 0 });
export const shapes = style({ display: 'grid', gap: '0.75rem', minWidth: 0 });
// A tint of the text colour, so it reads on light and dark tenants alike. Sizes are classes, not
// style attributes, which the content security policy refuses.
export const bone = style({
  display: 'block',
  borderRadius: '6px',
  background: `color-mix(in srgb, ${vars.color.text} 12%, transparent)`,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const width = styleVariants({
  full: { width: '100%' },
  wide: { width: '85%' },
  most: { width: '70%' },
  half: { width: '55%' },
  some: { width: '40%' },
  third: { width: '30%' },
});
export const height = styleVariants({
  line: { height: '1rem' },
  label: { height: '0.9rem' },
  title: { height: '1.3rem' },
  heading: { height: '1.6rem' },
  pill: { height: '2.5rem', borderRadius: '999px' },
  field: { height: '2.75rem' },
  block: { height: '8rem' },
});
export const card = style({
  display: 'grid',
  gap: '0.6rem',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
});
export const field = style({ display: 'grid', gap: '0.4rem' });
