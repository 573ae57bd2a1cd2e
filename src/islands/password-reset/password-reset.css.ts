import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** One card, the width of a comfortable form on a desktop and the full width on a phone. */
export const card = style({
  display: 'grid',
  gap: '1rem',
  maxWidth: '28rem',
  padding: '1.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  background: vars.color.background,
  '@media': { '(max-width: 480px)': { padding: '1rem' } },
});
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: '1.3rem',
  color: vars.color.heading,
});
export const text = style({ margin: 0 });
export const email = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const field = style({ display: 'grid', gap: '0.3rem' });
export const label = style({ fontWeight: 600, fontSize: '0.9rem' });
